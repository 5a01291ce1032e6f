import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';

/** Signs out at the identity provider; cached data of this user is dropped first. */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.clear();
    await auth.signoutRedirect();
  }, [auth, queryClient]);
}
