import { catalogueResolverFromFiles, parseAfd1BaselineXsd } from '@afd/afd';
import { catalogueZip, generateAfd1Corpus, type Afd1Corpus } from '@afd/afd/demo';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import type { TestEngine } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import {
  auditLog,
  baselineLibraries,
  blobs,
  manualCertificationRequests,
  organisationSchemas,
  uploadedSchemas,
  baselineSchemas,
  baselineSchemaXpathRules,
  datacatalogs,
  dimensionCombinations,
  dimensions,
  xpathRules,
} from '../../db/schema/index.ts';
import type { BaselineKeyIds } from '../baseline-keys.ts';
import { insertDimension } from './reference-data.fixture.ts';

// Test data for certification: the synthetic AFD 1.0 corpus stored as the baseline upload would
// store it (a catalogue version, dimensions, allowed combinations, baselines with a library and
// their XPath rules). Until the baseline upload exists this writes the rows directly.

let corpusCache: Afd1Corpus | undefined;

/** The corpus, generated once per test file. */
export function corpus(): Afd1Corpus {
  corpusCache ??= generateAfd1Corpus();
  return corpusCache;
}

export interface CertificationFixture {
  /** Key ids of each corpus baseline, in corpus order. */
  keys: BaselineKeyIds[];
  baselineIds: string[];
  /** A version-2 certification area with an allowed combination, for refusals. */
  versionTwoKey: BaselineKeyIds;
  /** An existing but not allowed combination. */
  notAllowedKey: BaselineKeyIds;
}

/** The id of the dimension of this kind and name; written when missing (corpus baselines share dimensions). */
async function dimensionId(database: Database, kind: 'certificationArea' | 'messageType' | 'applicationArea', name: string, version?: '1' | '2'): Promise<string> {
  const [existing] = await database.db.select({ id: dimensions.id }).from(dimensions).where(sql`${dimensions.kind} = ${kind} and ${dimensions.name} = ${name}`);
  return existing?.id ?? insertDimension(database, kind, name, version);
}

/** Stores the corpus catalogue and its baselines. */
export async function insertCertificationFixture(database: Database): Promise<CertificationFixture> {
  const { catalogueFiles, catalogueVersion, baselines, xpathRules: rules } = corpus();
  const zipBlob = await storeBlob(database.db, catalogueZip(catalogueFiles), 'application/zip');
  const [catalogue] = await database.db
    .insert(datacatalogs)
    .values({ version: catalogueVersion, catalogue: {}, xsdFiles: catalogueFiles, zipBlobId: zipBlob.id })
    .returning({ id: datacatalogs.id });
  if (!catalogue) throw new Error('catalogue not written');
  const ruleIds = new Map<string, string>();
  for (const [index, rule] of rules.entries()) {
    const id = `rule${String(index).padStart(5, '0')}`;
    await database.db.insert(xpathRules).values({ id, ...rule });
    ruleIds.set(rule.name, id);
  }
  const resolver = catalogueResolverFromFiles(catalogueFiles);

  const keys: BaselineKeyIds[] = [];
  const baselineIds: string[] = [];
  for (const baseline of baselines) {
    const key = {
      certificationAreaId: await dimensionId(database, 'certificationArea', baseline.key.certificationArea, '1'),
      messageTypeId: await dimensionId(database, 'messageType', baseline.key.messageType),
      applicationAreaId: await dimensionId(database, 'applicationArea', baseline.key.applicationArea),
    };
    await database.db.insert(dimensionCombinations).values({ ...key, allowed: true }).onConflictDoNothing();
    const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver: resolver });
    if (!parsed.ok) throw new Error(`corpus baseline does not parse: ${parsed.problems[0]?.description}`);
    const [schemaRow] = await database.db.insert(baselineSchemas).values(key).returning({ id: baselineSchemas.id });
    if (!schemaRow) throw new Error('baseline not written');
    for (const name of baseline.xpathRuleNames) {
      const xpathRuleId = ruleIds.get(name);
      if (xpathRuleId) await database.db.insert(baselineSchemaXpathRules).values({ baselineSchemaId: schemaRow.id, xpathRuleId });
    }
    await insertLibrary(database, schemaRow.id, baseline.xsd, parsed.library, catalogue.id, catalogueVersion);
    keys.push(key);
    baselineIds.push(schemaRow.id);
  }

  const first = keys[0];
  if (!first) throw new Error('the corpus has baselines');
  const versionTwoKey = {
    certificationAreaId: await dimensionId(database, 'certificationArea', 'JSON-Community', '2'),
    messageTypeId: first.messageTypeId,
    applicationAreaId: first.applicationAreaId,
  };
  await database.db.insert(dimensionCombinations).values({ ...versionTwoKey, allowed: true });
  const notAllowedKey = { ...first, applicationAreaId: await dimensionId(database, 'applicationArea', 'Niet-Toegestaan') };
  await database.db.insert(dimensionCombinations).values({ ...notAllowedKey, allowed: false });
  return { keys, baselineIds, versionTwoKey, notAllowedKey };
}

