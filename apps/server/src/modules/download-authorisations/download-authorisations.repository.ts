import { compareOrganisationNames } from '@afd/afd';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { downloadGrants, downloadRestrictions, organisations } from '../../db/schema/index.ts';

// Queries of download authorisation. A download_restrictions row means the organisation saved its
// choice (restricted downloads); its grants are the organisations it allowed. The choice as the
// download rule reads it is src/shared/download-enabled-organisations.ts.

const byDutchName = (a: string, b: string) => compareOrganisationNames(a, b);

/** Names of the organisations that restricted downloads of their SUIV-tagged definitions. */
export async function listRestrictingOrganisations(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: organisations.name })
    .from(downloadRestrictions)
    .innerJoin(organisations, eq(organisations.id, downloadRestrictions.organisationId));
  return rows.map((row) => row.name).sort(byDutchName);
}

/** Every organisation's id and name: few enough to match names in code, ignoring case as the domain does. */
export async function allOrganisations(tx: Tx): Promise<{ id: string; name: string }[]> {
  return tx.select({ id: organisations.id, name: organisations.name }).from(organisations);
}

/**
 * Marks the organisation as restricting downloads (once; the first date stays) and locks that
 * row, so two saves of the same organisation's choice run one after the other. True when this
 * call made the mark: the organisation had never restricted downloads before.
 */
export async function claimRestriction(tx: Tx, organisationId: string): Promise<boolean> {
  const inserted = await tx.insert(downloadRestrictions).values({ organisationId }).onConflictDoNothing().returning();
  await tx.select().from(downloadRestrictions).where(eq(downloadRestrictions.organisationId, organisationId)).for('update');
  return inserted.length > 0;
}

/** Replaces the organisations this one allows to download. */
export async function replaceDownloadGrants(tx: Tx, organisationId: string, grantedIds: readonly string[]): Promise<void> {
  await tx.delete(downloadGrants).where(eq(downloadGrants.organisationId, organisationId));
  if (grantedIds.length === 0) return;
  await tx.insert(downloadGrants).values(grantedIds.map((grantedOrganisationId) => ({ organisationId, grantedOrganisationId })));
}
