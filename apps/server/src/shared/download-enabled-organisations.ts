import { compareOrganisationNames } from '@afd/afd';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { downloadGrants, downloadRestrictions, organisations } from '../db/schema/index.ts';

// An organisation's download choice as the download rule reads it: the register, the schema
// downloads and the download authorisation screen all decide with the same list. A
// download_restrictions row means the organisation saved its choice (restricted downloads); its
// grants are the organisations it allowed.

/** The organisations this one allowed to download, in Dutch order, or null when it never restricted downloads. */
export async function readDownloadEnabledOrganisations(db: Db | Tx, organisationId: string): Promise<string[] | null> {
  const [restriction] = await db.select().from(downloadRestrictions).where(eq(downloadRestrictions.organisationId, organisationId));
  if (!restriction) return null;
  const rows = await db
    .select({ name: organisations.name })
    .from(downloadGrants)
    .innerJoin(organisations, eq(organisations.id, downloadGrants.grantedOrganisationId))
    .where(eq(downloadGrants.organisationId, organisationId));
  return rows.map((row) => row.name).sort(compareOrganisationNames);
}
