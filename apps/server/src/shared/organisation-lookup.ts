import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { organisations } from '../db/schema/index.ts';

// Finding an organisation by the name a path or form gives: schemas, downloads, meldingen and
// download authorisations all name the organisation, never its id.

/** An organisation by id and name. */
export interface OrganisationRow {
  id: string;
  name: string;
}

/** The organisation with this name, ignoring case, or null. */
export async function findOrganisationByName(db: Db | Tx, name: string): Promise<OrganisationRow | null> {
  const [row] = await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(sql`lower(${organisations.name}) = lower(${name})`);
  return row ?? null;
}
