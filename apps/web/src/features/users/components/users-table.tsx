import type { UserListItem } from '@afd/contracts';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { routeHref } from '@/lib/paths';
import { DataTable } from '@/components/data-table/data-table';

const fullName = (user: UserListItem) =>
  [user.initials, user.prefix, user.surname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** Ja / Nee for a decided flag; empty while a new user's flag is unset. */
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Ja' : 'Nee');

// CL-flow, AOS and CL are the original portal's column names: CL-flow shows `actief` (the
// certification flow), AOS `koatActief` (AFD Online Samenstellen), CL the role code (ADR 0008).
const columns: ColumnDef<UserListItem>[] = [
  { id: 'email', header: 'Email', accessorKey: 'email' },
  { id: 'name', header: 'Naam', accessorFn: fullName },
  { id: 'organization', header: 'Organisatie', accessorFn: (user) => user.organization ?? '' },
  { id: 'clFlow', header: 'CL-flow', accessorFn: (user) => yesNo(user.actief) },
  { id: 'aos', header: 'AOS', accessorFn: (user) => yesNo(user.koatActief) },
  { id: 'cl', header: 'CL', accessorFn: (user) => user.role ?? '' },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => (
      // The e-mail address in the name tells the many 'Bewerk' buttons apart for screen readers.
      <Button component={Link} to={routeHref('userEdit', { key: row.original.objectId })} size="xs" variant="light" aria-label={`Bewerk ${row.original.email}`}>
        Bewerk
      </Button>
    ),
  },
];

/** The user list's table: columns Email, Naam, Organisatie, CL-flow, AOS, CL and Actions. */
export function UsersTable({ users }: { users: readonly UserListItem[] }) {
  return <DataTable data={users} columns={columns} label="Gebruikers" getRowId={(user) => user.objectId} initialSorting={[{ id: 'email', desc: false }]} />;
}
