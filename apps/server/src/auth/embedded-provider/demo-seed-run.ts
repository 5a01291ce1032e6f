import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seedRuns } from '../../db/schema/index.ts';

// The demo seed (src/demo/) records its run in seed_runs under this name. The login page lists the
// demo accounts only when that run happened: only then do the accounts exist with these passwords.

/** The seed_runs row of the demo data. */
export const demoSeedRun = { name: 'demo', version: 1 } as const;

/** True when the demo data has been written into this database. */
export async function isDemoDataSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, demoSeedRun.name));
  return rows.length > 0;
}
