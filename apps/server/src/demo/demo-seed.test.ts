import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { demoAccounts, demoMemberOrganisations } from '../auth/embedded-provider/demo-accounts.ts';
import { isDemoDataSeeded } from '../auth/embedded-provider/demo-seed-run.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { manualCertificationRequests, organisations, seedRuns, userCompositionAuthorisations, users } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { seedDemoData } from './demo-seed.ts';

const config = loadConfig({ NODE_ENV: 'test', STANDARDS_ORGANISATION: 'SIVI' });

async function snapshot(database: Database) {
  const byText = (a: string, b: string) => a.localeCompare(b);
  return {
    organisations: (await database.db.select().from(organisations)).map((row) => `${row.id} ${row.name}`).sort(byText),
    users: (await database.db.select().from(users)).map((row) => `${row.id} ${row.email} ${row.passwordHash}`).sort(byText),
    authorisations: (await database.db.select().from(userCompositionAuthorisations))
      .map((row) => `${row.userId} ${row.organisationId}`)
      .sort(byText),
    seedRuns: (await database.db.select().from(seedRuns)).map((row) => `${row.name} ${row.version}`),
  };
}

describe.each(testEngines)('demo seed on %s', (engine) => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, config, (line) => lines.push(line));
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes the standards body, the member organisations and every demo account', async () => {
    const names = (await database.db.select().from(organisations)).map((row) => row.name);
    expect(names.sort()).toEqual(['SIVI', ...demoMemberOrganisations].sort());
    const emails = (await database.db.select().from(users)).map((row) => row.email);
    expect(emails.sort()).toEqual(demoAccounts.map((account) => account.email).sort());
    expect(await isDemoDataSeeded(database.db)).toBe(true);
  });

  it('makes the role accounts active members of a member organisation, authorised to compose for it (the valideerder for a second one too)', async () => {
    const organisationNames = new Map((await database.db.select().from(organisations)).map((row) => [row.id, row.name]));
    const authorisations = await database.db.select().from(userCompositionAuthorisations);
    for (const account of demoAccounts) {
      const [user] = (await database.db.select().from(users)).filter((row) => row.email === account.email);
      expect(user, account.email).toMatchObject({ role: account.role, actief: account.active, koatActief: account.active });
      expect(organisationNames.get(user?.organisationId ?? '')).toBe(account.organisation);
      expect(authorisations.filter((row) => row.userId === user?.id).map((row) => organisationNames.get(row.organisationId)).sort()).toEqual(
        [account.organisation, ...(account.alsoComposesFor ?? [])].sort(),
      );
      expect(await verifyPassword(account.password, user?.passwordHash ?? '')).toBe(true);
    }
    expect(demoAccounts.filter((account) => account.active).map((account) => account.role)).toEqual(['B', 'C', 'V', 'V', 'C']);
    expect(demoAccounts.some((account) => !account.active)).toBe(true);
  });

  it("names who asked for the demo's manual certification (the list's 'Aangevraagd door')", async () => {
    const [request] = await database.db
      .select({ email: users.email })
      .from(manualCertificationRequests)
      .innerJoin(users, eq(users.id, manualCertificationRequests.requestedByUserId));
    expect(request?.email).toBe('certificeerder@demo.nl');
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot(database);
    await seedDemoData(database.db, config, () => undefined);
    expect(await snapshot(database)).toEqual(before);
  });

  it('logs every demo account with its password', () => {
    for (const account of demoAccounts) {
      expect(lines.some((line) => line.includes(account.email) && line.includes(account.password))).toBe(true);
    }
  });
});

describe('demo seed on a database that already has users', () => {
  it('leaves it alone and records no seed run', async () => {
    const database = await createTestDatabase('pglite');
    try {
      await database.db.insert(users).values({ subject: 'echt', email: 'echt@verzekeraar.example' });
      const lines: string[] = [];
      await seedDemoData(database.db, config, (line) => lines.push(line));
      expect(await database.db.select().from(users)).toHaveLength(1);
      expect(await isDemoDataSeeded(database.db)).toBe(false);
      expect(lines).toEqual(['Demo-gegevens niet toegevoegd: de database bevat al gebruikers.']);
    } finally {
      await database.close();
    }
  });
});
