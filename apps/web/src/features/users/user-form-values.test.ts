import type { UserDetails } from '@afd/contracts';
import { describe, expect, it } from 'vitest';
import {
  authorisationsAfterOrganisationChange,
  authorisationsAfterRoleChange,
  movesToAnotherOrganisation,
  userFormDefaults,
  wantedOrganisationOf,
} from './user-form-values';

const organisations = ['Assurantiekantoor-Dijkstra', 'Polderzeker', 'SIVI'];

const newUser: UserDetails = {
  oid: 'oid-nieuw',
  email: 'nieuw@example.nl',
  initials: null,
  prefix: null,
  surname: null,
  telephoneNumber: null,
  organization: null,
  claimedOrganisation: 'Noorderzon',
  role: null,
  isAdministrator: false,
  isCertifier: false,
  isValidator: false,
  actief: null,
  koatActief: null,
  status: 'nieuw',
  isKoatGebruiker: false,
  notifyOnAfdDefinitionsChange: false,
  notifyOnAfdDefinitionsMeldingen: false,
  isAfdDefinitionDownloader: false,
  isAfsMappingServiceGebruiker: false,
};

describe('the user form starting values', () => {
  it('leave the choices of a new user unmade and clear an unknown organisation', () => {
    expect(userFormDefaults(newUser, [], organisations)).toMatchObject({
      initials: '',
      organization: '',
      role: undefined,
      actief: undefined,
      koatActief: undefined,
      authorizationsForAfdOnlineSamenstellen: [],
    });
    expect(wantedOrganisationOf(newUser, organisations)).toBe('Noorderzon');
  });

  it('show the unknown organisation on the record as wanted when nothing was claimed', () => {
    expect(wantedOrganisationOf({ organization: 'Verdwenen', claimedOrganisation: null }, organisations)).toBe('Verdwenen');
  });

  it('keep a known organisation, spelled as the list spells it, and want nothing else', () => {
    const user = { ...newUser, organization: 'polderzeker' };
    expect(userFormDefaults(user, [], organisations).organization).toBe('Polderzeker');
    expect(wantedOrganisationOf(user, organisations)).toBeNull();
  });

  it('select every organisation for an administrator', () => {
    const administrator = { ...newUser, role: 'B' as const, organization: 'SIVI' };
    expect(userFormDefaults(administrator, ['SIVI'], organisations).authorizationsForAfdOnlineSamenstellen).toEqual(organisations);
  });
});

describe('the authorisations as the form changes', () => {
  it('reset to none when the organisation changes, or to all for an administrator', () => {
    expect(authorisationsAfterOrganisationChange('C', organisations)).toEqual([]);
    expect(authorisationsAfterOrganisationChange('B', organisations)).toEqual(organisations);
  });

  it('become all when the role becomes administrator and stay otherwise', () => {
    expect(authorisationsAfterRoleChange('B', ['SIVI'], organisations)).toEqual(organisations);
    expect(authorisationsAfterRoleChange('V', ['SIVI'], organisations)).toEqual(['SIVI']);
  });

  it('count as a move only from one organisation to another, not a first organisation', () => {
    expect(movesToAnotherOrganisation('Polderzeker', 'SIVI')).toBe(true);
    expect(movesToAnotherOrganisation('Polderzeker', 'polderzeker')).toBe(false);
    expect(movesToAnotherOrganisation(null, 'SIVI')).toBe(false);
  });
});
