import type { OpenManualRequest } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCombinations, testDimensionIds, testDimensionLists } from '@/components/baseline-key-selects/baseline-key-fixtures';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';

const openRequest: OpenManualRequest = {
  id: '33333333-3333-4333-8333-333333333333',
  organisation: 'Polderzeker',
  requestedBy: 'certificeerder@example.nl',
  certificationArea: 'Schade',
  messageType: 'Contractbericht',
  applicationArea: 'Particulier',
  name: 'Handmatig schema',
  description: 'Gebruikt xs:any',
  fileName: 'afdSchema.xsd',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const certified = { organisation: 'Assurantie-Dijkstra', name: 'Hand', version: 1, fileName: 'Hand.xsd', enrichedXsd: '<xs:schema/>', kenmerk: 'AAAA-BBBB-CCCC-DDDD' };

beforeEach(() => vi.stubGlobal('XMLHttpRequest', XhrThroughFetch));
afterEach(() => vi.unstubAllGlobals());

function serverWith(answer: (request: StubRequest) => Response | Promise<Response>) {
  const uploads: FormData[] = [];
  let requestLists = 0;
  const server = new FetchStub()
    .on('GET', '/api/dimensions', testDimensionLists)
    .on('GET', '/api/DimensionCombinations', testCombinations)
    .on('GET', '/api/Organisation', [
      { id: 'o1', name: 'zuiderlicht' },
      { id: 'o2', name: 'Polderzeker' },
      { id: 'o3', name: 'Assurantie-Dijkstra' },
    ])
    .on('GET', '/api/ManualCertifiedSchemas/OpenRequests', () => {
      requestLists += 1;
      return json([openRequest]);
    })
    .on('POST', '/api/ManualCertifiedSchemas', (request: StubRequest) => {
      uploads.push(request.body as FormData);
      return answer(request);
    });
  return { server, uploads, requestLists: () => requestLists };
}

const certifyButton = () => screen.getByRole('button', { name: 'Certificeer' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, name = ' Hand ') {
  await user.upload(await screen.findByLabelText('Bestand kiezen'), new File(['<xs:schema/>'], 'afdSchema.xsd', { type: 'application/xml' }));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Schade' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Schade');
  await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'Contractbericht');
  await user.selectOptions(screen.getByLabelText('Domein'), 'Particulier');
  await user.type(screen.getByRole('textbox', { name: 'Naam' }), name);
}

