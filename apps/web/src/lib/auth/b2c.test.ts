import { describe, expect, it } from 'vitest';
import {
  b2cCallbackAction,
  b2cFlowOfCallback,
  deriveFlowAuthority,
  derivePolicyName,
  isForgotPasswordError,
} from './b2c';

const authority = 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupsignin/v2.0';
const b2cConfig = { authority, b2cPolicy: 'B2C_1_signupsignin' };

describe('derivePolicyName', () => {
  it('keeps the B2C prefix and replaces the journey name', () => {
    expect(derivePolicyName('B2C_1_signupsignin', 'profile-edit')).toBe('B2C_1_profileediting');
    expect(derivePolicyName('B2C_1_signupsignin', 'password-reset')).toBe('B2C_1_passwordreset');
  });

  it('works for custom policies (B2C_1A_) and keeps the prefix as written', () => {
    expect(derivePolicyName('B2C_1A_signup_signin', 'password-reset')).toBe('B2C_1A_passwordreset');
    expect(derivePolicyName('b2c_1_SUSI', 'profile-edit')).toBe('b2c_1_profileediting');
  });

  it('derives nothing from a name without a B2C prefix', () => {
    expect(derivePolicyName('signupsignin', 'profile-edit')).toBeNull();
  });
});

describe('deriveFlowAuthority', () => {
  it('replaces the policy segment of the authority', () => {
    expect(deriveFlowAuthority(authority, 'B2C_1_signupsignin', 'profile-edit')).toBe(
      'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_profileediting/v2.0',
    );
  });

  it('matches the policy case-insensitively, also in a p= query', () => {
    expect(deriveFlowAuthority('https://login.example/tfp/x/b2c_1_signupsignin?p=B2C_1_SIGNUPSIGNIN', 'B2C_1_signupsignin', 'password-reset')).toBe(
      'https://login.example/tfp/x/B2C_1_passwordreset?p=B2C_1_passwordreset',
    );
  });

  it('has no flow authority without a B2C policy or when the authority does not mention it', () => {
    expect(deriveFlowAuthority('http://localhost:8080/oidc', null, 'profile-edit')).toBeNull();
    expect(deriveFlowAuthority('http://localhost:8080/oidc', 'B2C_1_signupsignin', 'profile-edit')).toBeNull();
  });
});

describe('isForgotPasswordError', () => {
  it('recognises AADB2C90118 at the start of the error description', () => {
    expect(isForgotPasswordError('AADB2C90118: The user has forgotten their password.')).toBe(true);
    expect(isForgotPasswordError('AADB2C90091: The user has cancelled entering self-asserted information.')).toBe(false);
    expect(isForgotPasswordError('Error AADB2C90118')).toBe(false);
    expect(isForgotPasswordError(null)).toBe(false);
  });
});

describe('b2cFlowOfCallback', () => {
  it('reads the flow marker that url_state appends to the state parameter', () => {
    expect(b2cFlowOfCallback('?code=x&state=abc123;profile-edit')).toBe('profile-edit');
    expect(b2cFlowOfCallback('?code=x&state=abc123%3Bpassword-reset')).toBe('password-reset');
    expect(b2cFlowOfCallback('?code=x&state=abc123')).toBeNull();
    expect(b2cFlowOfCallback('?code=x&state=abc123;something-else')).toBeNull();
  });
});

describe('b2cCallbackAction', () => {
  it('starts the password-reset policy when sign-in answers AADB2C90118', () => {
    const search = `?error=access_denied&error_description=${encodeURIComponent('AADB2C90118: forgot password')}&state=abc`;
    expect(b2cCallbackAction(b2cConfig, search)).toEqual({
      kind: 'start-password-reset',
      authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_passwordreset/v2.0',
    });
  });

  it("lets the profile policy's client redeem a profile-edit answer", () => {
    expect(b2cCallbackAction(b2cConfig, '?code=x&state=abc;profile-edit')).toEqual({
      kind: 'finish-flow',
      flow: 'profile-edit',
      authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_profileediting/v2.0',
    });
  });

  it('leaves ordinary sign-in answers and non-B2C providers to the normal client', () => {
    expect(b2cCallbackAction(b2cConfig, '?code=x&state=abc')).toBeNull();
    expect(b2cCallbackAction(b2cConfig, '')).toBeNull();
    const forgot = `?error=access_denied&error_description=AADB2C90118&state=abc`;
    expect(b2cCallbackAction({ authority: 'http://localhost:8080/oidc', b2cPolicy: null }, forgot)).toBeNull();
  });
});
