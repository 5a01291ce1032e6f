import { downloadEnabledList, isSameOrganisationName } from '@afd/afd';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { readDownloadEnabledOrganisations } from '../../shared/download-enabled-organisations.ts';
import { downloadAuthorisationTexts as texts } from './download-authorisation-texts.ts';
import { allOrganisations, claimRestriction, replaceDownloadGrants } from './download-authorisations.repository.ts';

// Download authorisation of one organisation (spec 000 §2 screen 16): administrators manage any
// organisation's choice, certifiers only their own organisation's.

/** The organisation named in the path, once the caller may manage it: 403 for another's, 404 for none. */
async function manageableOrganisation(db: Db, actor: Principal, name: string): Promise<{ id: string; name: string }> {
  const own = actor.organisationName !== null && isSameOrganisationName(actor.organisationName, name);
  if (!actor.roles.isAdministrator && !own) throw new HttpProblem(403, texts.forbiddenTitle, texts.otherOrganisation);
  const organisation = await findOrganisationByName(db, name);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(name));
  return organisation;
}

/** The organisations allowed to download the named organisation's definitions, or null when never restricted. */
export async function getDownloadEnabledOrganisations(db: Db, actor: Principal, organisationName: string): Promise<string[] | null> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  return readDownloadEnabledOrganisations(db, organisation.id);
}

export interface SaveDownloadEnabledCommand {
  organisationName: string;
  selected: readonly string[];
  standardsOrganisation: string;
}

/**
 * Saves an organisation's choice: from now on only these organisations (and always the standards
 * organisation) may download its SUIV-tagged definitions. Unknown names are refused (400).
 */
export async function saveDownloadEnabledOrganisations(db: Db, actor: Principal, command: SaveDownloadEnabledCommand): Promise<string[]> {
  const organisation = await manageableOrganisation(db, actor, command.organisationName);
  return db.transaction(async (tx) => {
    const known = await allOrganisations(tx);
    const idOf = (name: string) => known.find((row) => isSameOrganisationName(row.name, name))?.id;
    const errors: Record<string, string[]> = {};
    command.selected.forEach((name, index) => {
      if (!idOf(name)) errors[String(index)] = [texts.unknownOrganisation(name)];
    });
    if (Object.keys(errors).length > 0) throw new HttpProblem(400, texts.invalidInputTitle, texts.unknownOrganisations, errors);

    const list = downloadEnabledList({ owner: organisation.name, selected: command.selected, standardsOrganisation: command.standardsOrganisation });
    const grantedIds = list.flatMap((name) => idOf(name) ?? []);
    const firstRestriction = await claimRestriction(tx, organisation.id);
    const before = firstRestriction ? null : await readDownloadEnabledOrganisations(tx, organisation.id);
    await replaceDownloadGrants(tx, organisation.id, grantedIds);
    const after = await readDownloadEnabledOrganisations(tx, organisation.id);
    await recordAudit(tx, actor, {
      action: firstRestriction ? 'downloadAuthorisation.restricted' : 'downloadAuthorisation.updated',
      entityType: 'downloadAuthorisation',
      entityId: organisation.id,
      before: before === null ? null : { organisation: organisation.name, enabledOrganisations: before },
      after: { organisation: organisation.name, enabledOrganisations: after },
    });
    return after ?? [];
  });
}
