import { Alert, Button, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { ApiError } from '@/lib/api-error';
import { useSignIn } from '@/lib/auth/use-sign-in';
import { isActiveUser } from '@/lib/session/is-active-user';
import { useSession } from '@/lib/session/use-session';
import { AccountNotActive } from './account-not-active';

/**
 * What the main area shows before any screen: a spinner until the user record is known, the
 * failure when it cannot be read, and 'Account niet actief' instead of every screen for an
 * inactive or new user.
 */
export function SessionContent({ children }: { children: ReactNode }) {
  const session = useSession();
  const signIn = useSignIn();
  if (session.status === 'initialising' || session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'failed') {
    const error = session.error instanceof ApiError ? session.error : null;
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="red" title="Ophalen gebruikerinformatie is mislukt" role="alert">
            {error?.detail ?? 'Probeer het later opnieuw.'}
          </Alert>
          {/* A refused token (e.g. the provider's keys changed) heals with a fresh sign-in. */}
          {error?.status === 401 ? (
            <Button w="fit-content" onClick={() => void signIn()}>
              Opnieuw inloggen
            </Button>
          ) : null}
        </Stack>
      </Container>
    );
  }
  if (session.status === 'signed-in' && !isActiveUser(session.user)) return <AccountNotActive />;
  return children;
}
