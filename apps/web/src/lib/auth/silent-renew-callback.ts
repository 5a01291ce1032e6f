import { UserManager } from 'oidc-client-ts';

/**
 * Whether this page load is the identity provider's answer to a silent renew: the redirect URI
 * loaded inside oidc-client-ts's hidden iframe. Such a load must not start the whole app.
 */
export function isSilentRenewFrame(win: Window = window): boolean {
  if (win.parent === win) return false;
  const params = new URLSearchParams(win.location.search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

/**
 * Hands the answer to the parent window, which validates and redeems it. The parent's
 * UserManager does all the work, so the settings here only have to be well-formed.
 */
export async function completeSilentRenew(): Promise<void> {
  const relay = new UserManager({ authority: window.location.origin, client_id: 'silent-renew-relay', redirect_uri: window.location.href });
  await relay.signinSilentCallback();
}
