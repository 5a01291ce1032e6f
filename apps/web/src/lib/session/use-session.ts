import type { CurrentUser } from '@afd/contracts';
import { useAuth } from 'react-oidc-context';
import { useCurrentUserQuery } from './get-current-user';

/** Where the visitor stands: every guard, menu and page decision starts from this. */
export type Session =
  | { status: 'initialising' }
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'signed-in'; user: CurrentUser };

export function useSession(): Session {
  const auth = useAuth();
  const currentUser = useCurrentUserQuery();
  if (auth.isLoading) return { status: 'initialising' };
  if (!auth.isAuthenticated) return { status: 'anonymous' };
  if (currentUser.isError) return { status: 'failed', error: currentUser.error };
  if (!currentUser.data) return { status: 'loading' };
  return { status: 'signed-in', user: currentUser.data };
}

/** The signed-in user's record, or null (anonymous, or not loaded yet). */
export function useCurrentUser(): CurrentUser | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : null;
}
