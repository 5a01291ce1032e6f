import type { RoleCode, UserDetails, UserUpdateInput } from '@afd/contracts';
import type { DefaultValues } from 'react-hook-form';

// The edit form's rules that do not need React: where the copy starts from and what happens to
// the online-composition authorisations (spec 000 §4, §5). The server applies the same rules
// (packages/afd composition-authorisations.ts); these only show the user what saving will do.

const sameName = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' }) === 0;

/** The known organisation the record names, spelled as the list spells it; null when unknown or none. */
export function knownOrganisationOf(user: Pick<UserDetails, 'organization'>, organisations: readonly string[]): string | null {
  const { organization } = user;
  if (!organization) return null;
  return organisations.find((name) => sameName(name, organization)) ?? null;
}

/**
 * The organisation to show as wanted when the record has no known one: the one the identity
 * provider claimed, or the unknown name on the record.
 */
export function wantedOrganisationOf(user: Pick<UserDetails, 'organization' | 'claimedOrganisation'>, organisations: readonly string[]): string | null {
  if (knownOrganisationOf(user, organisations)) return null;
  return user.claimedOrganisation ?? user.organization;
}

/** Administrators hold every organisation; the form shows them all selected and locked. */
export function isAdministratorRole(role: RoleCode | undefined): boolean {
  return role === 'B';
}

/**
 * Whether the form moves the user from their organisation to another: saving then drops their
 * authorisations ('Bij wijziging van Organisatie vervallen alle machtigingen'), so the form
 * clears and locks them. Giving a user without a known organisation their first one is no move.
 */
export function movesToAnotherOrganisation(savedOrganisation: string | null, chosenOrganisation: string | undefined): boolean {
  return savedOrganisation !== null && !sameName(savedOrganisation, chosenOrganisation ?? '');
}

/** The selection after the organisation changes: all for an administrator, none for anyone else. */
export function authorisationsAfterOrganisationChange(role: RoleCode | undefined, organisations: readonly string[]): string[] {
  return isAdministratorRole(role) ? [...organisations] : [];
}

/** The selection after the role changes: an administrator gets all; otherwise the selection stays. */
export function authorisationsAfterRoleChange(role: RoleCode | undefined, selected: readonly string[], organisations: readonly string[]): string[] {
  return isAdministratorRole(role) ? [...organisations] : [...selected];
}

const choice = (value: boolean | null) => value ?? undefined;

/**
 * The form's starting values: a copy of the record (the cached record is never changed). An
 * unknown organisation is cleared, unmade choices of a new user stay unmade, and an
 * administrator starts with every organisation selected.
 */
export function userFormDefaults(user: UserDetails, authorisations: readonly string[], organisations: readonly string[]): DefaultValues<UserUpdateInput> {
  const role = user.role ?? undefined;
  return {
    oid: user.oid,
    initials: user.initials ?? '',
    prefix: user.prefix ?? '',
    surname: user.surname ?? '',
    telephoneNumber: user.telephoneNumber ?? '',
    organization: knownOrganisationOf(user, organisations) ?? '',
    role,
    actief: choice(user.actief),
    koatActief: choice(user.koatActief),
    isKoatGebruiker: user.isKoatGebruiker,
    notifyOnAfdDefinitionsChange: user.notifyOnAfdDefinitionsChange,
    notifyOnAfdDefinitionsMeldingen: user.notifyOnAfdDefinitionsMeldingen,
    isAfdDefinitionDownloader: user.isAfdDefinitionDownloader,
    isAfsMappingServiceGebruiker: user.isAfsMappingServiceGebruiker,
    authorizationsForAfdOnlineSamenstellen: isAdministratorRole(role) ? [...organisations] : [...authorisations],
  };
}
