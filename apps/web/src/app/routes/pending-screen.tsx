import { Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useCurrentUser } from '@/lib/session/use-session';
import { routeTitle } from '@/lib/paths';
import { routeKeyOf } from '../route-handle';

/** Stands in for a screen that a later piece of work builds; shows the route's title. */
export default function PendingScreen() {
  const routeKey = routeKeyOf(useMatches());
  const user = useCurrentUser();
  return (
    <Stack>
      <Title order={1}>{routeKey ? routeTitle(routeKey, user) : ''}</Title>
      <Text c="dimmed">Dit scherm is nog niet beschikbaar.</Text>
    </Stack>
  );
}
