// Azure AD B2C specifics (spec 000 §1). B2C runs each user journey as a separate "policy" whose
// name is part of the authority URL; profile editing and password reset are other policies of
// the same tenant. Everything B2C-specific lives here so the rest of the auth code stays plain OIDC.

/** The B2C journeys besides sign-in that the portal starts. */
export type B2cFlow = 'password-reset' | 'profile-edit';

/** B2C's error code for "the user clicked 'Forgot your password?'" on the sign-in page. */
const FORGOT_PASSWORD_ERROR_CODE = 'AADB2C90118';

/**
 * Flow names that replace the sign-in flow's name. Rule: a B2C policy name is a prefix
 * `B2C_1_` (user flow) or `B2C_1A_` (custom policy) followed by the journey's name; the
 * derived policy keeps the configured prefix and replaces the rest, so
 * `B2C_1_signupsignin` becomes `B2C_1_profileediting` and `B2C_1_passwordreset`.
 */
const flowPolicySuffix: Record<B2cFlow, string> = {
  'profile-edit': 'profileediting',
  'password-reset': 'passwordreset',
};

const policyPrefix = /^(B2C_1A?_)(.+)$/i;

/** The policy name of a flow, derived from the configured sign-in policy; null if it has no B2C prefix. */
export function derivePolicyName(signInPolicy: string, flow: B2cFlow): string | null {
  const match = policyPrefix.exec(signInPolicy.trim());
  if (!match?.[1]) return null;
  return `${match[1]}${flowPolicySuffix[flow]}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The authority of a flow: the configured authority with the sign-in policy's name replaced by
 * the flow's policy name (case-insensitive, wherever it occurs: path segment or `p=` query).
 * Null when there is no B2C policy or the authority does not mention it.
 */
export function deriveFlowAuthority(authority: string, signInPolicy: string | null, flow: B2cFlow): string | null {
  if (!signInPolicy) return null;
  const flowPolicy = derivePolicyName(signInPolicy, flow);
  if (!flowPolicy) return null;
  const pattern = new RegExp(escapeRegExp(signInPolicy.trim()), 'gi');
  if (!pattern.test(authority)) return null;
  return authority.replace(pattern, flowPolicy);
}

/** Whether a sign-in error means "the user wants to reset the password" (B2C AADB2C90118). */
export function isForgotPasswordError(errorDescription: string | null | undefined): boolean {
  return (errorDescription ?? '').trimStart().startsWith(FORGOT_PASSWORD_ERROR_CODE);
}

/**
 * Which B2C flow a callback URL answers, read from the state parameter. We start flows with
 * oidc-client-ts's `url_state`, which travels as `<id>;<url_state>` in the state parameter, so
 * the answer says itself which policy's client must redeem it.
 */
export function b2cFlowOfCallback(search: string): B2cFlow | null {
  const state = new URLSearchParams(search).get('state');
  const marker = state?.split(';').slice(1).join(';');
  return marker === 'password-reset' || marker === 'profile-edit' ? marker : null;
}

/** The error_description of a callback URL that reports a sign-in error. */
export function callbackErrorDescription(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.has('error') ? params.get('error_description') : null;
}

/** What the start-up must do for a B2C answer before the normal sign-in client takes over. */
export type B2cCallbackAction =
  | { kind: 'start-password-reset'; authority: string }
  | { kind: 'finish-flow'; flow: B2cFlow; authority: string };

/**
 * Decides from the page URL whether a B2C side journey is involved: an answer of the profile or
 * reset policy (marked in the state) must be redeemed by that policy's client, and a
 * 'forgot password' error from sign-in starts the reset policy. Null: nothing B2C-specific.
 */
export function b2cCallbackAction(
  config: { authority: string; b2cPolicy: string | null },
  search: string,
): B2cCallbackAction | null {
  if (!config.b2cPolicy) return null;
  const flow = b2cFlowOfCallback(search);
  if (flow) {
    const authority = deriveFlowAuthority(config.authority, config.b2cPolicy, flow);
    return authority ? { kind: 'finish-flow', flow, authority } : null;
  }
  if (isForgotPasswordError(callbackErrorDescription(search))) {
    const authority = deriveFlowAuthority(config.authority, config.b2cPolicy, 'password-reset');
    return authority ? { kind: 'start-password-reset', authority } : null;
  }
  return null;
}
