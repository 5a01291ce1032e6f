import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { certificates, organisationSchemas, organisations, upgradeCertificateSkips } from '../db/schema/index.ts';
import { issueCertificatesForOldSchemas } from './certificates-for-old-schemas.ts';

// A schema certified before certificates existed that cannot get one (here: nothing stored for it)
// stays without at every start. The step answers it as skipped — the start warns — only the first
// time it meets it, and records it with its reason; the next start says nothing about it again.

describe.each(testEngines)('the upgrade step meeting a schema it cannot certify (%s)', (engine) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('answers it as skipped once, with its reason, and records it; a second and a third run answer nothing and issue nothing', async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const [organisation] = await db.insert(organisations).values({ name: 'Oude Verzekeraar' }).returning();
    const [schema] = await db
      .insert(organisationSchemas)
      .values({ organisationId: organisation!.id, name: 'Zonder bestanden', certifiedAt: new Date('2024-03-01T10:00:00Z') })
      .returning();
    const firstStart = new Date('2026-11-01T08:00:00Z');

    const first = await issueCertificatesForOldSchemas(db, firstStart);
    expect(first).toEqual({ issued: 0, skipped: [{ id: schema!.id, reason: 'geen opgeslagen origineel of verrijkte kopie' }] });
    expect(await db.select().from(upgradeCertificateSkips)).toEqual([{ organisationSchemaId: schema!.id, reason: 'geen opgeslagen origineel of verrijkte kopie', reportedAt: firstStart }]);

    expect(await issueCertificatesForOldSchemas(db)).toEqual({ issued: 0, skipped: [] });
    expect(await issueCertificatesForOldSchemas(db)).toEqual({ issued: 0, skipped: [] });
    // The record keeps the first time it was reported; still no certificate.
    expect((await db.select().from(upgradeCertificateSkips)).map((row) => row.reportedAt)).toEqual([firstStart]);
    expect(await db.select().from(certificates).where(eq(certificates.organisationSchemaId, schema!.id))).toEqual([]);

    // A schema deleted since takes its record with it.
    await db.delete(organisationSchemas).where(eq(organisationSchemas.id, schema!.id));
    expect(await db.select().from(upgradeCertificateSkips)).toEqual([]);
  });
});
