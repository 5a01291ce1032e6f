import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { currentReturnPath } from './return-path';

/** Starts sign-in at the identity provider; afterwards the user comes back to the current page. */
export function useSignIn(): () => Promise<void> {
  const auth = useAuth();
  return useCallback(() => auth.signinRedirect({ state: currentReturnPath() }), [auth]);
}
