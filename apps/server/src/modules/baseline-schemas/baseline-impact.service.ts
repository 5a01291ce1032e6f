import { definitionImpact, type Afd2CertificationBaseline, type BaselineLibrary, type SyncChoices } from '@afd/afd';
import type { AffectedDefinition, AffectedSchema, BaselineImpact } from '@afd/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readBlob, sha256Hex } from '../../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, definitions, organisations, organisationSchemas } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import type { SingleFileUpload } from '../../http/single-file-upload.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { deepFreeze } from '../../jobs/deep-freeze.ts';
import { isLargeLibrary } from '../../jobs/large-library.ts';
import { baselineNameOf, isBaselineOfKey } from '../../shared/baseline-keys.ts';
import { certifyStoredSchema, type Afd1Baseline } from '../../shared/certification/recertify-stored-schema.ts';
import { libraryComparison } from '../../shared/library-comparison.ts';
import { cachedLibrary } from '../../shared/library-cache.ts';
import { currentLibraryOf, readBaselines } from './baseline-schemas.repository.ts';
import { readBaselineUpload, selectedXpathRules, type ReadBaselineUpload } from './baseline-schemas.service.ts';
import { storedAfd2Outcome } from './stored-afd2-impact.ts';

// Impact analysis of a replacement upload (issue 18, point 4; ADR 0046). Reads the file as the
// upload would and writes nothing: the difference with the baseline's current library, the
// definitions on the baseline that synchronising with the new library would give warnings
// (definitionImpact: those the current library does not already give), and the certified
// organisation schemas on the baseline that would no longer certify — each run through the real
// checker against the new library, the uploaded file as baseline XSD, the selected XPath rules and
// the current catalogue, as certification after the upload would run it. An AFD 2.0 schema is
// judged as it was certified (stored-afd2-impact.ts: an open array the current baseline warns
// about too is not the replacement's doing), and a registered OpenAPI description by the function
// schemas it carries.

const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });

const noBaseline = () =>
  new HttpProblem(404, 'Niet gevonden', 'Er bestaat nog geen baseline met deze sleutel: er is niets om mee te vergelijken.');

/** The impact of uploading this file for its key; refuses as the upload refuses, and a key without a library. */
export async function baselineImpact(db: Db, pool: CertificationPool, upload: SingleFileUpload): Promise<BaselineImpact> {
  const read = await readBaselineUpload(db, pool, upload);
  const [baseline] = await db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(isBaselineOfKey(read.key));
  const current = baseline ? await currentLibraryOf(db, baseline.id) : null;
  const before = current ? await storedLibrary(db, current.id) : null;
  const [names] = baseline ? await readBaselines(db, { id: baseline.id }) : [];
  if (!baseline || !current || !before || !names) throw noBaseline();
  const basedOn = baselineNameOf(names);
  // Frozen, as the stored libraries are: the pool sends it to each worker once (shared-task-values.ts).
  const after = deepFreeze(structuredClone(read.parsed.library));

  return {
    basedOn,
    sha256: sha256Hex(upload.content),
    current: { id: current.id, basedOn, creationTime: current.createdAt.toISOString(), datacatVersion: current.datacatVersion },
    difference: libraryComparison(before, after),
    definitions: await affectedDefinitions(db, pool, baseline.id, basedOn, before, after),
    ...(await affectedSchemas(db, pool, baseline.id, read, upload, { library: before, blobId: current.contentBlobId }, after)),
    messages: read.parsed.messages,
  };
}

/** A stored library's tree (kept per process, frozen: library-cache.ts). */
function storedLibrary(db: Db, id: string): Promise<BaselineLibrary | null> {
  return cachedLibrary(id, async () => {
    const [row] = await db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, id));
    return row ? (row.library as BaselineLibrary) : null;
  });
}

/** A definition's stored choices (absent parts empty), as synchronisation reads them. */
function storedChoices(choices: unknown): SyncChoices {
  const stored = choices as Partial<SyncChoices>;
  return { entities: stored.entities ?? {}, attributes: stored.attributes ?? {}, compositions: stored.compositions ?? {} };
}

