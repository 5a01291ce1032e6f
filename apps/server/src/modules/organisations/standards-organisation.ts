import type { Db } from '../../db/client.ts';
import { ensureOrganisation } from './organisations.repository.ts';

// The standards body's own organisation (config.standardsOrganisation, the spec's {product})
// always exists: download authorisation keeps it allowed, variant schemas belong to it and its
// issues are addressed to it. The demo seed writes it too; a production database without demo
// data gets it here, at every start (idempotent, so several instances may start together). It is
// a system fact, not an administrator's change, so it is logged but not audited.

/** Creates the standards organisation when it is missing. */
export async function ensureStandardsOrganisation(db: Db, name: string): Promise<void> {
  await ensureOrganisation(db, name);
}
