import type { UserStatus } from '@afd/contracts';
import { Group, Loader, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useFailureToast } from '@/components/use-failure-toast';
import { useUsersQuery } from '../api/get-users';
import { ExportUsersButton } from './export-users-button';
import { UsersTable } from './users-table';
import { UserStatusFilter, userStatusFromParam } from './user-status-filter';

/**
 * 'Beheer gebruikers' (spec 000 §2 screen 10, /userlist): the users with the chosen status, an
 * export of all users and a 'Bewerk' link per user. The filter lives in the URL (?status=), so
 * the browser's back button returns to the same selection.
 */
export default function UserListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = userStatusFromParam(searchParams.get('status'));
  const users = useUsersQuery(status);

  useFailureToast(users.error, 'Ophalen van de gebruikers is mislukt');

  const changeStatus = (next: UserStatus) => setSearchParams(next === 'actief' ? {} : { status: next }, { replace: true });

  return (
    <Stack>
      <Title order={1}>Beheer gebruikers</Title>
      <Group justify="space-between">
        <UserStatusFilter value={status} onChange={changeStatus} />
        <ExportUsersButton />
      </Group>
      {users.isPending ? <Loader aria-label="Gebruikers worden geladen" /> : <UsersTable users={users.data ?? []} />}
    </Stack>
  );
}
