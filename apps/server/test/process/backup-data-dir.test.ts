import type { Certificate } from '@afd/contracts';
import { sql } from 'drizzle-orm';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { startPortalOnDataDir, stopPortal } from '../upgrade/portal-on-data-dir.ts';
import { blobHashes, certificateRows, rowCounts } from '../upgrade/upgrade-fixture.ts';

// The README's backup of the embedded database, done as it says with the real server program:
// the portal runs on DATA_DIR, is stopped (SIGTERM), DATA_DIR is copied as a whole, the original
// is gone, and a portal started on the copy serves the same certificates; stopped again, the copy
// holds every row and every stored file with the same sha-256 as the original held. Among the
// process tests, which run one at a time: two first starts side by side with other suites took
// longer than a start may take.

describe('a copy of the embedded data directory taken with the portal stopped', () => {
  const cleanups = cleanupsAfterEach();

  const start = (dataDir: string) => startPortalOnDataDir(cleanups, dataDir);
  const contents = async (dataDir: string) => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // The blobs of every stored original and enriched copy of an organisation schema.
      const files = rowsOf<{ id: string }>(
        await database.db.execute(sql`select content_blob_id as id from organisation_schemas where content_blob_id is not null union select enriched_blob_id from organisation_schemas where enriched_blob_id is not null`),
      );
      return { counts: await rowCounts(database), blobs: await blobHashes(database), certificates: await certificateRows(database), files: files.map((row) => row.id).sort() };
    } finally {
      await database.close();
    }
  };

  it('starts a portal on the copy alone, with every stored file byte-identical', async () => {
    const dataDir = path.join(cleanups.tempDir('afd-backup-'), 'data');
    const running = await start(dataDir);
    await stopPortal(running.server);
    // The stopped portal released its lock: the copy carries none.
    expect(readdirSync(dataDir)).not.toContain('portal.lock');

    const copy = path.join(cleanups.tempDir('afd-backup-copy-'), 'data');
    cpSync(dataDir, copy, { recursive: true });
    const expected = await contents(dataDir);
    expect(expected.blobs.size).toBeGreaterThan(10);
    expect(expected.certificates.length).toBeGreaterThan(0);
    // The copy must stand alone: the original is gone before the portal starts on it.
    rmSync(dataDir, { recursive: true, force: true });

    const restored = await start(copy);
    // It serves the certificates the original served.
    const kenmerks = (expected.certificates as { kenmerk: string }[]).map((row) => row.kenmerk);
    for (const kenmerk of kenmerks) {
      const response = await fetch(`${restored.address}/api/Certificaten/${kenmerk}`);
      expect(response.status, kenmerk).toBe(200);
      expect(((await response.json()) as Certificate).kenmerk).toBe(kenmerk);
    }
    await stopPortal(restored.server);
    expect(existsSync(dataDir)).toBe(false);

    const after = await contents(copy);
    expect(after).toEqual(expected);
    // Among them every stored original and enriched copy of a schema.
    expect(expected.files.length).toBeGreaterThan(0);
    for (const id of expected.files) expect(expected.blobs.has(id), id).toBe(true);
  }, 420_000);
});
