import type { CertificateVerification } from '@afd/contracts';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { startPortalOnDataDir, stopPortal } from './portal-on-data-dir.ts';
import { loadEarlierRelease, rowCounts, storedSchemas } from './upgrade-fixture.ts';

// Issue 33 on an embedded data directory: the earlier release's database on disk, started by
// the real server program, which migrates it and issues the old schemas' certificates in its
// preparation child (ADR 0050, 0060); the certificates then verify the stored files over HTTP,
// and a second start issues none.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('upgrading an embedded data directory of an earlier release', () => {
  const cleanups = cleanupsAfterEach();

  it('is migrated by the real server, whose certificates verify the stored files, once', async () => {
    const dataDir = cleanups.tempDir('afd-upgrade-');
    const old = await openDatabase({ kind: 'pglite', dataDir });
    await loadEarlierRelease(old);
    const before = await rowCounts(old);
    const schemas = await storedSchemas(old);
    await old.close();

    const start = () => startPortalOnDataDir(cleanups, dataDir);

    const first = await start();
    expect(first.server.stdout()).toContain(`${schemas.length} eerder gecertificeerde schema's kregen bij de upgrade een certificaat`);
    await stopPortal(first.server);
    const kenmerks = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await rowCounts(database)).toEqual(before);
        const rows = rowsOf<{ id: string; kenmerk: string }>(
          await database.db.execute(sql`select organisation_schema_id as id, kenmerk from certificates where issued_at_upgrade is not null`),
        );
        return new Map(rows.map((row) => [row.id, row.kenmerk]));
      } finally {
        await database.close();
      }
    };
    const issued = await kenmerks();
    expect(issued.size).toBe(schemas.length);

    const second = await start();
    expect(second.server.stdout()).not.toContain('kregen bij de upgrade een certificaat');
    for (const schema of schemas) {
      for (const [file, outcome] of [[schema.original, 'origineel'], [schema.enriched, 'verrijkt']] as const) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'schema.xsd');
        const response = await fetch(`${second.address}/api/Certificaten/${issued.get(schema.id)}/Verificatie`, { method: 'POST', body: form });
        expect(response.status).toBe(200);
        expect((await response.json()) as CertificateVerification).toMatchObject({ outcome, sha256: sha256(file) });
      }
    }
    await stopPortal(second.server);
    expect(await kenmerks()).toEqual(issued);
  }, 300_000);
});
