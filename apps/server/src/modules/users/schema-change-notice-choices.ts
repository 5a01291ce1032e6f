import { compareOrganisationNames } from '@afd/afd';
import type { SchemaChangeNoticeChoice } from '@afd/contracts';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, schemaChangeNoticeOptOuts, schemaDownloads } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';

// The notice of change per owner organisation (issue 32, ADR 0069), in 'Instellingen': on by
// default, a row in schema_change_notice_opt_outs turns it off for one user and one owner. The
// choices shown are the owners whose schemas the user's organisation downloaded (where a notice
// can come from) and any owner the user turned off.

export const noticeChoiceTexts = {
  invalidInputTitle: 'Ongeldige invoer',
  unknownOrganisation: (name: string) => `Er is geen organisatie met de naam '${name}'.`,
} as const;

/** The user's choices, in Dutch order of the owner's name. */
export async function readNoticeChoices(db: Db | Tx, user: { id: string; organisationId: string | null }): Promise<SchemaChangeNoticeChoice[]> {
  const downloadedFrom = user.organisationId
    ? await db
        .selectDistinct({ name: organisations.name })
        .from(schemaDownloads)
        .innerJoin(organisations, eq(organisations.id, schemaDownloads.ownerOrganisationId))
        .where(and(eq(schemaDownloads.downloaderOrganisationId, user.organisationId), isNotNull(schemaDownloads.ownerOrganisationId), ne(schemaDownloads.ownerOrganisationId, user.organisationId)))
    : [];
  const off = await db
    .select({ name: organisations.name })
    .from(schemaChangeNoticeOptOuts)
    .innerJoin(organisations, eq(organisations.id, schemaChangeNoticeOptOuts.ownerOrganisationId))
    .where(eq(schemaChangeNoticeOptOuts.userId, user.id));
  const offNames = new Set(off.map((row) => row.name));
  const names = [...new Set([...downloadedFrom.map((row) => row.name), ...offNames])].sort(compareOrganisationNames);
  return names.map((organisation) => ({ organisation, enabled: !offNames.has(organisation) }));
}

/** Applies the choices named (400 in Dutch for an unknown organisation), in the caller's transaction. */
export async function saveNoticeChoices(tx: Tx, userId: string, choices: readonly SchemaChangeNoticeChoice[]): Promise<void> {
  if (choices.length === 0) return;
  const wanted = [...new Set(choices.map((choice) => choice.organisation.toLowerCase()))];
  const found = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(sql`lower(${organisations.name})`, wanted));
  const idOf = new Map(found.map((row) => [row.name.toLowerCase(), row.id]));
  const unknown = choices.find((choice) => !idOf.has(choice.organisation.toLowerCase()));
  if (unknown) {
    const detail = noticeChoiceTexts.unknownOrganisation(unknown.organisation);
    throw new HttpProblem(400, noticeChoiceTexts.invalidInputTitle, detail, { schemaChangeNotices: [detail] });
  }
  const idsOf = (enabled: boolean) => choices.filter((choice) => choice.enabled === enabled).map((choice) => idOf.get(choice.organisation.toLowerCase()) as string);
  const on = idsOf(true);
  const off = idsOf(false);
  if (on.length > 0) {
    await tx.delete(schemaChangeNoticeOptOuts).where(and(eq(schemaChangeNoticeOptOuts.userId, userId), inArray(schemaChangeNoticeOptOuts.ownerOrganisationId, on)));
  }
  if (off.length > 0) {
    await tx
      .insert(schemaChangeNoticeOptOuts)
      .values(off.map((ownerOrganisationId) => ({ userId, ownerOrganisationId })))
      .onConflictDoNothing();
  }
}
