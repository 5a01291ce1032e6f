import type { UserListItem } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FetchStub, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const activeUser: UserListItem = {
  objectId: 'oid-jansen',
  email: 'jansen@polderzeker.nl',
  initials: 'P.',
  prefix: 'van',
  surname: 'Jansen',
  organization: 'Polderzeker',
  role: 'C',
  actief: true,
  koatActief: false,
  status: 'actief',
};
const newUser: UserListItem = {
  objectId: 'oid-nieuw',
  email: 'nieuw@example.nl',
  initials: null,
  prefix: null,
  surname: null,
  organization: null,
  role: null,
  actief: null,
  koatActief: null,
  status: 'nieuw',
};

/** A server that answers the user list per status. */
function serverWithUsers(): FetchStub {
  return new FetchStub().on('GET', '/api/users', ({ url }: StubRequest) => {
    const status = url.searchParams.get('status');
    return Response.json([activeUser, newUser].filter((user) => user.status === status));
  });
}

const table = () => screen.getByRole('table', { name: 'Gebruikers' });
const findRow = async (name: RegExp) => within(await screen.findByRole('table', { name: 'Gebruikers' })).findByRole('row', { name });

describe('Beheer gebruikers', () => {
  it('shows the active users with the columns of the spec', async () => {
    renderApp('/userlist', { user: demoUsers.administrator, server: serverWithUsers() });
    expect(await screen.findByRole('heading', { name: 'Beheer gebruikers' })).toBeInTheDocument();
    const row = await findRow(/jansen@polderzeker\.nl/);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent?.replace(/ [▲▼]$/, ''))).toEqual(['Email', 'Naam', 'Organisatie', 'CL-flow', 'AOS', 'CL', 'Actions']);
    expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'jansen@polderzeker.nl',
      'P. van Jansen',
      'Polderzeker',
      'Ja',
      'Nee',
      'C',
      'Bewerk',
    ]);
    expect(screen.getByText('totaal: 1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Actief' })).toBeChecked();
  });

  it("filters on 'Nieuw' and shows unset flags as empty cells", async () => {
    const { user, server } = renderApp('/userlist', { user: demoUsers.administrator, server: serverWithUsers() });
    await findRow(/jansen@polderzeker\.nl/);
    await user.click(screen.getByRole('radio', { name: 'Nieuw' }));
    const row = await within(table()).findByRole('row', { name: /nieuw@example\.nl/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['nieuw@example.nl', '', '', '', '', '', 'Bewerk']);
    expect(within(table()).queryByRole('row', { name: /jansen@polderzeker\.nl/ })).not.toBeInTheDocument();
    expect(server.requestsTo('/api/users').map((request) => request.url.searchParams.get('status'))).toEqual(['actief', 'nieuw']);
  });

  it("shows the spec's empty text for a status without users", async () => {
    const { user } = renderApp('/userlist', { user: demoUsers.administrator, server: serverWithUsers() });
    await findRow(/jansen@polderzeker\.nl/);
    await user.click(screen.getByRole('radio', { name: 'Niet actief' }));
    expect(await within(table()).findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it('opens the edit screen of a user with Bewerk', async () => {
    const server = serverWithUsers().on('GET', '/api/users/oid-jansen', () => new Promise<Response>(() => undefined));
    const { user, router } = renderApp('/userlist', { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('link', { name: 'Bewerk jansen@polderzeker.nl' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/oid-jansen'));
    expect(await screen.findByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
  });

  it("reports 'Ophalen van de gebruikers is mislukt' when the list cannot be loaded", async () => {
    const server = new FetchStub().on('GET', '/api/users', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/userlist', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen van de gebruikers is mislukt')).toBeInTheDocument();
  });

  it('exports every user as users.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const server = serverWithUsers().on(
      'GET',
      '/api/users/exportcsv',
      () => new Response('\uFEFFEmail\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users.csv"' } }),
    );
    const { user } = renderApp('/userlist', { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Exporteer CSV' }));
    await waitFor(() => expect(downloads).toEqual(['users.csv']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("reports 'Export Csv is mislukt' when the export fails", async () => {
    const server = serverWithUsers().on('GET', '/api/users/exportcsv', () => problem({ status: 500, title: 'Interne serverfout' }));
    const { user } = renderApp('/userlist', { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Exporteer CSV' }));
    expect(await screen.findByText('Export Csv is mislukt')).toBeInTheDocument();
  });

  it('is not shown to a certifier, who lands on the register', async () => {
    const { router, server } = renderApp('/userlist', { user: demoUsers.certifier, server: serverWithUsers() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
    expect(server.requestsTo('/api/users')).toEqual([]);
  });
});
