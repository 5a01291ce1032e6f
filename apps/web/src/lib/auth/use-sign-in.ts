import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router';
import { currentReturnPath } from './return-path';

/** Starts sign-in at the identity provider; afterwards the user comes back to the current page. */
export function useSignIn(): () => Promise<void> {
  const auth = useAuth();
  // The router's location, not window.location: it is the page the user is on, in every router.
  const location = useLocation();
  return useCallback(() => auth.signinRedirect({ state: currentReturnPath(location) }), [auth, location]);
}
