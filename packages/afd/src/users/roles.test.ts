import { describe, expect, it } from 'vitest';
import { effectiveRoleFlags, roleCodeOf, roleFlagsOf, userStatusOf } from './roles.ts';

describe('role codes', () => {
  it('maps B onto administrator, certifier and validator', () => {
    expect(roleFlagsOf('B')).toEqual({ isAdministrator: true, isCertifier: true, isValidator: true });
  });
  it('maps C onto certifier and validator only', () => {
    expect(roleFlagsOf('C')).toEqual({ isAdministrator: false, isCertifier: true, isValidator: true });
  });
  it('maps V onto validator only', () => {
    expect(roleFlagsOf('V')).toEqual({ isAdministrator: false, isCertifier: false, isValidator: true });
  });
  it('gives no role without a code', () => {
    expect(roleFlagsOf(null)).toEqual({ isAdministrator: false, isCertifier: false, isValidator: false });
  });
  it('maps flags back onto the most senior code', () => {
    for (const code of ['B', 'C', 'V'] as const) expect(roleCodeOf(roleFlagsOf(code))).toBe(code);
    expect(roleCodeOf(roleFlagsOf(null))).toBeNull();
  });
});

describe('user status', () => {
  it('is active when either flag is true', () => {
    expect(userStatusOf(true, null)).toBe('actief');
    expect(userStatusOf(false, true)).toBe('actief');
  });
  it('is not active when both flags are false', () => {
    expect(userStatusOf(false, false)).toBe('niet-actief');
  });
  it('is new when both flags are unset', () => {
    expect(userStatusOf(null, null)).toBe('nieuw');
  });
  it('lets a role count only for an active user', () => {
    expect(effectiveRoleFlags('B', 'niet-actief').isAdministrator).toBe(false);
    expect(effectiveRoleFlags('B', 'nieuw').isValidator).toBe(false);
    expect(effectiveRoleFlags('B', 'actief').isAdministrator).toBe(true);
  });
});
