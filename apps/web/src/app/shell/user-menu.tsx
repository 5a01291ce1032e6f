import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useProfileEdit } from '@/lib/auth/use-profile-edit';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { appRoutes } from '@/lib/paths';

/** The signed-in user's menu: display name as its button, then profile, settings and logout. */
export function UserMenu({ displayName }: { displayName: string }) {
  const signOut = useSignOut();
  const editProfile = useProfileEdit();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button variant="subtle" color="dark" aria-label={`Gebruikersmenu ${displayName}`} maw={420}>
          {displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown style={{ maxHeight: 250, overflowY: 'auto' }}>
        {editProfile ? <Menu.Item onClick={() => void editProfile()}>Persoonlijke gegevens</Menu.Item> : null}
        <Menu.Item component={Link} to={appRoutes.userSettings.path}>
          Instellingen
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Log uit</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
