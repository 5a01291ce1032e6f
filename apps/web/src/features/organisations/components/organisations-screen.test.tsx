import type { Organisation } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const initial: Organisation[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'SIVI' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'zuiderlicht' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Polderzeker' },
  { id: '00000000-0000-4000-8000-000000000004', name: 'assurantiekantoor-Dijkstra' },
];

/** A stub server that keeps the list and answers POST like ours: the saved list with a new version. */
function organisationsServer() {
  let organisations = [...initial];
  let version = 1;
  const withVersion = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', etag: `"v${version}"` } });
  const posts: { body: { id?: string; name: string }[]; ifMatch: string | null }[] = [];
  return {
    posts,
    list: () => withVersion(organisations),
    save: (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as { id?: string; name: string }[];
      posts.push({ body, ifMatch: request.headers.get('if-match') });
      organisations = body.map((entry, index) => ({ id: entry.id ?? `nieuw-${index}`, name: entry.name }));
      version += 1;
      return withVersion(organisations);
    },
  };
}

function renderScreen() {
  const backend = organisationsServer();
  const context = renderApp('/organisations', { user: demoUsers.administrator });
  context.server.on('GET', '/api/Organisation', backend.list).on('POST', '/api/Organisation', backend.save);
  return { ...context, backend };
}

const table = () => screen.getByRole('table', { name: 'Organisaties' });
const names = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Beheer organisaties', () => {
  it('lists the organisations in Dutch order ignoring case', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Beheer organisaties' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['assurantiekantoor-Dijkstra', 'Polderzeker', 'SIVI', 'zuiderlicht']));
    expect(screen.getByText('totaal: 4')).toBeInTheDocument();
  });

  it("shows 'Ophalen van organisaties is mislukt' when the list cannot be loaded", async () => {
    const { server } = renderApp('/organisations', { user: demoUsers.administrator });
    server.on('GET', '/api/Organisation', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van organisaties is mislukt')).toBeInTheDocument();
  });

  it("adds an organisation, sending the list with the version it was loaded at, and says 'Opgeslagen'", async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Polderzeker' });
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe organisatie' }), 'Noorderzon');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.posts).toHaveLength(1);
    expect(backend.posts[0]?.ifMatch).toBe('"v1"');
    expect(backend.posts[0]?.body.slice(0, 4)).toEqual(initial);
    expect(backend.posts[0]?.body[4]).toEqual({ name: 'Noorderzon' });
    expect(await screen.findByRole('cell', { name: 'Noorderzon' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nieuwe organisatie' })).toHaveValue('');
  });

  it('ignores an empty name without calling the server', async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Polderzeker' });
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe organisatie' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(backend.posts).toHaveLength(0);
    expect(screen.queryByText('Naam voldoet niet aan het vereiste formaat')).not.toBeInTheDocument();
  });

  it.each(['Twee woorden', '-Streep', 'Punt.nl'])("refuses %j with 'Naam voldoet niet aan het vereiste formaat' on the field", async (typed) => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Polderzeker' });
    const field = screen.getByRole('textbox', { name: 'Nieuwe organisatie' });
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Naam voldoet niet aan het vereiste formaat')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Naam voldoet niet aan het vereiste formaat');
    expect(backend.posts).toHaveLength(0);
  });

  it('refuses a name over 100 characters on the field, saying so, before anything is sent', async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Polderzeker' });
    const field = screen.getByRole('textbox', { name: 'Nieuwe organisatie' });
    await user.click(field);
    await user.paste('P'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Naam mag niet langer zijn dan 100 tekens')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Naam mag niet langer zijn dan 100 tekens');
    expect(backend.posts).toHaveLength(0);
  });

  it("refuses a name that exists in another case with 'Er is al een organizatie met deze naam'", async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Polderzeker' });
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe organisatie' }), 'POLDERZEKER');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is al een organizatie met deze naam')).toBeInTheDocument();
    expect(backend.posts).toHaveLength(0);
  });

  it("puts the server's field error on the add field", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/Organisation', () =>
      problem({ status: 409, title: 'Conflict', detail: 'Er is al een organizatie met deze naam', errors: { '4.name': ['Er is al een organizatie met deze naam'] } }),
    );
    await screen.findByRole('cell', { name: 'Polderzeker' });
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe organisatie' }), 'Intussen-Aangemaakt');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is al een organizatie met deze naam')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nieuwe organisatie' })).toHaveValue('Intussen-Aangemaakt');
  });

  it("shows 'Opslaan is mislukt' with the server's detail when the list changed meanwhile", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/Organisation', () =>
      problem({ status: 412, title: 'Lijst gewijzigd', detail: 'De lijst met organisaties is intussen door een ander gewijzigd. Laad de lijst opnieuw en probeer het nog eens.' }),
    );
    await screen.findByRole('cell', { name: 'Polderzeker' });
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe organisatie' }), 'Noorderzon');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(screen.getByText(/intussen door een ander gewijzigd/)).toBeInTheDocument();
  });

  it('renames an organisation in its row and keeps its id', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Wijzig naam van Polderzeker' }));
    const field = screen.getByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' });
    await user.clear(field);
    await user.type(field, 'Polderzeker-Nieuw');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.posts[0]?.body).toContainEqual({ id: '00000000-0000-4000-8000-000000000003', name: 'Polderzeker-Nieuw' });
    expect(await screen.findByRole('cell', { name: 'Polderzeker-Nieuw' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nieuwe naam voor/ })).not.toBeInTheDocument();
  });

  it('closes the rename editor without saving for an unchanged or empty name, and on Annuleren', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Wijzig naam van Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzig naam van Polderzeker' }));
    await user.clear(screen.getByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzig naam van Polderzeker' }));
    await user.type(screen.getByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' }), '-X');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('cell', { name: 'Polderzeker' })).toBeInTheDocument();
    expect(backend.posts).toHaveLength(0);
  });

  it('refuses a rename onto the name of another organisation', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Wijzig naam van Polderzeker' }));
    const field = screen.getByRole('textbox', { name: 'Nieuwe naam voor Polderzeker' });
    await user.clear(field);
    await user.type(field, 'Zuiderlicht');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is al een organizatie met deze naam')).toBeInTheDocument();
    expect(backend.posts).toHaveLength(0);
  });

  it('asks before deleting and removes the organisation on Ja', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Verwijder Polderzeker' }));
    const dialog = screen.getByRole('dialog', { name: 'Bevestiging' });
    expect(dialog).toHaveTextContent('Weet u zeker dat u dit item wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.posts[0]?.body.map((entry) => entry.name)).toEqual(['SIVI', 'zuiderlicht', 'assurantiekantoor-Dijkstra']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Polderzeker' })).not.toBeInTheDocument());
  });

  it('keeps the organisation when the deletion is answered with Nee', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Verwijder Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.posts).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Polderzeker' })).toBeInTheDocument();
  });

  it("shows 'Verwijderen is mislukt' with the server's reason when the organisation is still in use", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/Organisation', () =>
      problem({ status: 409, title: 'Organisatie in gebruik', detail: "Organisatie 'Polderzeker' kan niet worden verwijderd: er zijn nog gebruikers aan gekoppeld." }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verwijder Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
    expect(screen.getByText("Organisatie 'Polderzeker' kan niet worden verwijderd: er zijn nog gebruikers aan gekoppeld.")).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Polderzeker' })).toBeInTheDocument();
  });

  it("locks the standards body's own organisation against rename and delete", async () => {
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Wijzig naam van SIVI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verwijder SIVI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verwijder Polderzeker' })).toBeEnabled();
  });
});
