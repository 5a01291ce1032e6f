import { describe, expect, it } from 'vitest';
import { authenticationConfigurationSchema, currentUserSchema, problemDetailsSchema } from './index.ts';

describe('contracts', () => {
  it('accept a problem detail with Dutch field errors and default its type', () => {
    const problem = problemDetailsSchema.parse({
      title: 'Ongeldige invoer',
      status: 400,
      detail: 'De invoer is ongeldig.',
      errors: { name: ['Naam voldoet niet aan het vereiste formaat'] },
    });
    expect(problem.type).toBe('about:blank');
  });

  it('reject an authentication configuration without a client id', () => {
    expect(() =>
      authenticationConfigurationSchema.parse({ authority: 'x', redirectUri: 'y', apiScope: 'z', b2cPolicy: null }),
    ).toThrow();
  });

  it('reject a current user with an unknown role code', () => {
    const user = {
      oid: 'abc',
      email: 'a@b.nl',
      initials: 'A.',
      prefix: null,
      surname: 'Jansen',
      organization: 'Voorbeeld',
      role: 'B',
      status: 'actief',
      isActive: true,
      isAdministrator: true,
      isCertifier: true,
      isValidator: true,
      isAfdDefinitionDownloader: false,
      authorizationsForAfdOnlineSamenstellen: ['Voorbeeld'],
    };
    expect(currentUserSchema.parse(user).role).toBe('B');
    expect(() => currentUserSchema.parse({ ...user, role: 'X' })).toThrow();
  });
});