/** Every definition on the baseline (any organisation) that the new library would give synchronisation warnings. */
async function affectedDefinitions(db: Db, pool: CertificationPool, baselineId: string, basedOn: string, before: BaselineLibrary, after: BaselineLibrary): Promise<AffectedDefinition[]> {
  const rows = await db
    .select({ organisation: organisations.name, name: definitions.name, choices: definitions.choices })
    .from(definitions)
    .innerJoin(organisations, eq(organisations.id, definitions.organisationId))
    .where(eq(definitions.baselineSchemaId, baselineId));
  const large = isLargeLibrary(after) || isLargeLibrary(before);
  const affected: AffectedDefinition[] = [];
  for (const row of rows) {
    const choices = storedChoices(row.choices);
    // A large library is compared on the pool, so other requests go on meanwhile.
    const warnings = large ? await pool.perform('definitionImpact', { choices, before, after }) : definitionImpact(choices, before, after);
    if (warnings.length > 0) affected.push({ organisation: row.organisation, name: row.name, path: `${row.organisation}/${basedOn}/${row.name}`, warnings });
  }
  return affected.sort((a, b) => collator.compare(a.organisation, b.organisation) || collator.compare(a.name, b.name));
}

/** The certified organisation schemas on the baseline that the new library would no longer certify. */
async function affectedSchemas(
  db: Db,
  pool: CertificationPool,
  baselineId: string,
  read: ReadBaselineUpload,
  upload: SingleFileUpload,
  current: { library: BaselineLibrary; blobId: string },
  after: BaselineLibrary,
): Promise<{ schemas: AffectedSchema[]; schemasChecked: number }> {
  const rows = await db
    .select({
      organisation: organisations.name,
      name: organisationSchemas.name,
      version: organisationSchemas.version,
      origin: organisationSchemas.origin,
      fileName: organisationSchemas.fileName,
      contentBlobId: organisationSchemas.contentBlobId,
      isOpenApiDescription: organisationSchemas.isOpenApiDescription,
      companionFiles: organisationSchemas.companionFiles,
    })
    .from(organisationSchemas)
    .innerJoin(organisations, eq(organisations.id, organisationSchemas.organisationId))
    // An OpenAPI description is an AFD 2.0 document: on an AFD 1.0 baseline there is none to check.
    .where(and(eq(organisationSchemas.baselineSchemaId, baselineId), isNotNull(organisationSchemas.contentBlobId), ...(read.afdVersion === 1 ? [eq(organisationSchemas.isOpenApiDescription, false)] : [])));
  const baselineText = new TextDecoder().decode(upload.content);
  const afd1: Afd1Baseline | null =
    read.afdVersion === 1
      ? {
          library: after,
          baselineXsd: baselineText,
          xpathRules: (await selectedXpathRules(db, read.ruleNames)).map(({ name, selectionXPath, predicateXPath, errorMessage }) => ({ name, selectionXPath, predicateXPath, errorMessage })),
          catalogueVersion: read.catalogue?.version ?? '',
          catalogueFiles: read.catalogue?.xsdFiles ?? {},
        }
      : null;
  const codeLists = read.catalogue?.catalogue.codeLists ?? [];
  const currentText = afd1 ? '' : new TextDecoder().decode((await readBlob(db, current.blobId))?.content ?? new Uint8Array());
  const afd2: { next: Afd2CertificationBaseline; current: Afd2CertificationBaseline } = {
    next: { afdVersion: 2, library: after, codeLists, baselineSchemaText: baselineText },
    current: { afdVersion: 2, library: current.library, codeLists, baselineSchemaText: currentText },
  };
  const schemas: AffectedSchema[] = [];
  let checked = 0;
  const checkOne = async (row: (typeof rows)[number]) => {
    const blob = row.contentBlobId ? await readBlob(db, row.contentBlobId) : null;
    if (!blob) return;
    checked += 1;
    const fileName = row.fileName ?? (read.afdVersion === 1 ? 'afdSchema.xsd' : 'schema.json');
    const outcome = afd1 ? await certifyStoredSchema(pool, afd1, { origin: row.origin, fileName }, blob.content) : storedAfd2Outcome(row, { fileName, content: blob.content }, afd2);
    if (!outcome.stillValid) schemas.push({ organisation: row.organisation, name: row.name, version: row.version, messages: outcome.messages });
  };
  // A few schemas per worker in flight (as Hervalideer): the workers stay busy, memory holds only those files.
  let next = 0;
  const runner = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      if (row) await checkOne(row);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.size) * 2 }, runner));
  schemas.sort((a, b) => collator.compare(a.organisation, b.organisation) || collator.compare(a.name, b.name));
  return { schemas, schemasChecked: checked };
}
