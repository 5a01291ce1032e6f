import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { findOrganisationByName, type OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { definitionProblems } from './definition-texts.ts';

// Who may see and change an organisation's definitions (001 §6): administrators all; any other
// active user only the organisations they are authorised for in online composition. Checked
// before the lookup, so an unauthorised caller learns nothing about which organisations exist.

export function mayAuthorFor(principal: Principal, organisationName: string): boolean {
  if (principal.roles.isAdministrator) return true;
  const wanted = organisationName.toLowerCase();
  return principal.compositionOrganisations.some((organisation) => organisation.name.toLowerCase() === wanted);
}

/** The organisation whose definitions the caller works on, or 403/404. */
export async function authoringOrganisation(db: Db | Tx, principal: Principal, organisationName: string): Promise<OrganisationRow> {
  if (!mayAuthorFor(principal, organisationName)) throw definitionProblems.noAccess(organisationName);
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw definitionProblems.organisationNotFound(organisationName);
  return organisation;
}
