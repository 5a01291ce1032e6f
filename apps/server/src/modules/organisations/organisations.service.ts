import type { Organisation, OrganisationListEntry } from '@afd/contracts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { databaseErrorCode, isStillReferenced, UNIQUE_VIOLATION } from '../../shared/database-error-code.ts';
import type { OrganisationRow } from '../../shared/organisation-lookup.ts';
import { ifMatchAdmits, isMissingIfMatch, organisationListVersion } from './organisation-list-version.ts';
import { planOrganisationList, type OrganisationListPlan } from './organisation-list-plan.ts';
import { organisationTexts as texts } from './organisation-texts.ts';
import { organisationStillReferenced, refuseRemovalOfOrganisationsInUse } from './organisation-usage.ts';
import {
  deleteOrganisation,
  detachedLinksOf,
  insertOrganisation,
  listOrganisations,
  lockOrganisations,
  renameOrganisation,
} from './organisations.repository.ts';

// Saving the organisation list (ADR 0007): one transaction that locks the list, checks its
// version, plans the additions, renames and removals, refuses removals of organisations in use,
// applies the changes and audits each one. Any refusal rolls everything back.

export interface VersionedOrganisationList {
  organisations: Organisation[];
  version: string;
}

/** The organisation list with its version (ETag). */
export async function readOrganisationList(db: Db | Tx): Promise<VersionedOrganisationList> {
  const rows = await listOrganisations(db);
  return { organisations: rows, version: organisationListVersion(rows) };
}

export interface SaveOrganisationListCommand {
  entries: readonly OrganisationListEntry[];
  /** The If-Match header: the version the client edited, when it sent one. */
  ifMatch: string | undefined;
  standardsOrganisation: string;
}

// A name no valid organisation name can have ('~' is outside the format), unique per row: renames
// pass through it so that names may be swapped within one save without tripping the unique index.
const transitName = (id: string) => `~${id}`;

async function removeOrganisation(tx: Tx, actor: Principal, row: OrganisationRow): Promise<void> {
  const detached = await detachedLinksOf(tx, row.id);
  try {
    await deleteOrganisation(tx, row.id);
  } catch (error) {
    if (isStillReferenced(error)) throw organisationStillReferenced(row);
    throw error;
  }
  await recordAudit(tx, actor, { action: 'organisation.deleted', entityType: 'organisation', entityId: row.id, before: { name: row.name, ...detached }, after: null });
}

async function applyPlan(tx: Tx, actor: Principal, plan: OrganisationListPlan): Promise<void> {
  for (const row of plan.removals) await removeOrganisation(tx, actor, row);
  for (const rename of plan.renames) await renameOrganisation(tx, rename.id, transitName(rename.id));
  for (const rename of plan.renames) {
    await renameOrganisation(tx, rename.id, rename.to);
    await recordAudit(tx, actor, { action: 'organisation.renamed', entityType: 'organisation', entityId: rename.id, before: { name: rename.from }, after: { name: rename.to } });
  }
  for (const addition of plan.additions) {
    const created = await insertOrganisation(tx, addition);
    await recordAudit(tx, actor, { action: 'organisation.created', entityType: 'organisation', entityId: created.id, before: null, after: { name: created.name } });
  }
}

/** Saves the whole organisation list as one change (spec 000 §7 POST /api/Organisation). */
export async function saveOrganisationList(db: Db, actor: Principal, command: SaveOrganisationListCommand): Promise<VersionedOrganisationList> {
  try {
    return await db.transaction(async (tx) => {
      await lockOrganisations(tx);
      const current = await listOrganisations(tx);
      // Without a version a save could silently undo a colleague's change: RFC 6585's 428.
      if (isMissingIfMatch(command.ifMatch)) throw new HttpProblem(428, texts.versionRequiredTitle, texts.versionRequired);
      if (!ifMatchAdmits(command.ifMatch, organisationListVersion(current))) {
        throw new HttpProblem(412, texts.listChangedTitle, texts.listChanged);
      }
      const plan = planOrganisationList(current, command.entries, command.standardsOrganisation);
      await refuseRemovalOfOrganisationsInUse(tx, plan.removals);
      await applyPlan(tx, actor, plan);
      return readOrganisationList(tx);
    });
  } catch (error) {
    // The lock keeps our own saves apart; a name written meanwhile by another path still meets
    // the unique index, and the answer is then the same as for a duplicate in the list.
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw new HttpProblem(409, texts.conflictTitle, texts.duplicateName);
    throw error;
  }
}
