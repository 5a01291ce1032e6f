import type { CertificationPool } from '../../../apps/server/src/jobs/certification-pool.ts';
import { certifyStoredSchema, type Afd1Baseline } from '../../../apps/server/src/shared/certification/recertify-stored-schema.ts';

// Hervalideer's checks without its database: each stored schema with its baseline and its file,
// read beforehand. bench:revalidation's references run these, in its own process and in two
// separate ones.

export interface StoredCheck {
  baseline: Afd1Baseline;
  content: Uint8Array;
  schema: { origin: 'upload' | 'manual' | 'definition'; fileName: string | null };
}

/** Every check on the pool, two in flight per worker (as Hervalideer); throws at one that no longer certifies. */
export async function runStoredChecks(pool: CertificationPool, checks: readonly StoredCheck[]): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < checks.length) {
      const check = checks[next++];
      if (check && !(await certifyStoredSchema(pool, check.baseline, check.schema, check.content)).stillValid) throw new Error(`${check.schema.fileName} no longer validates`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.size) * 2 }, runner));
}
