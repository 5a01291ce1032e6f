import type { SchemaIssue } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { FetchStub, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { issueFixture, stubDictionaries } from '../testing/issue-fixtures';

const sent = (overrides: Partial<SchemaIssue> = {}) =>
  issueFixture({
    organization: 'Polderzeker',
    schemaOrganization: 'Polderzeker',
    reporter: { name: 'J. Certificeerder', email: 'c@example.nl', organization: 'Voorbeeld Verzekeringen' },
    attachments: ['notitie.pdf'],
    ...overrides,
  });
const issuePath = '/api/SchemaIssues/Polderzeker/7';

function renderView(issue: SchemaIssue = sent()) {
  const server = stubDictionaries(new FetchStub())
    .on('GET', issuePath, issue)
    .on('GET', '/api/SchemaIssues/reported-by-organization/Voorbeeld%20Verzekeringen', []);
  return renderApp('/schema-issue-view/Voorbeeld%20Verzekeringen/Polderzeker/7', { user: demoUsers.certifier, server });
}

// The screen's chunk loads lazily; the first test of a run waits for the cold import.
const opened = () => screen.findByText('Veld ontbreekt');

describe('Melding inzien', () => {
  it('shows the melding read-only, without substatuses while it is not afgehandeld', async () => {
    renderView(sent({ status: 'inbehandeling', comments: 'We kijken ernaar' }));
    await opened();
    expect(screen.getByRole('heading', { name: 'Melding inzien', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('In behandeling')).toBeInTheDocument();
    expect(screen.getByText('We kijken ernaar')).toBeInTheDocument();
    expect(screen.queryByText('Substatus AFD-definitie')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the substatuses with their labels once afgehandeld', async () => {
    renderView(sent({ status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 2 }));
    await opened();
    expect(await screen.findByText('Substatus AFD-definitie')).toBeInTheDocument();
    expect(await screen.findByText('Aangepast')).toBeInTheDocument();
    expect(screen.getByText('Geen wijziging')).toBeInTheDocument();
  });

  it("shows the latest comment once: under Opmerkingen, not again as the first of 'Eerdere opmerkingen' (issue 30)", async () => {
    renderView(
      sent({
        status: 'afgehandeld',
        afdDefinitionSubStatus: 1,
        documentationSubStatus: 2,
        comments: 'Opgelost in 2.0',
        commentHistory: [
          { text: 'Opgelost in 2.0', status: 'afgehandeld', author: 'C. de Vries', date: '2026-11-24T14:05:00.000Z' },
          { text: 'We kijken ernaar', status: 'inbehandeling', author: 'A.M. Bakker', date: '2026-11-20T09:30:00.000Z' },
        ],
      }),
    );
    await opened();
    const history = await screen.findByRole('list', { name: 'Eerdere opmerkingen' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([`${formatDateTime('2026-11-20T09:30:00.000Z')} · A.M. Bakker · In behandelingWe kijken ernaar`]);
    expect(screen.getAllByText('Opgelost in 2.0')).toHaveLength(1);
    // Who wrote the current Opmerkingen, and when, beside it.
    expect(screen.getByText('Opgelost in 2.0').nextElementSibling).toHaveTextContent(`${formatDateTime('2026-11-24T14:05:00.000Z')} · C. de Vries`);
  });

  it("shows no 'Eerdere opmerkingen' when the only comment is the current one", async () => {
    renderView(sent({ status: 'inbehandeling', comments: 'We kijken ernaar', commentHistory: [{ text: 'We kijken ernaar', status: 'inbehandeling', author: 'A.M. Bakker', date: '2026-11-20T09:30:00.000Z' }] }));
    await opened();
    expect(await screen.findByText('We kijken ernaar')).toBeInTheDocument();
    expect(screen.getAllByText('We kijken ernaar')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Eerdere opmerkingen' })).not.toBeInTheDocument();
  });

  it('shows no history section for a melding handled once without changes', async () => {
    renderView(sent({ status: 'nieuw', commentHistory: [] }));
    await opened();
    expect(screen.queryByRole('list', { name: 'Eerdere opmerkingen' })).not.toBeInTheDocument();
  });

  it("shows an unknown status as 'Onbekend'", async () => {
    renderView(sent({ status: 'zoek' }));
    await opened();
    expect(await screen.findByText('Onbekend')).toBeInTheDocument();
  });

  it('returns to the sent overview of the reporting organisation', async () => {
    const { user, router } = renderView();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schema-issues-reported-overview'));
    expect(router.state.location.search).toBe('?organization=Voorbeeld+Verzekeringen');
  });

  it("shows 'Ophalen attachment mislukt' when an attachment cannot be fetched", async () => {
    const { user } = renderView();
    await opened();
    await user.click(screen.getByRole('button', { name: 'notitie.pdf' }));
    expect(await screen.findByText('Ophalen attachment mislukt')).toBeInTheDocument();
  });

  it("shows 'Ophalen melding mislukt' when the melding cannot be loaded", async () => {
    const { server } = renderView();
    server.on('GET', issuePath, () => problem({ status: 404, title: 'Niet gevonden' }));
    expect(await screen.findByText('Ophalen melding mislukt')).toBeInTheDocument();
  });
});
