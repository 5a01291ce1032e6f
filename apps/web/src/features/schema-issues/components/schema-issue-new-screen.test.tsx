import type { NewSchemaIssue } from '@afd/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';
import { baselineId, issueFixture, stubDictionaries } from '../testing/issue-fixtures';

const route = `/schema-issue-new/Voorbeeld%20Verzekeringen/${baselineId}/Polis_Auto`;

beforeEach(() => vi.stubGlobal('XMLHttpRequest', XhrThroughFetch));
afterEach(() => vi.unstubAllGlobals());

interface Upload {
  organization: FormDataEntryValue | null;
  id: FormDataEntryValue | null;
  fileName: string | undefined;
}

function renderNew() {
  const created: NewSchemaIssue[] = [];
  const uploads: Upload[] = [];
  const server = stubDictionaries(new FetchStub())
    .on('POST', '/api/SchemaIssues', (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as NewSchemaIssue;
      created.push(body);
      return json(issueFixture({ id: 12, title: body.title, category: body.category, description: body.description }), 201);
    })
    .on('POST', '/api/SchemaIssues/Attachment', (request: StubRequest) => {
      const form = request.body as FormData;
      const file = form.get('file');
      uploads.push({ organization: form.get('organization'), id: form.get('id'), fileName: file instanceof File ? file.name : undefined });
      return json({ fileName: file instanceof File ? file.name : '', contentType: 'application/pdf', size: 3, attachments: [] });
    });
  const context = renderApp(route, { user: demoUsers.validator, server });
  // The file dialog filters by `accept`; a drop does not, so the rejection tests bypass the filter.
  const dropper = userEvent.setup({ applyAccept: false });
  return { ...context, created, uploads, dropper };
}

const opened = () => screen.findByRole('heading', { name: 'Nieuwe melding', level: 1 });
const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
const attachmentInput = () => screen.getByLabelText('Bijlage toevoegen');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Veld ontbreekt');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Fout in definitie' })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: /^Categorie/ }), 'Fout in definitie');
  await user.type(screen.getByRole('textbox', { name: /^Omschrijving/ }), 'Het veld kenteken ontbreekt.');
}

