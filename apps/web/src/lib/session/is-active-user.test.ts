import { describe, expect, it } from 'vitest';
import { demoUsers } from '@/testing/users';
import { isActiveUser } from './is-active-user';

describe('isActiveUser', () => {
  it('accepts only an active record', () => {
    expect(isActiveUser(demoUsers.validator)).toBe(true);
    expect(isActiveUser(demoUsers.inactive)).toBe(false);
    expect(isActiveUser(demoUsers.new)).toBe(false);
  });

  it('trusts neither field alone (status and flag must agree)', () => {
    expect(isActiveUser({ isActive: true, status: 'nieuw' })).toBe(false);
    expect(isActiveUser({ isActive: false, status: 'actief' })).toBe(false);
  });
});
