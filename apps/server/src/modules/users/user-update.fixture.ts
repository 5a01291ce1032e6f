import type { UserUpdate } from '@afd/contracts';

/** A complete, valid `PATCH /api/users` body for tests: an active validator of `organization`. */
export function userUpdateBody(oid: string, organization: string, overrides: Partial<UserUpdate> = {}): UserUpdate {
  return {
    oid,
    initials: 'T.',
    prefix: null,
    surname: 'Tester',
    telephoneNumber: null,
    organization,
    role: 'V',
    actief: true,
    koatActief: false,
    isKoatGebruiker: false,
    notifyOnAfdDefinitionsChange: false,
    notifyOnAfdDefinitionsMeldingen: false,
    isAfdDefinitionDownloader: false,
    isAfsMappingServiceGebruiker: false,
    authorizationsForAfdOnlineSamenstellen: [],
    ...overrides,
  };
}
