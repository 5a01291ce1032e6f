import type { BaselineSchema } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const ids = {
  motor: '11111111-1111-4111-8111-111111111111',
  claim: '22222222-2222-4222-8222-222222222222',
};
const dimension = '33333333-3333-4333-8333-333333333333';

function baseline(id: string, certificationArea: string, messageType: string, applicationArea: string, fileName: string, beheerdersonly = false): BaselineSchema {
  return {
    id,
    certificationArea,
    messageType,
    applicationArea,
    certificationAreaId: dimension,
    messageTypeId: dimension,
    applicationAreaId: dimension,
    idBasedAreakey: id,
    afdVersion: fileName.endsWith('.json') ? 2 : 1,
    fileName,
    datacatVersion: '20260201',
    uploadedAt: '2026-02-01T12:00:00.000Z',
    xpathRules: [],
    metaData: { beheerdersonly },
  };
}

const list = () => [
  baseline(ids.motor, 'Schade', 'Contractbericht', 'Particulier', 'motor.xsd'),
  baseline(ids.claim, 'Mobiliteit', 'Schademelding', 'Zakelijk', 'schademelding.json', true),
];

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:baseline'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const baselines = list();
  const puts: { url: string; body: unknown }[] = [];
  const server = new FetchStub()
    .on('GET', '/api/BaselineSchemas', () => json(baselines))
    .on('PUT', `/api/BaselineSchemas/metadata/${ids.motor}`, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as { beheerdersonly: boolean };
      puts.push({ url: request.url.pathname, body });
      const row = baselines.find((candidate) => candidate.id === ids.motor);
      if (row) row.metaData.beheerdersonly = body.beheerdersonly;
      return json(row);
    });
  const context = renderApp('/validationbaselines', { user: demoUsers.administrator, server });
  return { ...context, server, puts, baselines };
}

const table = () => screen.getByRole('table', { name: 'Validatiebaselines' });

describe('Validatie baseline beheer', () => {
  it('lists the baselines with their key, beheerders-only switch, file and delete button', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Validatie baseline beheer', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['SIVI Community', 'Berichtsoort', 'Domein', 'Beheerders only']),
    );
    expect(screen.getByRole('switch', { name: 'Beheerders only: Schade-Contractbericht-Particulier' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Beheerders only: Mobiliteit-Schademelding-Zakelijk' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Download motor.xsd (Schade-Contractbericht-Particulier)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verwijder Mobiliteit-Schademelding-Zakelijk' })).toBeInTheDocument();
  });

  it("saves the switch at once and says 'Vlag 'beheerders only' is aangepast'", async () => {
    const { user, puts } = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Beheerders only: Schade-Contractbericht-Particulier' }));
    expect(await screen.findByText("Vlag 'beheerders only' is aangepast")).toBeInTheDocument();
    expect(puts).toEqual([{ url: `/api/BaselineSchemas/metadata/${ids.motor}`, body: { beheerdersonly: true } }]);
    expect(screen.getByRole('switch', { name: 'Beheerders only: Schade-Contractbericht-Particulier' })).toBeChecked();
  });

  it("puts the switch back and says 'Updaten van baseline vlag 'beheerders only' is mislukt' when the save fails", async () => {
    const { user, server } = renderScreen();
    server.on('PUT', `/api/BaselineSchemas/metadata/${ids.motor}`, () => problem({ status: 500, title: 'Interne serverfout' }));
    await user.click(await screen.findByRole('switch', { name: 'Beheerders only: Schade-Contractbericht-Particulier' }));
    expect(await screen.findByText("Updaten van baseline vlag 'beheerders only' is mislukt")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Beheerders only: Schade-Contractbericht-Particulier' })).not.toBeChecked());
  });

  it('downloads the file of a baseline', async () => {
    const { user, server } = renderScreen();
    server.on('GET', `/api/BaselineSchemas/${ids.motor}`, () => new Response('<xs:schema/>', { headers: { 'content-disposition': 'attachment; filename="motor.xsd"' } }));
    await user.click(await screen.findByRole('button', { name: 'Download motor.xsd (Schade-Contractbericht-Particulier)' }));
    await waitFor(() => expect(server.requestsTo(`/api/BaselineSchemas/${ids.motor}`)).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it("asks for confirmation, deletes, and says 'Validatiebaseline is verwijderd'", async () => {
    const { user, server, baselines } = renderScreen();
    server
      .on('GET', `/api/BaselineSchemas/UsedByPublishedSchemas/${ids.claim}`, () => json([]))
      .on('DELETE', `/api/BaselineSchemas/${ids.claim}`, () => {
        baselines.splice(baselines.findIndex((candidate) => candidate.id === ids.claim), 1);
        return new Response(null, { status: 204 });
      });
    await user.click(await screen.findByRole('button', { name: 'Verwijder Mobiliteit-Schademelding-Zakelijk' }));
    expect(await screen.findByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Validatiebaseline is verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
  });

  it('refuses to delete a baseline that published schemas use, naming them', async () => {
    const { user, server } = renderScreen();
    server.on('GET', `/api/BaselineSchemas/UsedByPublishedSchemas/${ids.motor}`, () => json([{ organisation: 'Verzekeraar', name: 'Autopolis' }]));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Schade-Contractbericht-Particulier' }));
    expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
    expect(screen.getByText("Deze baseline wordt gebruikt door gepubliceerde schema's: Verzekeraar/Autopolis.")).toBeInTheDocument();
    expect(screen.queryByText('Weet u zeker dat u dit item wilt verwijderen?')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("says 'Verwijderen is mislukt' with the server's message when the delete fails", async () => {
    const { user, server } = renderScreen();
    server
      .on('GET', `/api/BaselineSchemas/UsedByPublishedSchemas/${ids.claim}`, () => json([]))
      .on('DELETE', `/api/BaselineSchemas/${ids.claim}`, () => problem({ status: 409, title: 'Baseline in gebruik', detail: "Deze baseline wordt nog gebruikt door schema's of aanvragen van organisaties." }));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Mobiliteit-Schademelding-Zakelijk' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
    expect(screen.getByText("Deze baseline wordt nog gebruikt door schema's of aanvragen van organisaties.")).toBeInTheDocument();
  });

  it("says 'Ophalen van de validatiebaselines is mislukt' and shows the empty table text when loading fails", async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/validationbaselines', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen van de validatiebaselines is mislukt')).toBeInTheDocument();
    expect(await screen.findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => json(list()));
    const { router } = renderApp('/validationbaselines', { user: demoUsers.certifier, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
  });
});
