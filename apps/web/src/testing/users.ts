import type { CurrentUser } from '@afd/contracts';

const base = {
  initials: 'J.',
  prefix: null,
  organization: 'Voorbeeld Verzekeringen',
  isAfdDefinitionDownloader: false,
  authorizationsForAfdOnlineSamenstellen: ['Voorbeeld Verzekeringen'],
} satisfies Partial<CurrentUser>;

/** The demo roles as `GET /api/users/me` answers for them (spec 000 §4: B ⊇ C ⊇ V). */
export const demoUsers = {
  administrator: {
    ...base,
    oid: 'oid-beheerder',
    email: 'beheerder@example.nl',
    surname: 'Beheer',
    prefix: 'de',
    role: 'B',
    status: 'actief',
    isActive: true,
    isAdministrator: true,
    isCertifier: true,
    isValidator: true,
  },
  certifier: {
    ...base,
    oid: 'oid-certificeerder',
    email: 'certificeerder@example.nl',
    surname: 'Certificeerder',
    role: 'C',
    status: 'actief',
    isActive: true,
    isAdministrator: false,
    isCertifier: true,
    isValidator: true,
  },
  validator: {
    ...base,
    oid: 'oid-valideerder',
    email: 'valideerder@example.nl',
    surname: 'Valideerder',
    role: 'V',
    status: 'actief',
    isActive: true,
    isAdministrator: false,
    isCertifier: false,
    isValidator: true,
  },
  inactive: {
    ...base,
    oid: 'oid-inactief',
    email: 'inactief@example.nl',
    surname: 'Inactief',
    role: 'C',
    status: 'niet-actief',
    isActive: false,
    isAdministrator: false,
    isCertifier: false,
    isValidator: false,
  },
  new: {
    ...base,
    oid: 'oid-nieuw',
    email: 'nieuw@example.nl',
    initials: null,
    surname: null,
    organization: null,
    role: null,
    status: 'nieuw',
    isActive: false,
    isAdministrator: false,
    isCertifier: false,
    isValidator: false,
    authorizationsForAfdOnlineSamenstellen: [],
  },
} satisfies Record<string, CurrentUser>;

/** The same user without organisations authorised for online composition. */
export function withoutAuthorisedOrganisations(user: CurrentUser): CurrentUser {
  return { ...user, authorizationsForAfdOnlineSamenstellen: [] };
}
