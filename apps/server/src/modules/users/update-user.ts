import { compositionAuthorisationsAfterEdit, selfEditRefusals, unknownOrganisations } from '@afd/afd';
import type { UserDetails, UserUpdate } from '@afd/contracts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { compositionOrganisationNames } from './composition-organisations.ts';
import { invalidUser, userNotFound, userTexts } from './user-problems.ts';
import { userDetailsOf } from './user-views.ts';
import {
  findUserRecord,
  listOrganisations,
  organisationIdsOf,
  replaceCompositionOrganisations,
  updateUserRecord,
  type OrganisationRef,
  type UserRecord,
} from './users.repository.ts';

const emptyToNull = (text: string | null) => (text === null || text === '' ? null : text);

/** What the audit log keeps of a user: the edited record and its authorisations. */
async function auditSnapshot(tx: Tx, record: UserRecord) {
  return { ...userDetailsOf(record), authorizationsForAfdOnlineSamenstellen: await compositionOrganisationNames(tx, record) };
}

/** The field errors of an edit that passed its schema but not the rules that need the database. */
function ruleViolations(
  actor: Principal,
  current: UserRecord,
  update: UserUpdate,
  organisation: OrganisationRef | undefined,
  allOrganisations: readonly OrganisationRef[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!organisation) errors.organization = [userTexts.unknownOrganisation];
  const unknown = unknownOrganisations(
    update.authorizationsForAfdOnlineSamenstellen,
    allOrganisations.map((known) => known.name),
  );
  if (unknown.length > 0) errors.authorizationsForAfdOnlineSamenstellen = [userTexts.unknownAuthorisedOrganisations(unknown)];
  for (const [field, message] of Object.entries(selfEditRefusals(current.id === actor.userId, update))) errors[field] = [message];
  return errors;
}

/**
 * Applies an administrator's edit of a user (`PATCH /api/users`) in one transaction, with its
 * audit entry: the organisation must be known, an administrator gets every organisation for
 * online composition, anyone else loses their authorisations when the organisation changes, and
 * an administrator cannot demote or deactivate themselves. The user's next call sees the change:
 * every request loads the caller's record.
 */
export async function updateUser(db: Db, actor: Principal, update: UserUpdate): Promise<UserDetails> {
  return db.transaction(async (tx) => {
    const current = await findUserRecord(tx, update.oid, { forUpdate: true });
    if (!current) throw userNotFound();
    const allOrganisations = await listOrganisations(tx);
    const wanted = update.organization.toLocaleLowerCase('nl-NL');
    const organisation = allOrganisations.find((known) => known.name.toLocaleLowerCase('nl-NL') === wanted);
    const errors = ruleViolations(actor, current, update, organisation, allOrganisations);
    if (!organisation || Object.keys(errors).length > 0) throw invalidUser(errors);

    const before = await auditSnapshot(tx, current);
    await updateUserRecord(tx, current.id, {
      initials: update.initials,
      prefix: emptyToNull(update.prefix),
      surname: update.surname,
      telephoneNumber: emptyToNull(update.telephoneNumber),
      organisationId: organisation.id,
      // The claim only mattered while the user had no known organisation.
      claimedOrganisation: null,
      role: update.role,
      actief: update.actief,
      koatActief: update.koatActief,
      isKoatGebruiker: update.isKoatGebruiker,
      notifyOnDefinitionChanges: update.notifyOnAfdDefinitionsChange,
      notifyOnSchemaIssues: update.notifyOnAfdDefinitionsMeldingen,
      isAfdDefinitionDownloader: update.isAfdDefinitionDownloader,
      isAfsMappingServiceGebruiker: update.isAfsMappingServiceGebruiker,
    });
    const authorised = compositionAuthorisationsAfterEdit({
      role: update.role,
      // A user without an organisation (a new one) has none to lose: activating them and granting
      // authorisations is one save.
      organisationChanged: current.organisationId !== null && current.organisationId !== organisation.id,
      requested: update.authorizationsForAfdOnlineSamenstellen,
      allOrganisations: allOrganisations.map((known) => known.name),
    });
    await replaceCompositionOrganisations(tx, current.id, organisationIdsOf(allOrganisations, authorised));

    const saved = await findUserRecord(tx, update.oid);
    if (!saved) throw new Error(`User ${update.oid} vanished inside its own transaction`);
    await recordAudit(tx, actor, {
      action: 'user.updated',
      entityType: 'user',
      entityId: saved.subject,
      before,
      after: await auditSnapshot(tx, saved),
    });
    return userDetailsOf(saved);
  });
}
