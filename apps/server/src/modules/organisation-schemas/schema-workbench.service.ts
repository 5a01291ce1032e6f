import { afd2FunctionFiles, type Catalogue } from '@afd/afd';
import type { SchemaMessageCheckResult } from '@afd/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { readBlob } from '../../db/blob-store.ts';
import type { Db } from '../../db/client.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { baselineLibraries, datacatalogs, organisationSchemas } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { organisationSchemaTexts as texts } from './organisation-schema-texts.ts';
import { manageableOrganisation, unknownSchema } from './organisation-schemas.service.ts';

// 'Bericht testen' on a certified organisation schema (issue 18, point 5), from 'Beheer schema's':
// a message checked against the schema as it was certified — the stored file (not the enriched
// copy: the annotation changes nothing a validator does), with what its certification resolved
// against: AFD 1.0 the XSD with libxml2, its imports served from the catalogue of the library it
// was certified against (and a generated schema's own files, its afdXPathLibrary included); AFD 2.0
// the JSON Schema with ajv, its code lists from its own -afdCodelists.json, else the catalogue,
// and a generated schema's -validationRules.json. For whoever manages the owner's schemas;
// nothing is stored.

const withoutFolder = (name: string) => name.replaceAll(/[\\/:]/g, '_');

async function catalogueOf(db: Db, datacatalogId: string | null) {
  const columns = { xsdFiles: datacatalogs.xsdFiles, model: datacatalogs.catalogue };
  const [row] = datacatalogId
    ? await db.select(columns).from(datacatalogs).where(eq(datacatalogs.id, datacatalogId))
    : await db.select(columns).from(datacatalogs).orderBy(desc(datacatalogs.createdAt)).limit(1);
  return row ? { xsdFiles: row.xsdFiles, codeLists: (row.model as Catalogue).codeLists } : null;
}

/** Every finding of `message` against the organisation's certified schema `name`. */
export async function checkMessageAgainstSchema(db: Db, pool: CertificationPool, actor: Principal, organisationName: string, name: string, message: string): Promise<SchemaMessageCheckResult> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  const [schema] = await db
    .select({
      name: organisationSchemas.name,
      fileName: organisationSchemas.fileName,
      isOpenApiDescription: organisationSchemas.isOpenApiDescription,
      contentBlobId: organisationSchemas.contentBlobId,
      baselineLibraryId: organisationSchemas.baselineLibraryId,
      companionFiles: organisationSchemas.companionFiles,
    })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisation.id), sql`lower(${organisationSchemas.name}) = lower(${name})`));
  if (!schema) throw unknownSchema(organisation, name);
  if (schema.isOpenApiDescription) throw new HttpProblem(409, texts.notCheckableTitle, texts.openApiIsNoMessageSchema(schema.name));
  if (!schema.contentBlobId || !schema.baselineLibraryId) throw new HttpProblem(409, texts.notCheckableTitle, texts.noSchemaFile(schema.name));
  const [library] = await db.select({ afdVersion: baselineLibraries.afdVersion, datacatalogId: baselineLibraries.datacatalogId }).from(baselineLibraries).where(eq(baselineLibraries.id, schema.baselineLibraryId));
  const blob = await readBlob(db, schema.contentBlobId);
  if (!library || !blob) throw new HttpProblem(409, texts.notCheckableTitle, texts.noSchemaFile(schema.name));
  const catalogue = await catalogueOf(db, library.datacatalogId);
  if (!catalogue) throw new HttpProblem(409, texts.notCheckableTitle, texts.noCatalogue);

  const content = new TextDecoder().decode(blob.content);
  const companions = schema.companionFiles;
  // On a worker: compiling a certified XSD with the catalogue's takes up to seconds.
  const checked = await pool.perform(
    'checkMessage',
    library.afdVersion === 2
      ? { afdVersion: 2, files: afd2FunctionFiles(content, companions), catalogueCodeLists: catalogue.codeLists, message }
      : { afdVersion: 1, files: xmlFiles(schema.fileName ?? `${schema.name}.xsd`, content, companions, catalogue.xsdFiles), message },
  );
  if (!checked.ok) throw new HttpProblem(422, texts.notCheckableTitle, checked.problem, { message: [checked.problem] });
  return { schema: schema.name, findings: checked.findings };
}

/** The certified XSD under its own name beside the catalogue's files and its own companions. */
function xmlFiles(fileName: string, schemaText: string, companions: readonly { name: string; content: string }[], catalogueFiles: Readonly<Record<string, string>>) {
  const schemaName = withoutFolder(fileName);
  return { files: { ...catalogueFiles, ...Object.fromEntries(companions.map((file) => [withoutFolder(file.name), file.content])), [schemaName]: schemaText }, schemaName };
}
