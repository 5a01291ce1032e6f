import type { Dimension, DimensionLists, SaveDimension } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDimensionIds as ids, testDimensionLists } from '@/components/baseline-key-selects/baseline-key-fixtures';
import { json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

/** A stub server that keeps the lists and answers like ours: POST adds or renames one item. */
function dimensionsServer(inUse: readonly string[] = []) {
  const lists: DimensionLists = structuredClone(testDimensionLists);
  const posts: SaveDimension[] = [];
  let added = 0;
  return {
    posts,
    lists,
    save: (request: StubRequest) => {
      const item = JSON.parse(String(request.body)) as SaveDimension;
      posts.push(item);
      const list: Dimension[] = lists[item.kind];
      const saved: Dimension = { id: item.id ?? `00000000-0000-4000-9000-00000000000${(added += 1)}`, name: item.name, ...('version' in item ? { version: item.version } : {}) };
      const index = list.findIndex((dimension) => dimension.id === item.id);
      if (index >= 0) list[index] = saved;
      else list.push(saved);
      return json(saved, item.id ? 200 : 201);
    },
    isInUse: (request: StubRequest) => json(inUse.includes((JSON.parse(String(request.body)) as Dimension).id)),
    remove: (id: string) => () => {
      for (const kind of ['certificationArea', 'messageType', 'applicationArea'] as const) lists[kind] = lists[kind].filter((dimension) => dimension.id !== id);
      return new Response(null, { status: 204 });
    },
  };
}

function renderScreen(inUse: readonly string[] = []) {
  const backend = dimensionsServer(inUse);
  const context = renderApp('/managedimensions', { user: demoUsers.administrator });
  context.server
    .on('GET', '/api/dimensions', () => json(backend.lists))
    .on('POST', '/api/dimensions', backend.save)
    .on('POST', '/api/BaselineKeys', backend.isInUse);
  return { ...context, backend };
}

const tableNamed = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(tableNamed(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, -1).map((cell) => cell.textContent));

describe('Beheer definities', () => {
  it('shows the three lists as tabs, certification areas in Dutch order with their version', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Beheer definities' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['SIVI Community', 'Berichtsoort', 'Domein']);
    await waitFor(() => expect(rowsOf('SIVI Community')).toEqual([['Leven', '1'], ['Pensioen', '2'], ['Schade', '1']]));
    expect(within(tableNamed('SIVI Community')).getByRole('columnheader', { name: /Versie/ })).toBeInTheDocument();
  });

  it('shows the other lists without a version column', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Domein' }));
    expect(rowsOf('Domein')).toEqual([['Inkomen'], ['Particulier'], ['Zakelijk']]);
    expect(within(tableNamed('Domein')).queryByRole('columnheader', { name: /Versie/ })).not.toBeInTheDocument();
  });

  it("says 'Ophalen van dimensies is mislukt' when the lists cannot be loaded", async () => {
    const { server } = renderApp('/managedimensions', { user: demoUsers.administrator });
    server.on('GET', '/api/dimensions', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van dimensies is mislukt')).toBeInTheDocument();
  });

  it("adds a certification area once it has a name and a version, and says 'Opgeslagen'", async () => {
    const { user, backend } = renderScreen();
    const add = await screen.findByRole('button', { name: 'Toevoegen' });
    await user.type(screen.getByLabelText('Nieuwe community'), '  Zorg ');
    expect(add).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Versie'), '2');
    await user.click(add);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.posts).toEqual([{ kind: 'certificationArea', name: 'Zorg', version: '2' }]);
    await waitFor(() => expect(rowsOf('SIVI Community')).toContainEqual(['Zorg', '2']));
    expect(screen.getByLabelText('Nieuwe community')).toHaveValue('');
  });

  it("refuses a name already in the list, ignoring case, with 'Er is al een dimensie met deze naam'", async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Berichtsoort' }));
    await user.type(screen.getByLabelText('Nieuwe berichtsoort'), 'contractBERICHT');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is al een dimensie met deze naam')).toBeInTheDocument();
    expect(backend.posts).toEqual([]);
  });

  it('refuses a name over 100 characters on the field, saying so, before anything is sent', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Domein' }));
    await user.click(screen.getByLabelText('Nieuw domein'));
    await user.paste('D'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Naam mag maximaal 100 tekens hebben')).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw domein')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.posts).toEqual([]);
  });

  it("puts the server's refusal of a name on the field", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/dimensions', () =>
      problem({ status: 409, title: 'Naam al in gebruik', detail: 'Er is al een dimensie met deze naam', errors: { name: ['Er is al een dimensie met deze naam'] } }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Domein' }));
    await user.type(screen.getByLabelText('Nieuw domein'), 'Collectief');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is al een dimensie met deze naam')).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw domein')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Opslaan is mislukt' with the server's detail when a save fails otherwise", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/dimensions', () => problem({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' }));
    await user.click(await screen.findByRole('tab', { name: 'Domein' }));
    await user.type(screen.getByLabelText('Nieuw domein'), 'Collectief');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is een onverwachte fout opgetreden.')).toBeInTheDocument();
  });

  it("renames an item with 'Wijzig naam', sending its id", async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Berichtsoort' }));
    await user.click(screen.getByRole('button', { name: 'Wijzig naam van Mutatiebericht' }));
    const field = screen.getByLabelText('Nieuwe naam voor Mutatiebericht');
    await user.clear(field);
    await user.type(field, 'Wijzigingsbericht');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.posts).toEqual([{ kind: 'messageType', id: ids.mutatiebericht, name: 'Wijzigingsbericht' }]);
    await waitFor(() => expect(rowsOf('Berichtsoort')).toContainEqual(['Wijzigingsbericht']));
  });

  it('keeps the version when a certification area is renamed', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Wijzig naam van Pensioen' }));
    const field = screen.getByLabelText('Nieuwe naam voor Pensioen');
    await user.clear(field);
    await user.type(field, 'Pensioenen{Enter}');
    await waitFor(() => expect(backend.posts).toEqual([{ kind: 'certificationArea', id: ids.pensioen, name: 'Pensioenen', version: '2' }]));
  });

  it("refuses to remove a dimension a baseline key uses: 'Deze dimensie is al in gebruik'", async () => {
    const { user, server } = renderScreen([ids.schade]);
    await user.click(await screen.findByRole('button', { name: 'Verwijder Schade' }));
    expect(await screen.findByText('Deze dimensie is al in gebruik')).toBeInTheDocument();
    expect(screen.queryByText('Weet u zeker dat u dit item wilt verwijderen?')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('removes an unused dimension after confirmation', async () => {
    const { user, server, backend } = renderScreen();
    server.on('DELETE', `/api/dimensions/${ids.leven}`, backend.remove(ids.leven));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Leven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(dialog).getByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('SIVI Community').map((row) => row[0])).toEqual(['Pensioen', 'Schade']));
  });

  it("keeps the item when 'Nee' is chosen", async () => {
    const { user, server } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Verwijder Leven' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    expect(rowsOf('SIVI Community').map((row) => row[0])).toContain('Leven');
  });

  it("says 'Verwijderen is mislukt' with the server's reason when the removal is refused", async () => {
    const { user, server } = renderScreen();
    server.on('DELETE', `/api/dimensions/${ids.leven}`, () => problem({ status: 409, title: 'Dimensie in gebruik', detail: 'Deze dimensie is al in gebruik' }));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Leven' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Deze dimensie is al in gebruik')).toBeInTheDocument();
  });
});
