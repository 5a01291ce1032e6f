import type { AuthenticationConfiguration } from '@afd/contracts';
import { ErrorResponse } from 'oidc-client-ts';
import { useEffect, useEffectEvent } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import type { B2cCallbackAction } from '@/lib/auth/b2c';
import { userManagerFor } from '@/lib/auth/oidc-settings';
import { safeReturnPath } from '@/lib/auth/return-path';

/** Where the user was going, from a redeemed answer or from the error it turned out to be. */
async function redeem(callback: () => Promise<{ state?: unknown } | undefined>): Promise<string> {
  try {
    return safeReturnPath((await callback())?.state);
  } catch (error) {
    return error instanceof ErrorResponse ? safeReturnPath(error.state) : '/';
  }
}

/** Runs a B2C side journey's step; resolves true when the app may start (no redirect under way). */
async function runB2cAction(action: B2cCallbackAction, config: AuthenticationConfiguration): Promise<boolean> {
  const signInClient = userManagerFor(config);
  const flowClient = userManagerFor(config, action.authority);
  if (action.kind === 'start-password-reset') {
    // Let the sign-in client consume its own (failed) answer: it knows where the user was going.
    const returnTo = await redeem(() => signInClient.signinCallback());
    await flowClient.signinRedirect({ url_state: 'password-reset', state: { returnTo } });
    return false;
  }
  const returnTo = await redeem(() => flowClient.signinCallback());
  // The side journey's tokens are not used: the API trusts the sign-in policy's tokens, and
  // that session is still stored (profile edit) or is started afresh (password reset).
  await flowClient.removeUser();
  if (action.flow === 'password-reset') {
    await signInClient.signinRedirect({ state: { returnTo } });
    return false;
  }
  window.history.replaceState({}, document.title, returnTo);
  return true;
}

/** Shows the spinner while a B2C profile or reset answer is handled (see lib/auth/b2c.ts). */
export function B2cCallbackHandler(props: { action: B2cCallbackAction; config: AuthenticationConfiguration; onDone: () => void }) {
  const { action, config } = props;
  const done = useEffectEvent(props.onDone);
  useEffect(() => {
    void runB2cAction(action, config).then((mayStart) => {
      if (mayStart) done();
    });
  }, [action, config]);
  return <FullScreenSpinner />;
}
