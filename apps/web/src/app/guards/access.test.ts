import { describe, expect, it } from 'vitest';
import { demoUsers } from '@/testing/users';
import { appRoutes } from '@/lib/paths';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('lets everybody open a public route', () => {
    expect(decideAccess(appRoutes.publishedSchemaOverview.access, null)).toBe('allowed');
    expect(decideAccess(appRoutes.publishedSchemaOverview.access, demoUsers.validator)).toBe('allowed');
  });

  it('asks an anonymous visitor to sign in for any other route', () => {
    expect(decideAccess(appRoutes.userSettings.access, null)).toBe('sign-in');
    expect(decideAccess(appRoutes.userList.access, null)).toBe('sign-in');
  });

  it('opens administrator routes to B only', () => {
    expect(decideAccess(appRoutes.userList.access, demoUsers.administrator)).toBe('allowed');
    expect(decideAccess(appRoutes.userList.access, demoUsers.certifier)).toBe('forbidden');
    expect(decideAccess(appRoutes.userList.access, demoUsers.validator)).toBe('forbidden');
  });

  it('opens administrator-or-certifier routes to B and C', () => {
    expect(decideAccess(appRoutes.organisationSchemas.access, demoUsers.certifier)).toBe('allowed');
    expect(decideAccess(appRoutes.organisationSchemas.access, demoUsers.validator)).toBe('forbidden');
  });

  it('opens all-roles routes to B, C and V, not to an inactive user', () => {
    for (const user of [demoUsers.administrator, demoUsers.certifier, demoUsers.validator]) {
      expect(decideAccess(appRoutes.definitionPage.access, user)).toBe('allowed');
    }
    expect(decideAccess(appRoutes.definitionPage.access, demoUsers.inactive)).toBe('forbidden');
  });
});
