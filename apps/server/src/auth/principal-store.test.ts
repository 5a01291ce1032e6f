import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { insertTestUser } from '../../test/helpers/tokens.ts';
import type { Database } from '../db/client.ts';
import { organisations, users } from '../db/schema/index.ts';
import { loadPrincipal, resolvePrincipal } from './principal-store.ts';

describe.each(testEngines)('principal store on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.insert(organisations).values([{ name: 'Bekend' }, { name: 'Ander' }]);
  });
  afterAll(() => database.close());

  it('gives an active administrator every organisation, also one added after the last edit', async () => {
    const { subject } = await insertTestUser(database, { role: 'B', actief: true });
    await database.db.insert(organisations).values({ name: 'Later-Toegevoegd' });
    const principal = await loadPrincipal(database.db, subject);
    expect(principal?.compositionOrganisations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Bekend', 'Ander', 'Later-Toegevoegd']),
    );
  });

  it('gives an inactive administrator no organisations', async () => {
    const { subject } = await insertTestUser(database, { role: 'B', actief: false, koatActief: false });
    expect((await loadPrincipal(database.db, subject))?.compositionOrganisations).toEqual([]);
  });

  it('keeps an unknown organisation claimed at first sign-in, and links a known one', async () => {
    const base = { initials: 'A.', prefix: null, surname: 'Nieuw' };
    await resolvePrincipal(database.db, { ...base, subject: 'new-unknown', email: 'onbekend@x.nl', organisationName: 'Nog-Niet-Bekend' });
    await resolvePrincipal(database.db, { ...base, subject: 'new-known', email: 'bekend@x.nl', organisationName: 'bekend' });
    const [unknown] = await database.db.select().from(users).where(eq(users.subject, 'new-unknown'));
    const [known] = await database.db.select().from(users).where(eq(users.subject, 'new-known'));
    expect(unknown).toMatchObject({ organisationId: null, claimedOrganisation: 'Nog-Niet-Bekend', actief: null, koatActief: null });
    expect(known?.organisationId).not.toBeNull();
    expect(known?.claimedOrganisation).toBeNull();
  });
});
