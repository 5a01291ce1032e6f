import type { BaselineLibraryUsage, LibraryCompareResult } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// 'Beheer baseline libraries' (001 §2): three cards, the definitions behind a row, and deleting
// the obsolete libraries, with the spec's texts.

const library = (id: string, fields: Partial<BaselineLibraryUsage>): BaselineLibraryUsage => ({
  id,
  basedOn: 'Schade-Contractbericht-Zakelijk',
  creationTime: '2026-11-01T09:00:00.000Z',
  datacatVersion: '20260201',
  usageCount: 0,
  isLatest: false,
  isObsolete: false,
  usedByDefinitionPaths: [],
  ...fields,
});

function render(libraries: BaselineLibraryUsage[]) {
  const server = new FetchStub().on('GET', '/api/BaselineLibraries/usage-info', () => json(libraries));
  return { ...renderApp('/baselinelibrariesadministration', { user: demoUsers.administrator, server }), server };
}

const card = (name: string) => screen.getByRole('region', { name });

describe("'Beheer baseline libraries'", () => {
  it('shows current, older in use and obsolete libraries, and the definitions behind a row', async () => {
    const { user } = render([
      library('a', { isLatest: true }),
      library('b', { usageCount: 1, usedByDefinitionPaths: ['Polderzeker/Schade-Contractbericht-Zakelijk/Bedrijfsaansprakelijkheid'] }),
      library('c', { isObsolete: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beheer baseline libraries' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Actuele baseline libraries' });
    expect(within(card('Actuele baseline libraries')).getAllByRole('row')).toHaveLength(2);
    expect(within(card('Oudere baseline libraries in gebruik')).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(card('Vervallen baseline libraries')).getAllByRole('row')).toHaveLength(2);
    await user.click(within(card('Oudere baseline libraries in gebruik')).getByRole('button', { name: 'Schade-Contractbericht-Zakelijk' }));
    const dialog = await screen.findByRole('dialog', { name: 'AFD-definities op Schade-Contractbericht-Zakelijk' });
    expect(within(dialog).getByText('Polderzeker/Schade-Contractbericht-Zakelijk/Bedrijfsaansprakelijkheid')).toBeInTheDocument();
  });

  it("deletes the obsolete ones with a button that counts them: 'Baseline libraries zijn verwijderd.'", async () => {
    const libraries = [library('a', { isLatest: true }), library('c', { isObsolete: true }), library('d', { isObsolete: true })];
    const { user, server } = render(libraries);
    server.on('DELETE', '/api/BaselineLibraries/deleteable', () => {
      libraries.splice(1, 2);
      return json({ deleted: 2 });
    });
    await user.click(await screen.findByRole('button', { name: 'Verwijder vervallen baseline libraries (2)' }));
    expect(await screen.findByText('Baseline libraries zijn verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Er zijn geen vervallen baseline libraries.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Verwijder vervallen baseline libraries (0)' })).toBeDisabled();
  });

  it('shows the empty state of each card, and the spec texts when loading or deleting fails', async () => {
    const { server, user } = render([library('c', { isObsolete: true })]);
    expect(await screen.findByText('Er zijn geen actuele baseline libraries.')).toBeInTheDocument();
    expect(screen.getByText('Er zijn geen oudere baseline libraries in gebruik.')).toBeInTheDocument();
    server.on('DELETE', '/api/BaselineLibraries/deleteable', () => problem({ status: 500, title: 'Interne serverfout' }));
    await user.click(screen.getByRole('button', { name: 'Verwijder vervallen baseline libraries (1)' }));
    expect(await screen.findByText('Verwijderen van verwijderbare baseline libraries is mislukt.')).toBeInTheDocument();
  });

  it("says 'Ophalen van baseline libraries usage info is mislukt.' when the overview cannot be loaded", async () => {
    const server = new FetchStub().on('GET', '/api/BaselineLibraries/usage-info', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/baselinelibrariesadministration', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen van baseline libraries usage info is mislukt.')).toBeInTheDocument();
  });

  describe('Vergelijk baseline libraries', () => {
    const zakelijk = [
      library('oud', { creationTime: '2026-09-01T09:00:00.000Z', usageCount: 1 }),
      library('midden', { creationTime: '2026-10-01T09:00:00.000Z', isObsolete: true }),
      library('nieuw', { creationTime: '2026-11-01T09:00:00.000Z', isLatest: true }),
    ];
    const other = library('ander', { basedOn: 'Mobiliteit-Schademelding-Zakelijk en particulier', isLatest: true });
    const described = (id: string) => ({ id, basedOn: 'Schade-Contractbericht-Zakelijk', creationTime: '2026-11-01T09:00:00.000Z', datacatVersion: '20260201' });
    const compared = (paths: LibraryCompareResult['difference']['paths']): LibraryCompareResult => ({
      from: described('midden'),
      to: described('nieuw'),
      difference: { counts: { added: 0, removed: 0, narrowed: paths.length, widened: 0, both: 0, other: 0, codeValuesAdded: 0, codeValuesWithdrawn: 0 }, paths, codeLists: [] },
    });
    const section = () => screen.getByRole('region', { name: 'Vergelijk baseline libraries' });

    it('compares two libraries of the chosen baseline, the newest and the one before it first, and shows each path with its change', async () => {
      const { user, server } = render([...zakelijk, other]);
      server.on('GET', '/api/BaselineLibraries/Compare', () =>
        json(compared([{ subject: 'attribute', path: 'Contractbericht/PP@PP_NUMMER', kind: 'narrowed', lines: ["Attribuut 'Contractbericht/PP@PP_NUMMER': maxLength 20 → 10 (beperkt)."] }])),
      );
      await screen.findByRole('region', { name: 'Vergelijk baseline libraries' });
      expect(within(section()).getByRole('button', { name: 'Vergelijk' })).toBeDisabled();
      await user.selectOptions(within(section()).getByLabelText('Baseline'), 'Schade-Contractbericht-Zakelijk');
      expect(within(section()).getByLabelText<HTMLSelectElement>('Van').value).toBe('midden');
      expect(within(section()).getByLabelText<HTMLSelectElement>('Naar').value).toBe('nieuw');
      expect(within(within(section()).getByLabelText('Van')).getAllByRole('option')).toHaveLength(4);
      await user.click(within(section()).getByRole('button', { name: 'Vergelijk' }));
      const table = await within(section()).findByRole('table', { name: 'Verschillen per pad' });
      const row = within(table).getByText('Contractbericht/PP@PP_NUMMER').closest('tr');
      if (!row) throw new Error('no row');
      expect(within(row).getByText('Beperkt')).toBeInTheDocument();
      const [request] = server.requestsTo('/api/BaselineLibraries/Compare') as StubRequest[];
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ from: 'midden', to: 'nieuw' });

      // Another choice drops the result until Vergelijk is pressed again.
      await user.selectOptions(within(section()).getByLabelText('Van'), 'oud');
      expect(within(section()).queryByRole('table', { name: 'Verschillen per pad' })).not.toBeInTheDocument();
    });

    it("says 'Geen verschillen', and shows why a comparison failed", async () => {
      const { user, server } = render(zakelijk);
      server.on('GET', '/api/BaselineLibraries/Compare', () => json(compared([])));
      await screen.findByRole('region', { name: 'Vergelijk baseline libraries' });
      await user.selectOptions(within(section()).getByLabelText('Baseline'), 'Schade-Contractbericht-Zakelijk');
      await user.click(within(section()).getByRole('button', { name: 'Vergelijk' }));
      expect(await within(section()).findByText('Geen verschillen')).toBeInTheDocument();

      server.on('GET', '/api/BaselineLibraries/Compare', () => problem({ status: 404, title: 'Niet gevonden', detail: 'Een van de twee baseline libraries bestaat niet (meer).' }));
      await user.selectOptions(within(section()).getByLabelText('Van'), 'oud');
      await user.click(within(section()).getByRole('button', { name: 'Vergelijk' }));
      const alert = await within(section()).findByRole('alert');
      expect(within(alert).getByText('Vergelijken van baseline libraries is mislukt.')).toBeInTheDocument();
      expect(within(alert).getByText('Een van de twee baseline libraries bestaat niet (meer).')).toBeInTheDocument();
    });

    it('says so when a baseline has one library only', async () => {
      const { user } = render([other]);
      await screen.findByRole('region', { name: 'Vergelijk baseline libraries' });
      await user.selectOptions(within(section()).getByLabelText('Baseline'), 'Mobiliteit-Schademelding-Zakelijk en particulier');
      expect(within(section()).getByText('Deze baseline heeft maar één baseline library: er is niets te vergelijken.')).toBeInTheDocument();
      expect(within(section()).getByRole('button', { name: 'Vergelijk' })).toBeDisabled();
    });
  });
});