/** A new (current) library for a baseline, as a later baseline upload makes it. */
export async function insertLibrary(database: Database, baselineSchemaId: string, xsd: string, library: unknown, datacatalogId: string | null, datacatVersion: string): Promise<string> {
  const blob = await storeBlob(database.db, new TextEncoder().encode(xsd), 'application/xml');
  const [row] = await database.db
    .insert(baselineLibraries)
    .values({ baselineSchemaId, afdVersion: 1, fileName: 'baseline.xsd', contentBlobId: blob.id, library, datacatalogId, datacatVersion })
    .returning({ id: baselineLibraries.id });
  if (!row) throw new Error('library not written');
  return row.id;
}

/**
 * A new library for the first fixture baseline made of the second corpus baseline (another
 * structure): the first baseline's valid schemas no longer certify against it. Answers its id.
 */
export async function insertMismatchingLibrary(database: Database, fixture: CertificationFixture): Promise<string> {
  const { baselines, catalogueFiles, catalogueVersion } = corpus();
  const otherBaseline = baselines[1];
  const baselineId = fixture.baselineIds[0];
  if (!otherBaseline || !baselineId) throw new Error('corpus baselines');
  const parsed = parseAfd1BaselineXsd({ xsd: otherBaseline.xsd, catalogueResolver: catalogueResolverFromFiles(catalogueFiles) });
  if (!parsed.ok) throw new Error('baseline does not parse');
  return insertLibrary(database, baselineId, otherBaseline.xsd, parsed.library, null, catalogueVersion);
}

/**
 * Validates and certifies the first valid corpus schema of a baseline as the certifier, as the
 * screen does (Valideer, then Certificeren with its sha-256); answers the Certify answer and the file.
 */
export async function certifyValidCorpusSchema(
  matrix: RoleMatrix,
  fixture: CertificationFixture,
  name: string,
  { baseline = 0, overwrite = false, publish = false }: { baseline?: number; overwrite?: boolean; publish?: boolean } = {},
): Promise<{ certified: { kenmerk: string; enrichedXsd: string; version: number }; xsd: string }> {
  const key = fixture.keys[baseline];
  if (!key) throw new Error('no key');
  const { xsd } = corpusSchema('valid', baseline);
  const body = await multipartBody([{ name: 'afdSchema.xsd', content: xsd }], keyFields(key));
  const validated = await matrix.as('certifier', { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
  const tempFileId = validated.json().tempFileId as string;
  const fileSha256 = createHash('sha256').update(xsd).digest('hex');
  const query = new URLSearchParams({ ...keyFields(key), name, tempFileId, publish: String(publish), fileSha256, overwrite: String(overwrite) });
  const response = await matrix.as('certifier', { method: 'POST', url: `/api/OrganisationSchemas/Certify?${query}` });
  expect(response.statusCode).toBe(200);
  return { certified: response.json() as { kenmerk: string; enrichedXsd: string; version: number }, xsd };
}

/** Row counts of every table a certification call may write. */
export async function certificationRowCounts(database: Database) {
  const { db } = database;
  return {
    blobs: await db.$count(blobs),
    uploadedSchemas: await db.$count(uploadedSchemas),
    organisationSchemas: await db.$count(organisationSchemas),
    manualCertificationRequests: await db.$count(manualCertificationRequests),
    auditLog: await db.$count(auditLog),
  };
}

/** The first corpus organisation schema with this expectation, for the baseline at `index`. */
export function corpusSchema(expectation: 'valid' | 'manual' | 'invalid', baseline = 0): { name: string; xsd: string; baseline: number } {
  const found = corpus().organisationSchemas.find(
    (schema) => schema.baseline === baseline && (expectation === 'invalid' ? typeof schema.expectation === 'object' : schema.expectation === expectation),
  );
  if (!found) throw new Error(`no ${expectation} corpus schema for baseline ${baseline}`);
  return found;
}

/** The form fields of a baseline key, as the validation and certification calls take them. */
export const keyFields = (key: BaselineKeyIds) => ({ certificationArea: key.certificationAreaId, messageType: key.messageTypeId, applicationArea: key.applicationAreaId });

export interface CertificationTestApp {
  testApp: TestApp;
  matrix: RoleMatrix;
  fixture: CertificationFixture;
  /** The first corpus baseline's key. */
  key: BaselineKeyIds;
}

/** A test app with the role matrix and the corpus stored, for the certification route tests. */
export async function startCertificationTestApp(engine: TestEngine, env: Record<string, string> = {}): Promise<CertificationTestApp> {
  const testApp = await buildTestApp({ engine, env });
  const matrix = await createRoleMatrix(testApp);
  const fixture = await insertCertificationFixture(testApp.database);
  const key = fixture.keys[0];
  if (!key) throw new Error('no key');
  return { testApp, matrix, fixture, key };
}

/** Runs the call and asserts its status and that it changed no row of any table a certification call writes. */
export async function expectNoCertificationRowChange<Response extends { statusCode: number }>(database: Database, call: () => Promise<Response>, status: number): Promise<Response> {
  const before = await certificationRowCounts(database);
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(await certificationRowCounts(database)).toEqual(before);
  return response;
}
