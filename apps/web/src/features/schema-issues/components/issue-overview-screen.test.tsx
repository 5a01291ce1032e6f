import type { CurrentUser, SchemaIssue } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers, withoutAuthorisedOrganisations } from '@/testing/users';
import { formatDateTime } from '@/lib/dates';
import { issueFixture, stubDictionaries } from '../testing/issue-fixtures';

const receivedPath = (organisation: string) => `/api/SchemaIssues/received-by-organization/${encodeURIComponent(organisation)}`;
const reportedPath = (organisation: string) => `/api/SchemaIssues/reported-by-organization/${encodeURIComponent(organisation)}`;

const issues: SchemaIssue[] = [
  issueFixture({ id: 3, title: 'Later gemeld', date: '2026-03-05T10:00:00.000Z', status: 'inbehandeling' }),
  issueFixture({ id: 1, title: 'Eerst gemeld', date: '2026-03-01T08:30:00.000Z', reporter: { name: 'A. Dijkstra', email: 'a@dijkstra.nl', organization: 'Assurantie-Dijkstra' } }),
  issueFixture({ id: 2, title: 'Afgehandeld', date: '2026-03-02T08:30:00.000Z', status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 2 }),
  issueFixture({ id: 4, title: 'Raadselachtig', date: '2026-03-03T08:30:00.000Z', status: 'vreemd' }),
];

interface Setup {
  route?: string;
  user?: CurrentUser;
  answers?: Record<string, SchemaIssue[]>;
}

function renderOverview({ route = '/schema-issues-received-overview', user = demoUsers.certifier, answers = {} }: Setup = {}) {
  const server = stubDictionaries(new FetchStub());
  for (const [path, list] of Object.entries(answers)) server.on('GET', path, list);
  return renderApp(route, { user, server });
}

