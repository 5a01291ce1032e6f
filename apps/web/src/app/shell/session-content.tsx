import { Alert, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { ApiError } from '../../lib/api-error';
import { isActiveUser } from '../../lib/session/is-active-user';
import { useSession } from '../../lib/session/use-session';
import { AccountNotActive } from './account-not-active';

/**
 * What the main area shows before any screen: a spinner until the user record is known, the
 * failure when it cannot be read, and 'Account niet actief' instead of every screen for an
 * inactive or new user.
 */
export function SessionContent({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'initialising' || session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'failed') {
    const detail = session.error instanceof ApiError ? session.error.detail : undefined;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Ophalen gebruikerinformatie is mislukt" role="alert">
          {detail ?? 'Probeer het later opnieuw.'}
        </Alert>
      </Container>
    );
  }
  if (session.status === 'signed-in' && !isActiveUser(session.user)) return <AccountNotActive />;
  return children;
}
