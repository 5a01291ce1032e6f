import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

// The database an earlier release left behind (ADR 0060): the migrations and demo seed of the last
// commit before certificates (migration 0014), dumped by scripts/generate-upgrade-fixture.sh.

const fixtureFile = new URL('./fixtures/before-certificates.sql', import.meta.url);

/** Loads the earlier release's database into an empty one (no tables, not migrated). */
export async function loadEarlierRelease(database: Database): Promise<void> {
  const text = readFileSync(fixtureFile, 'utf8');
  const client = (database.db as unknown as { $client: { exec?: (text: string) => Promise<unknown>; query: (text: string) => Promise<unknown> } }).$client;
  // PGlite's exec and node-postgres's query without parameters both run many statements.
  if (database.engine === 'pglite' && client.exec) await client.exec(text);
  else await client.query(text);
  // The earlier release certified uploads only in its demo; schemas certified by hand and
  // generated from a definition are stored the same way (origin aside), so one of each is added
  // as that release would have written it: its own name, the stored files of a demo schema.
  for (const origin of ['manual', 'definition'] as const) {
    await database.db.execute(sql`
      insert into organisation_schemas (organisation_id, baseline_schema_id, name, origin, version, baseline_library_id,
        file_name, content_blob_id, enriched_blob_id, certification_mark, certified_at, created_at)
      select organisation_id, baseline_schema_id, name || '-' || ${origin}, ${origin}, 3, baseline_library_id,
        file_name, content_blob_id, enriched_blob_id, certification_mark, certified_at - interval '1 day', created_at - interval '1 day'
      from organisation_schemas where name = 'Polderzeker-Autoverzekering'`);
  }
}

/** What must survive the upgrade: the rows of every table the portal's users read. */
export const keptTables = ['organisations', 'users', 'organisation_schemas', 'definitions', 'definition_revisions', 'schema_issues', 'blobs', 'baseline_libraries', 'datacatalogs'] as const;

export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of keptTables) {
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

export interface StoredSchema {
  id: string;
  organisation: string;
  name: string;
  origin: string;
  certifiedAt: string;
  original: Uint8Array;
  enriched: Uint8Array;
}

/** Every certified schema with its stored original and enriched copy, as bytes. */
export async function storedSchemas(database: Database): Promise<StoredSchema[]> {
  const rows = rowsOf<{ id: string; organisation: string; name: string; origin: string; certified_at: string | Date; original: string; enriched: string }>(
    await database.db.execute(sql`
      select s.id, o.name as organisation, s.name, s.origin, s.certified_at,
        encode(ob.content, 'base64') as original, encode(eb.content, 'base64') as enriched
      from organisation_schemas s join organisations o on o.id = s.organisation_id
      join blobs ob on ob.id = s.content_blob_id join blobs eb on eb.id = s.enriched_blob_id
      order by s.name`),
  );
  return rows.map((row) => ({
    id: row.id,
    organisation: row.organisation,
    name: row.name,
    origin: row.origin,
    certifiedAt: new Date(row.certified_at).toISOString(),
    original: Buffer.from(row.original.replace(/\s/g, ''), 'base64'),
    enriched: Buffer.from(row.enriched.replace(/\s/g, ''), 'base64'),
  }));
}

/** Each blob's id and the sha-256 of its content (computed from the bytes, not read from its column). */
export async function blobHashes(database: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; content: string }>(await database.db.execute(sql`select id, encode(content, 'base64') as content from blobs`));
  return new Map(rows.map((row) => [row.id, createHash('sha256').update(Buffer.from(row.content.replace(/\s/g, ''), 'base64')).digest('hex')]));
}

/** What every certificate states about its files and its status, by kenmerk. */
export async function certificateRows(database: Database): Promise<unknown[]> {
  return rowsOf(await database.db.execute(sql`select kenmerk, organisation_schema_id, original_sha256, enriched_sha256, status from certificates order by kenmerk`));
}