describe('Nieuwe melding', () => {
  it('shows reporter, schema and organisation read-only, and keeps Versturen disabled until title, category and description are given', async () => {
    const { user } = renderNew();
    await opened();
    expect(screen.getByText('J. Valideerder (valideerder@example.nl, Voorbeeld Verzekeringen)', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Polis_Auto')).toBeInTheDocument();
    expect(screen.getByText('Voorbeeld Verzekeringen', { selector: 'dd' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Veld ontbreekt');
    expect(sendButton()).toBeDisabled();
    await fillIn(user);
    expect(sendButton()).toBeEnabled();
  });

  it('says which field is required once the user leaves it empty', async () => {
    const { user } = renderNew();
    await opened();
    await user.click(screen.getByRole('textbox', { name: /^Titel/ }));
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), '   ');
    await user.click(screen.getByRole('textbox', { name: /^Omschrijving/ }));
    await user.tab();
    expect(screen.getByText('Titel is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Omschrijving is verplicht')).toBeInTheDocument();
  });

  it("creates the melding, then uploads its attachments one at a time with the new id, says 'Aanmaken melding is gelukt' and returns to the register", async () => {
    const { user, created, uploads, router, server } = renderNew();
    await opened();
    await fillIn(user);
    await user.upload(attachmentInput(), new File(['%PDF'], 'verslag.pdf', { type: 'application/pdf' }));
    await user.upload(attachmentInput(), new File(['png'], 'scherm.png', { type: 'image/png' }));
    expect(screen.getByRole('list', { name: 'Gekozen bijlagen' })).toHaveTextContent('verslag.pdfscherm.png');
    await user.click(sendButton());
    expect(await screen.findByText('Aanmaken melding is gelukt')).toBeInTheDocument();
    expect(created).toEqual([
      { organization: 'Voorbeeld Verzekeringen', schema: 'Polis_Auto', baselineId, title: 'Veld ontbreekt', category: 'fout', description: 'Het veld kenteken ontbreekt.' },
    ]);
    expect(uploads).toEqual([
      { organization: 'Voorbeeld Verzekeringen', id: '12', fileName: 'verslag.pdf' },
      { organization: 'Voorbeeld Verzekeringen', id: '12', fileName: 'scherm.png' },
    ]);
    // The melding exists before any attachment is sent.
    const order = server.requests.map((request) => request.url.pathname).filter((path) => path.startsWith('/api/SchemaIssues') && !path.endsWith('-dict'));
    expect(order).toEqual(['/api/SchemaIssues', '/api/SchemaIssues/Attachment', '/api/SchemaIssues/Attachment']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ organization: 'Voorbeeld Verzekeringen', baselineid: baselineId });
  });

  it("shows 'Aanmaken melding is niet gelukt' when the melding cannot be created, uploads nothing and stays", async () => {
    const { user, server, uploads, router } = renderNew();
    server.on('POST', '/api/SchemaIssues', () => problem({ status: 404, title: 'Niet gevonden', detail: 'Schema Polis_Auto is niet gepubliceerd.' }));
    await opened();
    await fillIn(user);
    await user.upload(attachmentInput(), new File(['%PDF'], 'verslag.pdf', { type: 'application/pdf' }));
    await user.click(sendButton());
    expect(await screen.findByText('Aanmaken melding is niet gelukt')).toBeInTheDocument();
    expect(screen.getByText('Schema Polis_Auto is niet gepubliceerd.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(router.state.location.pathname).toBe(route);
  });

  it('reports an attachment the server refuses after the melding was created', async () => {
    const { user, server } = renderNew();
    server.on('POST', '/api/SchemaIssues/Attachment', () => problem({ status: 415, title: 'Niet ondersteund', detail: 'Bestand verslag.pdf heeft een niet ondersteund bestandtype of bestandsgrootte' }));
    await opened();
    await fillIn(user);
    await user.upload(attachmentInput(), new File(['nep'], 'verslag.pdf', { type: 'application/pdf' }));
    await user.click(sendButton());
    expect(await screen.findByText('Aanmaken melding is gelukt')).toBeInTheDocument();
    expect(await screen.findByText('Bijlage verslag.pdf is niet opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Bestand verslag.pdf heeft een niet ondersteund bestandtype of bestandsgrootte')).toBeInTheDocument();
  });

  it("refuses a file of another type with the info toast 'Bestand {name} heeft een niet ondersteund bestandtype of bestandsgrootte'", async () => {
    const { dropper } = renderNew();
    await opened();
    await dropper.upload(attachmentInput(), new File(['MZ'], 'programma.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText('Bestand programma.exe heeft een niet ondersteund bestandtype of bestandsgrootte')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gekozen bijlagen' })).not.toBeInTheDocument();
  });

  it('refuses a file over 2,000,000 bytes with the same toast, and takes one of exactly 2,000,000 bytes', async () => {
    const { dropper } = renderNew();
    await opened();
    await dropper.upload(attachmentInput(), new File([new Uint8Array(2_000_001)], 'groot.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Bestand groot.pdf heeft een niet ondersteund bestandtype of bestandsgrootte')).toBeInTheDocument();
    await dropper.upload(attachmentInput(), new File([new Uint8Array(2_000_000)], 'precies.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('list', { name: 'Gekozen bijlagen' })).toHaveTextContent('precies.pdf');
    expect(screen.queryByText('Bestand precies.pdf heeft een niet ondersteund bestandtype of bestandsgrootte')).not.toBeInTheDocument();
  });

  it('lets a chosen attachment be removed before sending', async () => {
    const { user } = renderNew();
    await opened();
    await user.upload(attachmentInput(), new File(['a;b'], 'lijst.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'lijst.csv verwijderen' }));
    expect(screen.queryByRole('list', { name: 'Gekozen bijlagen' })).not.toBeInTheDocument();
  });

  it("returns to the register with 'Annuleren', creating nothing", async () => {
    const { user, router, created } = renderNew();
    await opened();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ organization: 'Voorbeeld Verzekeringen', baselineid: baselineId });
    expect(created).toHaveLength(0);
  });
});
