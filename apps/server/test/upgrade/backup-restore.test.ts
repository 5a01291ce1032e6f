import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { issueCertificatesForOldSchemas } from '../../src/startup/certificates-for-old-schemas.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { blobHashes, certificateRows, loadEarlierRelease, rowCounts } from './upgrade-fixture.ts';

// Backup and restore (issue 33, README 'Backup'): a PostgreSQL database through pg_dump -Fc and
// pg_restore into an empty database, and an embedded data directory copied while the portal is
// stopped, each opened by a fresh portal: every row count and every stored file byte-identical
// (the sha-256 of each blob's content, computed here, not read from its column).

/** The upgraded earlier release: every kind of row, stored files, certificates. */
async function upgradedPortal(database: Database): Promise<void> {
  await loadEarlierRelease(database);
  await database.migrate();
  await issueCertificatesForOldSchemas(database.db);
}

describe('backup and restore', () => {
  const cleanups = cleanupsAfterEach();

  it('copies an embedded data directory taken with the portal stopped, every stored file byte-identical', async () => {
    const dataDir = cleanups.tempDir('afd-backup-');
    const source = await openDatabase({ kind: 'pglite', dataDir });
    await upgradedPortal(source);
    const expected = { counts: await rowCounts(source), blobs: await blobHashes(source), certificates: await certificateRows(source) };
    await source.close();
    expect(expected.blobs.size).toBeGreaterThan(10);

    // The whole DATA_DIR, as the README says (the lock file went with the stop).
    expect(readdirSync(dataDir)).not.toContain('portal.lock');
    const restoredDir = path.join(cleanups.tempDir('afd-restore-'), 'data');
    cpSync(dataDir, restoredDir, { recursive: true });
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    cleanups.add(() => restored.close());
    await restored.migrate();
    expect({ counts: await rowCounts(restored), blobs: await blobHashes(restored), certificates: await certificateRows(restored) }).toEqual(expected);
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('restores a PostgreSQL pg_dump into an empty database, every stored file byte-identical', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const [sourceName, restoredName] = [`afd_backup_${suffix}`, `afd_restore_${suffix}`];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    cleanups.add(async () => {
      for (const name of [sourceName, restoredName]) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    for (const name of [sourceName, restoredName]) await admin.query(`create database ${name}`);

    const source = await openDatabase({ kind: 'postgres', url: urlOf(sourceName) });
    await upgradedPortal(source);
    const expected = { counts: await rowCounts(source), blobs: await blobHashes(source), certificates: await certificateRows(source) };
    await source.close();

    const dumpFile = path.join(cleanups.tempDir('afd-pg-dump-'), 'portal.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, urlOf(sourceName)]);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restoredName)}`, dumpFile]);

    const restored = await openDatabase({ kind: 'postgres', url: urlOf(restoredName) });
    cleanups.add(() => restored.close());
    // A fresh portal on the restored database: its migrations find nothing to do.
    await restored.migrate();
    expect({ counts: await rowCounts(restored), blobs: await blobHashes(restored), certificates: await certificateRows(restored) }).toEqual(expected);
  }, 120_000);
});
