import { describe, expect, it } from 'vitest';
import { userFullName } from './user-name.ts';

describe('user full name', () => {
  it('joins initials, prefix and surname', () => {
    expect(userFullName({ initials: 'J.P.', prefix: 'van', surname: 'Dijk' })).toBe('J.P. van Dijk');
  });
  it('leaves out missing and blank parts', () => {
    expect(userFullName({ initials: ' ', prefix: null, surname: 'Smit' })).toBe('Smit');
    expect(userFullName({ initials: null, prefix: null, surname: null })).toBe('');
  });
});
