import { certificateReference } from '@afd/afd';
import type { RegisterOpenApiDescriptionResult } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { stringify } from 'yaml';
import type { Principal } from '../../../auth/principal.ts';
import { sha256Hex, storeBlob } from '../../../db/blob-store.ts';
import type { Db } from '../../../db/client.ts';
import { organisationSchemas } from '../../../db/schema/index.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { newKenmerk } from '../../../shared/certification/certificate-record.ts';
import { schemaNamed, storeOrganisationSchema } from '../../../shared/certification/store-organisation-schema.ts';
import { latestLibraryOf } from '../definition-store/baseline-library-reads.ts';
import { certifyFunction } from '../generation/certify-function.ts';
import { generationProblems } from '../generation/generation-texts.ts';
import { functionSchemaName } from '../generation/publish.service.ts';
import { buildDescription, problemsOf } from './openapi-build.ts';
import { openApiDefinition } from './openapi-definition.ts';
import { openApiReadMe, referredFiles } from './openapi-package.ts';
import { openApiHttpProblems, openApiSchemaName } from './openapi-texts.ts';
import { compatibilityOnPool } from '../../../shared/certification/schema-version-record.ts';

// Registering an OpenAPI description (001 §7 `POST /api/OpenApi/openApiDescriptions/register/...`,
// ADR 0037): only a description without errors, whose referred function schemas certify against
// the baseline's current library as 'Certificeer en publiceer' certifies them, becomes the
// organisation schema '{definitie}-OpenAPI' with isOpenApiDescription — the YAML document with the
// certified function schemas and their code lists beside it, so its references resolve in the
// download. All or nothing: a refusal writes nothing.

export async function registerOpenApiDescription(
  db: Db,
  pool: CertificationPool,
  principal: Principal,
  request: { organisationName: string; name: string; isPublished: boolean; isDownloadable: boolean; publicUrl: string },
  now = new Date(),
): Promise<RegisterOpenApiDescriptionResult> {
  if (request.isDownloadable && !request.isPublished) throw generationProblems.downloadNeedsPublished();
  const { row } = await openApiDefinition(db, principal, request.organisationName, request.name);
  const description = row.openApiDescription;
  if (!description) throw openApiHttpProblems.noDescription(row.name);
  const built = await buildDescription(db, pool, principal, { ...request, description });
  const problems = await problemsOf(built, description);
  if (problems.length > 0) throw openApiHttpProblems.invalid(problems);
  const { source } = built;
  const latest = await latestLibraryOf(db, source.baseline.id);
  if (latest?.id !== source.libraryId) throw generationProblems.notOnLatestLibrary();

  const certified = [];
  for (const [functionName, set] of built.sets) {
    const result = await certifyFunction({ source, set, schemaName: functionSchemaName(row.name, functionName), afd1Context: null, pool, now, publicUrl: request.publicUrl });
    certified.push({ functionName, set, result });
  }
  const findings = Object.fromEntries(certified.filter((entry) => entry.result.findings.length > 0).map((entry) => [entry.functionName, entry.result.findings]));
  if (Object.keys(findings).length > 0) throw generationProblems.notCertifiable(findings);

  const schemaName = openApiSchemaName(row.name);
  const yamlText = stringify(built.document, { lineWidth: 0 });
  const content = new TextEncoder().encode(yamlText);
  const certificationMark = sha256Hex(content);
  const certificate = certificateReference(request.publicUrl, newKenmerk());
  const annotation = {
    organisation: source.organisation.name,
    name: schemaName,
    date: now.toISOString().slice(0, 10),
    certificationMark,
    certificate: certificate.kenmerk,
    certificatePage: certificate.address,
  };
  // One document in two serialisations: the YAML in the download carries the certification as the
  // JSON (the enriched copy) does; the mark is the hash of the document as registered, without it.
  // The referred schemas as certified (enriched), under the names the document refers to, with their code lists.
  const certifiedDocument = { ...built.document, 'x-afd-certification': annotation };
  const enrichedOf = new Map(certified.map(({ set, result }) => [set.schema.name, result.enriched]));
  const companionFiles = [
    { name: `${schemaName}.yaml`, content: stringify(certifiedDocument, { lineWidth: 0 }) },
    ...referredFiles(certified.map(({ set }) => set), (set) => enrichedOf.get(set.schema.name) ?? set.schema.content),
    openApiReadMe([`${schemaName}.json`, `${schemaName}.yaml`]),
  ];

  return db.transaction(async (tx) => {
    const existing = await schemaNamed(tx, source.organisation.id, schemaName);
    if (existing) {
      const [kind] = await tx.select({ isOpenApiDescription: organisationSchemas.isOpenApiDescription, origin: organisationSchemas.origin }).from(organisationSchemas).where(eq(organisationSchemas.id, existing.id));
      if (!kind?.isOpenApiDescription || kind.origin !== 'definition') throw openApiHttpProblems.nameOfOther(schemaName);
    }
    const blob = await storeBlob(tx, content, 'application/yaml');
    const stored = await storeOrganisationSchema(tx, principal, {
      organisationId: source.organisation.id,
      organisationName: source.organisation.name,
      baselineSchemaId: source.baseline.id,
      baselineLibraryId: source.libraryId,
      keyNames: source.baseline.names,
      name: schemaName,
      origin: 'definition',
      fileName: `${schemaName}.yaml`,
      contentBlobId: blob.id,
      // The enriched copy is the document as JSON with its certification: what the download names {schema}.json.
      enrichedXsd: `${JSON.stringify(certifiedDocument, null, 2)}\n`,
      certificationMark,
      publish: request.isPublished,
      downloadable: request.isDownloadable,
      tag: source.definition.properties.tag.trim() || null,
      // An OpenAPI description is no message schema: the comparison leaves it to a person, off the request thread.
      compatibility: compatibilityOnPool(pool),
      companionFiles,
      overwrite: true,
      now,
      certificate: { kenmerk: certificate.kenmerk, catalogueVersion: source.catalogue.version, rules: [] },
    });
    await tx.update(organisationSchemas).set({ isOpenApiDescription: true }).where(eq(organisationSchemas.id, stored.id));
    return {
      schemaName,
      version: stored.version,
      kenmerk: certificate.kenmerk,
      organisation: source.organisation.name,
      baselineId: source.baseline.id,
      isPublished: request.isPublished,
      isDownloadable: request.isDownloadable,
    };
  });
}
