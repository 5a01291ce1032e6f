import type { SchemaIssue } from '@afd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { issueFixture, stubDictionaries } from '../testing/issue-fixtures';

const issuePath = '/api/SchemaIssues/Voorbeeld%20Verzekeringen/7';
const attachmentPath = '/api/SchemaIssues/Attachment/Voorbeeld%20Verzekeringen/7/scherm.png';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bijlage'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function renderEdit(issue: SchemaIssue = issueFixture({ attachments: ['scherm.png'] })) {
  const puts: unknown[] = [];
  const server = stubDictionaries(new FetchStub())
    .on('GET', issuePath, issue)
    .on('GET', '/api/SchemaIssues/received-by-organization/Voorbeeld%20Verzekeringen', [])
    .on('GET', attachmentPath, () => new Response('png', { headers: { 'content-type': 'image/png' } }))
    .on('PUT', issuePath, (request: StubRequest) => {
      puts.push(JSON.parse(String(request.body)));
      return Response.json({ ...issue, ...(puts.at(-1) as object) });
    });
  const context = renderApp('/schema-issue-edit/Voorbeeld%20Verzekeringen/7', { user: demoUsers.certifier, server });
  return { ...context, puts };
}

// The screen's chunk loads lazily; the first test of a run waits for the cold import.
const opened = () => screen.findByText('Veld ontbreekt');
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const comments = () => screen.getByRole('textbox', { name: /^Opmerkingen/ });
const saveButton = () => screen.getByRole('button', { name: 'Opslaan en versturen' });

