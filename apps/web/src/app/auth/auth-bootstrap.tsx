import type { AuthenticationConfiguration } from '@afd/contracts';
import { Alert, Button, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UserManagerSettings, User } from 'oidc-client-ts';
import { useState, type ReactNode } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { setAccessTokenSource } from '@/lib/auth/access-token';
import { accessTokenOf } from '@/lib/auth/access-token-of';
import { AuthConfigContext } from '@/lib/auth/auth-config-context';
import { authenticationConfigurationQueryOptions } from '@/lib/auth/authentication-configuration';
import { b2cCallbackAction } from '@/lib/auth/b2c';
import { userManagerFor } from '@/lib/auth/oidc-settings';
import { safeReturnPath } from '@/lib/auth/return-path';
import { homePath } from '@/lib/paths';
import { B2cCallbackHandler } from './b2c-callback-handler';

/** After sign-in: drop code and state from the URL and go back to the page that started it. */
function restoreReturnPath(user: User | undefined): void {
  window.history.replaceState({}, document.title, safeReturnPath(user?.state));
}

/** The provider sends the browser back to `/?state=...` after logout; let the client tidy up. */
function isSignoutAnswer(settings: UserManagerSettings): boolean {
  const url = new URL(window.location.href);
  return `${url.origin}${url.pathname}` === settings.post_logout_redirect_uri && url.searchParams.has('state') && !url.searchParams.has('code');
}

function afterSignout(): void {
  window.history.replaceState({}, document.title, homePath);
}

/**
 * Starts authentication: reads `GET /AuthenticationConfiguration`, handles B2C side journeys,
 * then provides the OIDC client. Children render once the client knows whether someone is
 * signed in (and again after any redirect it starts has failed).
 */
export function AuthBootstrap({ children }: { children: ReactNode }) {
  const configuration = useQuery(authenticationConfigurationQueryOptions());
  if (configuration.isPending) return <FullScreenSpinner />;
  if (configuration.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="red" title="Het portaal kan niet starten" role="alert">
            De aanmeldgegevens konden niet worden opgehaald. Probeer het later opnieuw.
          </Alert>
          <Button w="fit-content" onClick={() => void configuration.refetch()}>
            Opnieuw proberen
          </Button>
        </Stack>
      </Container>
    );
  }
  return <ConfiguredAuth config={configuration.data}>{children}</ConfiguredAuth>;
}

function ConfiguredAuth({ config, children }: { config: AuthenticationConfiguration; children: ReactNode }) {
  const [userManager] = useState(() => {
    const manager = userManagerFor(config);
    setAccessTokenSource(() => accessTokenOf(manager));
    return manager;
  });
  const [b2cAction, setB2cAction] = useState(() => b2cCallbackAction(config, window.location.search));

  if (b2cAction) return <B2cCallbackHandler action={b2cAction} config={config} onDone={() => setB2cAction(null)} />;
  return (
    <AuthConfigContext.Provider value={config}>
      <AuthProvider
        userManager={userManager}
        onSigninCallback={restoreReturnPath}
        matchSignoutCallback={isSignoutAnswer}
        onSignoutCallback={afterSignout}
      >
        <AuthReady>{children}</AuthReady>
      </AuthProvider>
    </AuthConfigContext.Provider>
  );
}

function AuthReady({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return auth.isLoading ? <FullScreenSpinner /> : children;
}
