import type { Certificate, CertificateVerification } from '@afd/contracts';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { issueCertificatesForOldSchemas, unknownCheckerVersion } from '../../src/startup/certificates-for-old-schemas.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createEmptyTestDatabase, testEngines } from '../helpers/test-database.ts';
import { createTokenIssuer } from '../helpers/tokens.ts';
import { loadEarlierRelease, rowCounts, storedSchemas } from './upgrade-fixture.ts';

// Issue 33: a portal upgraded in place keeps its data, and its schemas certified before
// certificates existed get one (ADR 0060). The database is the earlier release's own (its
// migrations and demo seed, test/upgrade/fixtures), migrated to now and prepared as a start does.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(testEngines)('an upgrade from before certificates on %s', (engine) => {
  let testApp: TestApp | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await testApp?.close();
    await database?.close();
    testApp = undefined;
    database = undefined;
  });

  it('keeps every row, gives each certified schema one certificate whose verification matches its stored files, and does so once', async () => {
    database = await createEmptyTestDatabase(engine, { migrated: false });
    await loadEarlierRelease(database);
    const before = await rowCounts(database);
    const schemasBefore = await storedSchemas(database);
    expect(schemasBefore.map((s) => s.origin).sort()).toEqual(['definition', 'manual', 'upload', 'upload']);

    await database.migrate();
    const upgradedAt = new Date();
    const first = await issueCertificatesForOldSchemas(database.db, upgradedAt);
    expect(first).toEqual({ issued: schemasBefore.length, skipped: [] });
    // Once: the next start (or another instance) finds nothing left to do.
    expect(await issueCertificatesForOldSchemas(database.db)).toEqual({ issued: 0, skipped: [] });

    expect(await rowCounts(database)).toEqual(before);
    // Every stored file is byte for byte what it was.
    expect(await storedSchemas(database)).toEqual(schemasBefore);
    // Issue 32 (migration 0019): each schema's current version is in the version history, with its
    // own content file, published when the schema is, so its next version has one to compare with.
    const unrecorded = rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select s.name from organisation_schemas s
        where not exists (select 1 from organisation_schema_versions v where v.organisation_schema_id = s.id and v.version = s.version
          and v.content_blob_id is not distinct from s.content_blob_id and (v.published_at is not null) = s.is_published)`),
    );
    expect(unrecorded).toEqual([]);

    testApp = await buildTestApp({ engine, database });
    const { app } = testApp;
    const issuer = await createTokenIssuer({ config: testApp.config, database });
    const subjectOf = async (condition: ReturnType<typeof sql>) =>
      rowsOf<{ subject: string }>(await database!.db.execute(sql`select subject from users where actief and ${condition} order by email limit 1`))[0]!.subject;
    const admin = await issuer.valid(await subjectOf(sql`role = 'B'`));
    const get = async (url: string, token: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as unknown;
    };

    // Organisations, definitions (with their latest revision) and meldingen read as before.
    const organisations = rowsOf<{ id: string; name: string }>(await database.db.execute(sql`select id, name from organisations order by name`));
    const listed = (await get('/api/Organisation', admin)) as { name: string }[];
    expect(listed.map((o) => o.name).sort()).toEqual(organisations.map((o) => o.name).sort());
    const definitions = rowsOf<{ organisation: string; name: string }>(
      await database.db.execute(sql`select o.name as organisation, d.name from definitions d join organisations o on o.id = d.organisation_id`),
    );
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      const read = (await get(`/api/Productdefinities/Definition/${encodeURIComponent(definition.organisation)}/${encodeURIComponent(definition.name)}`, admin)) as { name?: string };
      expect(read).toMatchObject({ name: definition.name });
    }
    const issues = rowsOf<{ id: number; organisation: string }>(
      await database.db.execute(sql`select i.id, o.name as organisation from schema_issues i join organisations o on o.id = i.receiver_organisation_id`),
    );
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      const received = (await get(`/api/SchemaIssues/received-by-organization/${encodeURIComponent(issue.organisation)}`, admin)) as { id: number }[];
      expect(received.map((i) => i.id)).toContain(issue.id);
    }

    // Each certified schema: its organisation's member sees it with its kenmerk; the public
    // certificate states the stored facts, and verifies the stored original and enriched copy.
    for (const schema of schemasBefore) {
      const organisationId = organisations.find((o) => o.name === schema.organisation)!.id;
      const member = await issuer.valid(await subjectOf(sql`organisation_id = ${organisationId} and role <> 'B'`));
      const rows = (await get(`/api/OrganisationSchemas/${encodeURIComponent(schema.organisation)}`, member)) as { name: string; kenmerk: string | null }[];
      const kenmerk = rows.find((row) => row.name === schema.name)?.kenmerk;
      expect(kenmerk, schema.name).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      const certificate = (await app.inject({ method: 'GET', url: `/api/Certificaten/${kenmerk}` })).json() as Certificate;
      expect(certificate).toMatchObject({ kenmerk, status: 'geldig', schemaName: schema.name, organisation: schema.organisation, origin: schema.origin, checkerVersion: unknownCheckerVersion });
      // The public certificate says it was issued at the upgrade, and when.
      expect(certificate.issuedAtUpgrade).toBe(upgradedAt.toISOString());
      expect(new Date(certificate.certifiedAt).toISOString()).toBe(schema.certifiedAt);
      for (const [file, outcome] of [[schema.original, 'origineel'], [schema.enriched, 'verrijkt']] as const) {
        const body = await multipartBody([{ name: 'schema.xsd', content: file }], {});
        const response = await app.inject({ method: 'POST', url: `/api/Certificaten/${kenmerk}/Verificatie`, payload: body.payload, headers: body.headers });
        expect(response.statusCode).toBe(200);
        expect(response.json() as CertificateVerification).toMatchObject({ outcome, sha256: sha256(file) });
      }
    }
    const marked = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from certificates where issued_at_upgrade = ${upgradedAt.toISOString()}::timestamptz`));
    expect(marked[0]?.n).toBe(schemasBefore.length);
    // The baseline's XPath rules for the AFD 1.0 upload and generated schema; none for the manual one.
    const rules = rowsOf<{ origin: string; n: number }>(await database.db.execute(sql`select origin, max(jsonb_array_length(rules))::int as n from certificates group by origin`));
    expect(Object.fromEntries(rules.map((r) => [r.origin, r.n > 0]))).toEqual({ upload: true, definition: true, manual: false });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances upgrading one PostgreSQL at once', () => {
  const handles: Database[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0).reverse()) await handle.close();
  });

  it('issue each old schema exactly one certificate between them', async () => {
    const database = await createEmptyTestDatabase('postgres', { migrated: false });
    handles.push(database);
    await loadEarlierRelease(database);
    await database.migrate();
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    const other = await openDatabase({ kind: 'postgres', url: url.toString() });
    handles.push(other);
    const [a, b] = await Promise.all([issueCertificatesForOldSchemas(database.db), issueCertificatesForOldSchemas(other.db)]);
    expect(a.issued + b.issued).toBe(4);
    expect([a.issued, b.issued].sort()).toEqual([0, 4]);
    const perSchema = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(c.kenmerk)::int as n from organisation_schemas s left join certificates c on c.organisation_schema_id = s.id group by s.id`),
    );
    expect(perSchema.map((r) => r.n)).toEqual([1, 1, 1, 1]);
  });
});
