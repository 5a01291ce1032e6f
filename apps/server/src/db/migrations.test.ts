import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from './client.ts';
import { migrationsFolder } from './open-database.ts';
import { rowsOf } from './rows.ts';
import { organisations } from './schema/index.ts';

/** Migrates the database up to and including the migration with this tag. */
async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'afd-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    if (database.engine === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(database.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const insertCertificate = (kenmerk: string, schemaId: string, version: number, enrichedSha256: string, createdAt: string) => sql`
  insert into certificates (kenmerk, organisation_schema_id, organisation_name, schema_name, schema_version, origin, afd_version,
    certification_area, message_type, application_area, baseline_library_created_at, baseline_sha256, catalogue_version,
    checker_version, original_sha256, enriched_sha256, certified_at, created_at)
  values (${kenmerk}, ${schemaId}, 'Voorbeeld', 'Reis-offerte', ${version}, 'definition', 1, 'Schade', 'Offerte', 'Reis', now(), 'b', '1',
    '1.0.0', 'o', ${enrichedSha256}, now(), ${createdAt}::timestamptz)`;

describe.each(testEngines)('migrations on %s', (engine) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('create every table from an empty database', async () => {
    database = await createEmptyTestDatabase(engine);
    const rows = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['blobs', 'oidc_keys', 'oidc_payloads', 'organisations', 'seed_runs', 'user_composition_authorisations', 'users']),
    );
  });

  it('are idempotent: running them again changes nothing', async () => {
    database = await createEmptyTestDatabase(engine);
    await database.db.insert(organisations).values({ name: 'Voorbeeld' });
    await database.migrate();
    expect(await database.db.select().from(organisations)).toHaveLength(1);
  });

  it('refuse a second organisation whose name differs only in case', async () => {
    database = await createEmptyTestDatabase(engine);
    await database.db.insert(organisations).values({ name: 'Voorbeeld' });
    await expect(database.db.insert(organisations).values({ name: 'VOORBEELD' })).rejects.toThrow();
  });

  // Migration 0015 (issue 28): one certificate per version of a schema. A database where two
  // simultaneous certifications once wrote two certificates for one version migrates: the one the
  // stored enriched copy carries stays the schema's; the other stays readable, detached and
  // 'vervangen' by it. After that a second certificate for the version is refused.
  it('keeps the certificate of the stored copy when two were written for one version, and refuses a second one after', async () => {
    database = await createEmptyTestDatabase(engine, { migrated: false });
    await migrateUpTo(database, '0014_certificates');
    const { db } = database;
    const [schema] = rowsOf<{ id: string }>(
      await db.execute(sql`
        with org as (insert into organisations (name) values ('Voorbeeld') returning id),
          copy as (insert into blobs (content, size, content_type, sha256) values ('\\x00'::bytea, 1, 'application/xml', 'stored') returning id)
        insert into organisation_schemas (organisation_id, name, version, enriched_blob_id)
        select org.id, 'Reis-offerte', 14, copy.id from org, copy returning id`),
    );
    const schemaId = schema?.id ?? '';
    // The race's outcome: the later certificate's copy was overwritten by the earlier one's.
    await db.execute(insertCertificate('AAAA-AAAA-AAAA-AAA1', schemaId, 13, 'older', '2026-11-01T10:00:00Z'));
    await db.execute(insertCertificate('AAAA-AAAA-AAAA-AAA2', schemaId, 14, 'stored', '2026-11-02T10:00:00Z'));
    await db.execute(insertCertificate('AAAA-AAAA-AAAA-AAA3', schemaId, 14, 'lost', '2026-11-02T10:00:01Z'));

    await database.migrate();

    const rows = rowsOf<{ kenmerk: string; organisation_schema_id: string | null; status: string; superseded_by: string | null }>(
      await db.execute(sql`select kenmerk, organisation_schema_id, status, superseded_by from certificates order by kenmerk`),
    );
    expect(rows).toEqual([
      { kenmerk: 'AAAA-AAAA-AAAA-AAA1', organisation_schema_id: schemaId, status: 'geldig', superseded_by: null },
      { kenmerk: 'AAAA-AAAA-AAAA-AAA2', organisation_schema_id: schemaId, status: 'geldig', superseded_by: null },
      { kenmerk: 'AAAA-AAAA-AAAA-AAA3', organisation_schema_id: null, status: 'vervangen', superseded_by: 'AAAA-AAAA-AAAA-AAA2' },
    ]);
    await expect(db.execute(insertCertificate('AAAA-AAAA-AAAA-AAA4', schemaId, 14, 'again', '2026-11-03T10:00:00Z'))).rejects.toThrow();
    // A deleted schema's certificates (no schema) never clash.
    await db.execute(sql`update certificates set organisation_schema_id = null`);
    await db.execute(insertCertificate('AAAA-AAAA-AAAA-AAA5', schemaId, 14, 'new', '2026-11-04T10:00:00Z'));
  });
  // Migration 0019 (issue 32): the version history starts with each schema's current version, its
  // content the file the schema already has, published when the schema is; so the next
  // certification has a version to compare with.
  it('records every existing schema\'s current version, published or not, with its file', async () => {
    database = await createEmptyTestDatabase(engine, { migrated: false });
    await migrateUpTo(database, '0018_upgrade_certificate_skips');
    const { db } = database;
    await db.execute(sql`
      with org as (insert into organisations (name) values ('Voorbeeld') returning id),
        file as (insert into blobs (content, size, content_type, sha256) values ('\\x00'::bytea, 1, 'application/xml', 'inhoud') returning id)
      insert into organisation_schemas (organisation_id, name, version, file_name, content_blob_id, is_published, publish_date, certified_at)
      select org.id, 'Reis-offerte', 3, 'reis.xsd', file.id, true, '2026-10-01T10:00:00Z'::timestamptz, '2026-09-30T10:00:00Z'::timestamptz from org, file
      union all select org.id, 'Concept', 1, 'concept.xsd', file.id, false, null, '2026-09-30T10:00:00Z'::timestamptz from org, file`);

    await database.migrate();

    const rows = rowsOf<{ name: string; version: number; file_name: string; same_file: boolean; published_at: string | null; compatibility: unknown; check_all_versions: boolean }>(
      await db.execute(sql`
        select v.name, v.version, v.file_name, v.content_blob_id = s.content_blob_id as same_file, v.published_at::text as published_at, v.compatibility,
          s.check_all_versions
        from organisation_schema_versions v join organisation_schemas s on s.id = v.organisation_schema_id order by v.name`),
    );
    expect(rows).toEqual([
      { name: 'Concept', version: 1, file_name: 'concept.xsd', same_file: true, published_at: null, compatibility: null, check_all_versions: false },
      { name: 'Reis-offerte', version: 3, file_name: 'reis.xsd', same_file: true, published_at: expect.stringMatching(/^2026-10-01/), compatibility: null, check_all_versions: false },
    ]);
  });

  // Migration 0021 (issue 31): three columns take the names the code uses; an upgrade keeps their values.
  it('keeps who is notified, which baselines only administrators see and the version check when their names change', async () => {
    database = await createEmptyTestDatabase(engine, { migrated: false });
    await migrateUpTo(database, '0020_schema_change_notices');
    const { db } = database;
    await db.execute(sql`
      with area as (insert into dimensions (kind, name, version) values ('certificationArea', 'Schade', '1') returning id),
        kind as (insert into dimensions (kind, name) values ('messageType', 'Contractbericht') returning id),
        domain as (insert into dimensions (kind, name) values ('applicationArea', 'Particulier') returning id)
      insert into baseline_schemas (certification_area_id, message_type_id, application_area_id, beheerders_only)
      select area.id, kind.id, domain.id, true from area, kind, domain`);
    await db.execute(sql`
      insert into users (subject, email, notify_on_afd_definitions_change, notify_on_afd_definitions_meldingen)
      values ('a', 'a@voorbeeld.example', true, false), ('b', 'b@voorbeeld.example', false, true)`);

    await database.migrate();

    const baselines = rowsOf<{ administrators_only: boolean }>(await db.execute(sql`select administrators_only from baseline_schemas`));
    expect(baselines).toEqual([{ administrators_only: true }]);
    const users = rowsOf<{ subject: string; notify_on_definition_changes: boolean; notify_on_schema_issues: boolean }>(
      await db.execute(sql`select subject, notify_on_definition_changes, notify_on_schema_issues from users order by subject`),
    );
    expect(users).toEqual([
      { subject: 'a', notify_on_definition_changes: true, notify_on_schema_issues: false },
      { subject: 'b', notify_on_definition_changes: false, notify_on_schema_issues: true },
    ]);
    // The check that only a certification area has a version keeps working under its new name.
    const checks = rowsOf<{ conname: string }>(await db.execute(sql`select conname from pg_constraint where conname like 'dimensions_version_only_for_%'`));
    expect(checks).toEqual([{ conname: 'dimensions_version_only_for_certification_areas' }]);
    const refused = await db.execute(sql`insert into dimensions (kind, name) values ('certificationArea', 'Zonder versie')`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String(refused?.cause ?? refused)).toContain('dimensions_version_only_for_certification_areas');
  });
});
