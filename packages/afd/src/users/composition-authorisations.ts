import type { RoleCode } from './roles.ts';

/** An administrator's edit of a user's online-composition authorisations, with what it is checked against. */
export interface CompositionAuthorisationEdit {
  /** The role the user will have after the edit. */
  role: RoleCode;
  /** Whether the edit moves the user from their organisation to another (not: gives a first one). */
  organisationChanged: boolean;
  /** Organisation names the administrator selected. */
  requested: readonly string[];
  /** Every known organisation name. */
  allOrganisations: readonly string[];
}

const lookupKey = (name: string) => name.trim().toLocaleLowerCase('nl-NL');

/** The requested names that match no known organisation (names compare case-insensitively). */
export function unknownOrganisations(requested: readonly string[], allOrganisations: readonly string[]): string[] {
  const known = new Set(allOrganisations.map(lookupKey));
  return [...new Set(requested.filter((name) => !known.has(lookupKey(name))))];
}

/**
 * The organisations a user may compose for after an edit (spec 000 §4, §5): an administrator
 * gets all of them; anyone else loses every authorisation when their organisation changes
 * ('Bij wijziging van Organisatie vervallen alle machtigingen'), and otherwise keeps the
 * selection. Names come back as the organisations spell them, each once, in `allOrganisations`
 * order; unknown names are dropped (check them first with `unknownOrganisations`).
 */
export function compositionAuthorisationsAfterEdit(edit: CompositionAuthorisationEdit): string[] {
  if (edit.role === 'B') return [...edit.allOrganisations];
  if (edit.organisationChanged) return [];
  const requested = new Set(edit.requested.map(lookupKey));
  return edit.allOrganisations.filter((name) => requested.has(lookupKey(name)));
}
