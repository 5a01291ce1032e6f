import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { homePath } from '@/lib/paths';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title="Er is een fout opgetreden" role="alert">
          {detail}
        </Alert>
        <Anchor component={Link} to={homePath}>
          Naar het register
        </Anchor>
      </Stack>
    </Container>
  );
}