// The screen's chunk loads lazily; the first test of a run waits for the cold import.
const firstTable = () => screen.findByRole('table', { name: 'Open meldingen' });
const table = (name: string) => screen.getByRole('table', { name });
const titlesIn = (name: string) => within(table(name)).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Overzicht ontvangen meldingen', () => {
  it('shows the open meldingen of the own organisation, oldest first, with their columns', async () => {
    renderOverview({ answers: { [receivedPath('Voorbeeld Verzekeringen')]: issues } });
    await firstTable();
    expect(screen.getByRole('heading', { name: 'Overzicht ontvangen meldingen', level: 1 })).toBeInTheDocument();
    expect(within(table('Open meldingen')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Titel',
      'Naam AFD-definitie',
      'Organisatie melder',
      'Naam melder',
      'Datum ▲',
      'Status',
      'Actie',
    ]);
    expect(titlesIn('Open meldingen')).toEqual(['Eerst gemeld', 'Later gemeld']);
    const first = within(table('Open meldingen')).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Eerst gemeld',
      'Polis_Auto',
      'Assurantie-Dijkstra',
      'A. Dijkstra',
      formatDateTime('2026-03-01T08:30:00.000Z'),
      'Nieuw',
      'Bewerk',
    ]);
    expect(formatDateTime('2026-03-01T08:30:00.000Z')).toMatch(/^01-03-2026 \d\d:30$/);
    // 001 §9: issue tables have no footer.
    expect(screen.queryByText(/totaal:/)).not.toBeInTheDocument();
  });

  it('sorts by date descending on a click of the header', async () => {
    const { user } = renderOverview({ answers: { [receivedPath('Voorbeeld Verzekeringen')]: issues } });
    await screen.findByRole('table', { name: 'Open meldingen' });
    await user.click(within(table('Open meldingen')).getByRole('button', { name: /Datum/ }));
    expect(titlesIn('Open meldingen')).toEqual(['Later gemeld', 'Eerst gemeld']);
  });

  it("lists afgehandeld and unknown statuses under Gesloten, the unknown one as 'Onbekend'", async () => {
    const { user } = renderOverview({ answers: { [receivedPath('Voorbeeld Verzekeringen')]: issues } });
    await user.click(await screen.findByRole('tab', { name: 'Gesloten' }));
    await waitFor(() => expect(titlesIn('Gesloten meldingen')).toEqual(['Afgehandeld', 'Raadselachtig']));
    expect(within(table('Gesloten meldingen')).getByText('Onbekend')).toBeInTheDocument();
    expect(within(table('Gesloten meldingen')).getAllByText('Afgehandeld')).toHaveLength(2);
  });

  it("opens a melding with 'Bewerk' at /schema-issue-edit/{org}/{id}", async () => {
    const { user, router } = renderOverview({ answers: { [receivedPath('Voorbeeld Verzekeringen')]: issues } });
    await user.click(await screen.findByRole('button', { name: 'Bewerk melding Eerst gemeld' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schema-issue-edit/Voorbeeld%20Verzekeringen/1'));
  });

  it('shows a single authorised organisation as text', async () => {
    renderOverview({ answers: { [receivedPath('Voorbeeld Verzekeringen')]: [] } });
    expect(await screen.findByText('Voorbeeld Verzekeringen', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organisatie' })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: 'Open meldingen' })).getByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it('offers a dropdown to a certifier with more than one authorised organisation, and loads the one picked', async () => {
    const user = { ...demoUsers.certifier, authorizationsForAfdOnlineSamenstellen: ['Voorbeeld Verzekeringen', 'Polderzeker'] };
    const context = renderOverview({
      user,
      answers: { [receivedPath('Voorbeeld Verzekeringen')]: [], [receivedPath('Polderzeker')]: [issueFixture({ organization: 'Polderzeker', title: 'Voor Polderzeker' })] },
    });
    const picker = await screen.findByRole('combobox', { name: 'Organisatie' });
    expect(picker).toHaveValue('Voorbeeld Verzekeringen');
    await context.user.selectOptions(picker, 'Polderzeker');
    expect(await screen.findByText('Voor Polderzeker')).toBeInTheDocument();
    expect(context.router.state.location.search).toBe('?organization=Polderzeker');
  });

  it('takes the organisation of ?organization=', async () => {
    const administrator = { ...demoUsers.administrator, authorizationsForAfdOnlineSamenstellen: ['Polderzeker', 'Voorbeeld Verzekeringen'] };
    renderOverview({ user: administrator, route: '/schema-issues-received-overview?organization=Polderzeker', answers: { [receivedPath('Polderzeker')]: [] } });
    expect(await screen.findByRole('combobox', { name: 'Organisatie' })).toHaveValue('Polderzeker');
  });

  it('gives an administrator with a single organisation a dropdown too', async () => {
    renderOverview({ user: demoUsers.administrator, answers: { [receivedPath('Voorbeeld Verzekeringen')]: [] } });
    expect(await screen.findByRole('combobox', { name: 'Organisatie' })).toHaveValue('Voorbeeld Verzekeringen');
  });

  it("says 'Gebruiker is niet gemachtigd voor organisatie: {org}' for a preselected organisation outside the authorisations, and loads nothing", async () => {
    const { server } = renderOverview({ route: '/schema-issues-received-overview?organization=Elders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker is niet gemachtigd voor organisatie: Elders');
    expect(server.requestsTo(receivedPath('Elders'))).toHaveLength(0);
  });

  it("warns and falls back to the first authorised organisation when the user's own is not authorised", async () => {
    const user = { ...demoUsers.certifier, authorizationsForAfdOnlineSamenstellen: ['Polderzeker'] };
    renderOverview({ user, answers: { [receivedPath('Polderzeker')]: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker is niet gemachtigd voor organisatie: Voorbeeld Verzekeringen');
    expect(await screen.findByText('Polderzeker', { selector: 'strong' })).toBeInTheDocument();
  });

  it("says 'Gebruiker heeft geen machtigingen voor organisaties' without authorised organisations", async () => {
    renderOverview({ user: withoutAuthorisedOrganisations(demoUsers.administrator) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker heeft geen machtigingen voor organisaties');
  });

  it("says 'Organisatie van de gebruiker is onbekend' for a user without an organisation", async () => {
    renderOverview({ user: { ...demoUsers.certifier, organization: null }, answers: { [receivedPath('Voorbeeld Verzekeringen')]: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Organisatie van de gebruiker is onbekend');
  });

  it("shows 'Ophalen overzicht ontvangen meldingen mislukt' when the list cannot be loaded", async () => {
    const { server } = renderOverview();
    server.on('GET', receivedPath('Voorbeeld Verzekeringen'), () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen overzicht ontvangen meldingen mislukt')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Overzicht verzonden meldingen', () => {
  it("shows the receiving organisation and opens a melding with 'Inzien' at /schema-issue-view/{reporter}/{receiver}/{id}", async () => {
    const sent = [issueFixture({ id: 9, title: 'Mijn melding', organization: 'Polderzeker', reporter: { name: 'J. Certificeerder', email: 'c@example.nl', organization: 'Voorbeeld Verzekeringen' } })];
    const { user, router } = renderOverview({ route: '/schema-issues-reported-overview', answers: { [reportedPath('Voorbeeld Verzekeringen')]: sent } });
    expect(await screen.findByRole('heading', { name: 'Overzicht verzonden meldingen', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Open meldingen' });
    expect(within(table('Open meldingen')).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Organisatie ontvanger');
    const row = within(table('Open meldingen')).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Polderzeker');
    await user.click(screen.getByRole('button', { name: 'Inzien melding Mijn melding' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schema-issue-view/Voorbeeld%20Verzekeringen/Polderzeker/9'));
  });

  it("reports a load failure with the spec's words 'Ophalen overzicht ontvangen meldingen mislukt'", async () => {
    const { server } = renderOverview({ route: '/schema-issues-reported-overview' });
    server.on('GET', reportedPath('Voorbeeld Verzekeringen'), () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen overzicht ontvangen meldingen mislukt')).toBeInTheDocument();
  });
});