describe('Certificeer handmatig', () => {
  it('starts with the first organisation and enables Certificeer only with a file, the whole key and a name', async () => {
    const { server } = serverWith(() => json(certified));
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('heading', { name: 'Certificeer handmatig', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Organisatie' })).toHaveValue('Assurantie-Dijkstra'));
    expect(certifyButton()).toBeDisabled();
    await fillIn(user, '   ');
    expect(certifyButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Hand');
    expect(certifyButton()).toBeEnabled();
  });

  it("certifies for the chosen organisation: 'Certificering is succesvol zonder fouten.'", async () => {
    const { server, uploads, requestLists } = serverWith(() => json(certified));
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisatie' }), 'Polderzeker');
    await user.click(certifyButton());
    expect(await screen.findByText('Certificering is succesvol zonder fouten.')).toBeInTheDocument();
    expect(screen.getByText("Het schema is opgeslagen als 'Hand'")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AAAA-BBBB-CCCC-DDDD' })).toHaveAttribute('href', '/certificaat/AAAA-BBBB-CCCC-DDDD');
    const sent = uploads[0];
    expect(sent?.get('organisation')).toBe('Polderzeker');
    expect(sent?.get('certificationArea')).toBe(testDimensionIds.schade);
    expect(sent?.get('messageType')).toBe(testDimensionIds.contractbericht);
    expect(sent?.get('applicationArea')).toBe(testDimensionIds.particulier);
    expect(sent?.get('name')).toBe('Hand');
    expect(sent?.get('publish')).toBe('false');
    expect((sent?.get('file') as File).name).toBe('afdSchema.xsd');
    await waitFor(() => expect(requestLists()).toBe(2));
  });

  it('asks for confirmation when the name is in use and certifies again once confirmed', async () => {
    const { server, uploads } = serverWith(({ body }) =>
      (body as FormData).get('overwrite') === 'true'
        ? json({ ...certified, version: 2 })
        : problem({ status: 409, title: 'Naam in gebruik', detail: 'Weet u dit zeker? De opgegeven naam is al in gebruik' }),
    );
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    await fillIn(user);
    await user.click(certifyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Certificering is succesvol zonder fouten.')).toBeInTheDocument();
    expect(uploads.map((form) => form.get('overwrite'))).toEqual(['false', 'true']);
  });

  it("says 'Certificering mislukt.' with the server's message and clears the file; 'Upload mislukt: oorzaak onbekend' without an answer", async () => {
    const refused = serverWith(() => problem({ status: 400, title: 'Schema niet te certificeren', detail: 'Het bestand is geen XML.' }));
    const first = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server: refused.server });
    await fillIn(first.user);
    await first.user.click(certifyButton());
    expect(await screen.findByText('Certificering mislukt.')).toBeInTheDocument();
    expect(screen.getByText('Het bestand is geen XML.')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    first.unmount();
    const silent = serverWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const second = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server: silent.server });
    await fillIn(second.user);
    await second.user.click(certifyButton());
    expect(await screen.findByText('Upload mislukt: oorzaak onbekend')).toBeInTheDocument();
  });

  it('lists the open requests with their files', async () => {
    const { server } = serverWith(() => json(certified));
    server.on('GET', `/api/ManualCertifiedSchemas/OpenRequests/${openRequest.id}/File`, () => new Response('<xs:schema/>', { headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="afdSchema.xsd"' } }));
    const createObjectUrl = vi.fn((_blob: Blob) => 'blob:aanvraag');
    Object.assign(URL, { createObjectURL: createObjectUrl, revokeObjectURL: vi.fn() });
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Openstaande aanvragen' });
    expect(within(table).getByText('Handmatig schema')).toBeInTheDocument();
    expect(within(table).getByText('Schade / Contractbericht / Particulier')).toBeInTheDocument();
    expect(within(table).getByText('20-11-2026')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'afdSchema.xsd van Handmatig schema downloaden' }));
    await waitFor(() => expect(createObjectUrl).toHaveBeenCalledTimes(1));
  });

  it('filters a long list of requests by a typed text and pages to the last request (issue 16)', async () => {
    const { server } = serverWith(() => json(certified));
    const requests = Array.from({ length: 60 }, (_, index): OpenManualRequest => ({ ...openRequest, id: `33333333-3333-4333-8333-${String(index + 1).padStart(12, '0')}`, name: `Schema ${String(index + 1).padStart(3, '0')}` }));
    server.on('GET', '/api/ManualCertifiedSchemas/OpenRequests', requests);
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Openstaande aanvragen' });
    const rejects = () => within(table).getAllByRole('button', { name: /afwijzen$/ }).map((button) => button.getAttribute('aria-label'));
    expect(rejects()).toHaveLength(50);

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken in openstaande aanvragen' }), 'schema 05');
    expect(rejects()).toEqual(Array.from({ length: 10 }, (_, index) => `Aanvraag Schema 0${50 + index} afwijzen`));

    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken in openstaande aanvragen' }));
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(rejects()).toEqual(Array.from({ length: 10 }, (_, index) => `Aanvraag Schema 0${51 + index} afwijzen`));
    await user.click(within(table).getByRole('button', { name: 'Aanvraag Schema 060 afwijzen' }));
    expect(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByText("Weet u zeker dat u de aanvraag 'Schema 060' wilt afwijzen?")).toBeInTheDocument();
  });

  it("turns a request down after confirmation: 'Aanvraag is afgewezen', and the list is asked again", async () => {
    const { server, requestLists } = serverWith(() => json(certified));
    const rejected: string[] = [];
    server.on('POST', `/api/ManualCertifiedSchemas/OpenRequests/${openRequest.id}/Reject`, () => {
      rejected.push(openRequest.id);
      return new Response(null, { status: 204 });
    });
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Openstaande aanvragen' });
    await user.click(within(table).getByRole('button', { name: 'Aanvraag Handmatig schema afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(dialog).getByText("Weet u zeker dat u de aanvraag 'Handmatig schema' wilt afwijzen?")).toBeInTheDocument();
    const listsBefore = requestLists();
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Aanvraag is afgewezen')).toBeInTheDocument();
    expect(rejected).toEqual([openRequest.id]);
    await waitFor(() => expect(requestLists()).toBeGreaterThan(listsBefore));
  });

  it("says 'Afwijzen van de aanvraag is mislukt' with the server's reason when turning down fails", async () => {
    const { server } = serverWith(() => json(certified));
    server.on('POST', `/api/ManualCertifiedSchemas/OpenRequests/${openRequest.id}/Reject`, () =>
      problem({ status: 404, title: 'Niet gevonden', detail: 'Deze aanvraag bestaat niet of is al afgehandeld.' }),
    );
    const { user } = renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Openstaande aanvragen' });
    await user.click(within(table).getByRole('button', { name: 'Aanvraag Handmatig schema afwijzen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Afwijzen van de aanvraag is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Deze aanvraag bestaat niet of is al afgehandeld.')).toBeInTheDocument();
  });

  it("says 'Ophalen van organisaties is mislukt' when the organisations cannot be loaded", async () => {
    const { server } = serverWith(() => json(certified));
    server.on('GET', '/api/Organisation', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/manualuploadxsd', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen van organisaties is mislukt')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { server } = serverWith(() => json(certified));
    const { router } = renderApp('/manualuploadxsd', { user: demoUsers.certifier, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
  });
});
