import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useAuth } from 'react-oidc-context';
import { Link } from 'react-router';
import { useSignIn } from '@/lib/auth/use-sign-in';
import { config } from '@/lib/config';
import { useSession } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { homePath } from '@/lib/paths';
import { visibleMenu } from './menu-items';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** Header: product name, Contact and 'Inloggen' or the user menu; the top menu on a row of its own. */
export function Header() {
  const auth = useAuth();
  const session = useSession();
  const signIn = useSignIn();
  const user = session.status === 'signed-in' ? session.user : null;
  // Until the user record is loaded, the token's e-mail stands in for the display name.
  const displayName = user ? userDisplayName(user) : (auth.user?.profile.email ?? auth.user?.profile.name ?? 'Mijn account');
  const menu = session.status === 'anonymous' ? visibleMenu(null) : visibleMenu(user);

  return (
    <Stack h="100%" px="md" gap={0} justify="center">
      <Group justify="space-between" wrap="nowrap" h={48}>
        <Anchor component={Link} to={homePath} underline="never" c="inherit">
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {config.productName} AFD Portaal
          </Text>
        </Anchor>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor href={config.contact.contactUrl} target="_blank" rel="noopener noreferrer">
            Contact
          </Anchor>
          {auth.isAuthenticated ? (
            <UserMenu displayName={displayName} />
          ) : (
            <Button variant="light" onClick={() => void signIn()}>
              Inloggen
            </Button>
          )}
        </Group>
      </Group>
      <Group h={40} wrap="nowrap">
        <TopMenu entries={menu} />
      </Group>
    </Stack>
  );
}
