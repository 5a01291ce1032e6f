import { describe, expect, it } from 'vitest';
import { userDisplayName } from './user-display-name';

const full = { initials: 'J.', prefix: 'van', surname: 'Dijk', email: 'j.vandijk@example.nl', organization: 'Voorbeeld Verzekeringen' };

describe('userDisplayName', () => {
  it('combines initials, prefix, family name, e-mail and organisation', () => {
    expect(userDisplayName(full)).toBe('J. van Dijk (j.vandijk@example.nl, Voorbeeld Verzekeringen)');
  });

  it('leaves out missing or blank parts', () => {
    expect(userDisplayName({ ...full, prefix: null })).toBe('J. Dijk (j.vandijk@example.nl, Voorbeeld Verzekeringen)');
    expect(userDisplayName({ ...full, prefix: '  ', organization: null })).toBe('J. Dijk (j.vandijk@example.nl)');
  });

  it('leads with the e-mail address when there is no name (a new user)', () => {
    expect(userDisplayName({ initials: null, prefix: null, surname: null, email: 'nieuw@example.nl', organization: null })).toBe('nieuw@example.nl');
    expect(userDisplayName({ initials: null, prefix: null, surname: null, email: 'nieuw@example.nl', organization: 'Org' })).toBe('nieuw@example.nl (Org)');
  });
});
