import { Alert, Button, Container, Stack } from '@mantine/core';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { homePath } from '@/lib/paths';

/**
 * The redirect URI. The auth provider redeems the answer before the router starts and moves
 * the URL to the page that started sign-in, so this renders only when that failed (or when
 * someone opens the URL by hand).
 */
export default function AuthCallback() {
  const auth = useAuth();
  if (auth.isLoading) return <FullScreenSpinner />;
  if (!auth.error) return <Navigate to={homePath} replace />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title="Inloggen is mislukt" role="alert">
          {auth.error.message}
        </Alert>
        <Button onClick={() => void auth.signinRedirect({ state: { returnTo: homePath } })} w="fit-content">
          Opnieuw inloggen
        </Button>
      </Stack>
    </Container>
  );
}