describe('Melding behandelen', () => {
  it('shows the melding read-only, its status to change, and the substatuses disabled while not afgehandeld', async () => {
    renderEdit();
    await opened();
    expect(screen.getByRole('heading', { name: 'Melding behandelen', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Het veld kenteken ontbreekt.')).toBeInTheDocument();
    expect(await screen.findByText('Fout in definitie')).toBeInTheDocument();
    expect(screen.getByText('P. Zeker (p.zeker@polderzeker.nl)')).toBeInTheDocument();
    expect(select('Status')).toHaveValue('nieuw');
    expect(select('Substatus AFD-definitie')).toBeDisabled();
    expect(select('Substatus documentatie')).toBeDisabled();
  });

  it('shows the handler the earlier Opmerkingen above the field, so a new text does not hide what was written', async () => {
    renderEdit(issueFixture({ status: 'inbehandeling', comments: 'We kijken ernaar', commentHistory: [{ text: 'We kijken ernaar', status: 'inbehandeling', author: 'A.M. Bakker', date: '2026-11-20T09:30:00.000Z' }] }));
    await opened();
    const history = await screen.findByRole('list', { name: 'Eerdere opmerkingen' });
    expect(history).toHaveTextContent('A.M. Bakker · In behandelingWe kijken ernaar');
    expect(comments()).toHaveValue('We kijken ernaar');
  });

  it('requires comments: saving stays disabled until they are filled in, and the message shows once the field was visited', async () => {
    const { user } = renderEdit();
    await opened();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText('Opmerkingen zijn verplicht')).not.toBeInTheDocument();
    await user.click(comments());
    await user.tab();
    expect(screen.getByText('Opmerkingen zijn verplicht')).toBeInTheDocument();
    await user.type(comments(), 'In behandeling genomen');
    expect(saveButton()).toBeEnabled();
    await user.clear(comments());
    await user.type(comments(), '   ');
    expect(saveButton()).toBeDisabled();
  });

  it('enables and requires both substatuses for afgehandeld, and clears and disables them for any other status', async () => {
    const { user } = renderEdit();
    await opened();
    await user.type(comments(), 'Opgelost in versie 2');
    await user.selectOptions(select('Status'), 'afgehandeld');
    expect(select('Substatus AFD-definitie')).toBeEnabled();
    expect(select('Substatus documentatie')).toBeEnabled();
    expect(screen.getByText('Substatus AFD-definitie is verplicht bij afgehandeld')).toBeInTheDocument();
    expect(screen.getByText('Substatus documentatie is verplicht bij afgehandeld')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.selectOptions(select('Substatus AFD-definitie'), 'Aangepast');
    expect(saveButton()).toBeDisabled();
    await user.selectOptions(select('Substatus documentatie'), 'Geen wijziging');
    expect(saveButton()).toBeEnabled();
    await user.selectOptions(select('Status'), 'inbehandeling');
    expect(select('Substatus AFD-definitie')).toBeDisabled();
    expect(select('Substatus AFD-definitie')).toHaveValue('');
    expect(select('Substatus documentatie')).toHaveValue('');
    expect(saveButton()).toBeEnabled();
  });

  it("saves with 'Opslaan en versturen', says 'wijzigingen opgeslagen' and returns to the received overview of the organisation", async () => {
    const { user, puts, router } = renderEdit();
    await opened();
    await user.selectOptions(select('Status'), 'afgehandeld');
    await user.selectOptions(select('Substatus AFD-definitie'), 'Aangepast');
    await user.selectOptions(select('Substatus documentatie'), 'Geen wijziging');
    await user.type(comments(), 'Opgelost');
    await user.click(saveButton());
    expect(await screen.findByText('wijzigingen opgeslagen')).toBeInTheDocument();
    expect(puts).toEqual([{ status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 2, comments: 'Opgelost' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/schema-issues-received-overview'));
    expect(router.state.location.search).toBe('?organization=Voorbeeld+Verzekeringen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Wijzigingen opslaan mislukt' and stays when saving fails", async () => {
    const { user, server, router } = renderEdit();
    server.on('PUT', issuePath, () => problem({ status: 403, title: 'Geen toegang', detail: 'U mag deze melding niet behandelen.' }));
    await opened();
    await user.type(comments(), 'Opgelost');
    await user.click(saveButton());
    expect(await screen.findByText('Wijzigingen opslaan mislukt')).toBeInTheDocument();
    expect(screen.getByText('U mag deze melding niet behandelen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schema-issue-edit/Voorbeeld%20Verzekeringen/7');
  });

  it("leaves with 'Sluiten zonder opslaan' without saving or asking, even after changes", async () => {
    const { user, puts, router } = renderEdit();
    await opened();
    await user.type(comments(), 'Nog niet klaar');
    await user.click(screen.getByRole('button', { name: 'Sluiten zonder opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schema-issues-received-overview'));
    expect(router.state.location.search).toBe('?organization=Voorbeeld+Verzekeringen');
    expect(puts).toHaveLength(0);
  });

  it('asks before leaving through the menu with unsaved changes', async () => {
    const { user, router } = renderEdit();
    await opened();
    await user.type(comments(), 'Nog niet klaar');
    await router.navigate('/schema-issues-received-overview');
    expect(await screen.findByRole('dialog', { name: 'Bevestiging' })).toBeInTheDocument();
  });

  it('downloads an attachment on a click, under its own name', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user, server } = renderEdit();
    await opened();
    await user.click(screen.getByRole('button', { name: 'scherm.png' }));
    await waitFor(() => expect(server.requestsTo(attachmentPath)).toHaveLength(1));
    await waitFor(() => expect(downloads).toEqual(['scherm.png']));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.queryByText('Ophalen attachment mislukt')).not.toBeInTheDocument();
  });

  it("shows 'Ophalen attachment mislukt' when an attachment cannot be fetched", async () => {
    const { user, server } = renderEdit();
    server.on('GET', attachmentPath, () => problem({ status: 404, title: 'Niet gevonden' }));
    await user.click(await screen.findByRole('button', { name: 'scherm.png' }));
    expect(await screen.findByText('Ophalen attachment mislukt')).toBeInTheDocument();
  });

  it("shows 'Ophalen melding mislukt' when the melding cannot be loaded", async () => {
    const { server } = renderEdit();
    server.on('GET', issuePath, () => problem({ status: 403, title: 'Geen toegang' }));
    expect(await screen.findByText('Ophalen melding mislukt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan en versturen' })).not.toBeInTheDocument();
  });

  it('opens an afgehandeld melding with its substatuses enabled and filled in', async () => {
    renderEdit(issueFixture({ status: 'afgehandeld', afdDefinitionSubStatus: 2, documentationSubStatus: 1, comments: 'Klaar' }));
    await opened();
    await waitFor(() => expect(select('Substatus AFD-definitie')).toHaveValue('2'));
    expect(select('Substatus documentatie')).toHaveValue('1');
    expect(saveButton()).toBeEnabled();
  });
});
