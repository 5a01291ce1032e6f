import { Button, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useProfileEdit } from '@/lib/auth/use-profile-edit';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { appRoutes } from '@/lib/paths';

/**
 * The signed-in user's menu: display name as its button, then profile, settings and logout.
 * 'Persoonlijke gegevens' shows only where the sign-in provider has a profile page (B2C); the
 * embedded provider has none.
 */
export function UserMenu({ displayName }: { displayName: string }) {
  const signOut = useSignOut();
  const editProfile = useProfileEdit();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      {/* A long name is cut with an ellipsis; the tooltip shows it whole, the chevron that it opens a menu. */}
      <Tooltip label={displayName} openDelay={400} multiline maw={420}>
        <Menu.Target>
          <Button
            variant="subtle"
            color="dark"
            aria-label={`Gebruikersmenu ${displayName}`}
            maw={600}
            rightSection={<Chevron />}
          >
            {/* The label stays Mantine's centred flex box (a block label put the name at its top,
                clipped and below 'Contact'); the ellipsis is the span's, whose line is tall enough for
                the glyphs (the button's line height of 1 cut them at the top). */}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.5 }}>{displayName}</span>
          </Button>
        </Menu.Target>
      </Tooltip>
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

function Chevron() {
  return (
    <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M2.5 4.5 6 8l3.5-3.5" />
    </svg>
  );
}
