import { randomUUID } from 'node:crypto';
import { inArray, TransactionRollbackError } from 'drizzle-orm';
import { demoAccounts, demoMemberOrganisations } from '../auth/embedded-provider/demo-accounts.ts';
import { demoSeedRun } from '../auth/embedded-provider/demo-seed-run.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { organisations, seedRuns, userCompositionAuthorisations, users } from '../db/schema/index.ts';
import { demoSeedParts } from './demo-seed-parts.ts';

// Demo data for a fresh portal: the standards body, a few fictional member organisations and an
// account per role (plus an inactive one) for the embedded provider. Written once, in one
// transaction; the seed_runs row makes every later start (and a second instance starting at the
// same moment) skip it.

type SeedOutcome = 'seeded' | 'already-seeded' | 'database-in-use';

/** Seeds the demo data into an empty database, once; logs the demo accounts whenever they exist. */
export async function seedDemoData(db: Db, config: AppConfig, log: (line: string) => void): Promise<void> {
  // Hashing is slow on purpose; it happens before the transaction so that the transaction stays short.
  const passwordHashes = new Map(
    await Promise.all(demoAccounts.map(async (account) => [account.email, await hashPassword(account.password)] as const)),
  );

  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    // Claiming the seed run first serialises concurrent starts: a second transaction waits on
    // this row and then finds it taken.
    const claimed = await tx.insert(seedRuns).values(demoSeedRun).onConflictDoNothing().returning();
    if (claimed.length === 0) return 'already-seeded';
    // Demo accounts never join real ones: a database that already has users is left alone
    // (rolling back also releases the claim, so the run is not recorded).
    if ((await tx.select({ id: users.id }).from(users).limit(1)).length > 0) tx.rollback();

    const organisationNames = [config.standardsOrganisation, ...demoMemberOrganisations];
    await tx
      .insert(organisations)
      .values(organisationNames.map((name) => ({ name })))
      .onConflictDoNothing();
    const organisationIds = new Map(
      (await tx.select().from(organisations).where(inArray(organisations.name, organisationNames))).map((row) => [
        row.name,
        row.id,
      ]),
    );

    for (const account of demoAccounts) {
      const organisationId = organisationIds.get(account.organisation);
      if (!organisationId) throw new Error(`Demo organisation ${account.organisation} missing`);
      const [user] = await tx
        .insert(users)
        .values({
          subject: randomUUID(),
          email: account.email,
          initials: account.initials,
          prefix: account.prefix,
          surname: account.surname,
          organisationId,
          role: account.role,
          actief: account.active,
          koatActief: account.active,
          passwordHash: passwordHashes.get(account.email),
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`Demo account ${account.email} not written`);
      const composesFor = [organisationId, ...(account.alsoComposesFor ?? []).flatMap((name) => organisationIds.get(name) ?? [])];
      await tx.insert(userCompositionAuthorisations).values(composesFor.map((id) => ({ userId: user.id, organisationId: id })));
    }
    for (const part of demoSeedParts) await part(tx, { config, organisationIds });
    return 'seeded';
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return 'database-in-use' as const;
    throw error;
  });

  if (outcome === 'database-in-use') {
    log('Demo-gegevens niet toegevoegd: de database bevat al gebruikers.');
    return;
  }
  log(outcome === 'seeded' ? 'Demo-gegevens toegevoegd.' : 'Demo-gegevens waren al aanwezig.');
  log('Demo-accounts voor de ingebouwde OpenID-provider (e-mailadres / wachtwoord):');
  for (const account of demoAccounts) {
    log(`  ${account.description.padEnd(44)} ${account.email} / ${account.password}`);
  }
}
