import type { BaselineSchema } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const dimension = '33333333-3333-4333-8333-333333333333';

function baseline(id: string, certificationArea: string, messageType: string, applicationArea: string): BaselineSchema {
  return {
    id,
    certificationArea,
    messageType,
    applicationArea,
    certificationAreaId: dimension,
    messageTypeId: dimension,
    applicationAreaId: dimension,
    idBasedAreakey: id,
    afdVersion: 1,
    fileName: 'baseline.xsd',
    datacatVersion: '20260201',
    uploadedAt: '2026-02-01T12:00:00.000Z',
    xpathRules: [],
    metaData: { beheerdersonly: false },
  };
}

// Deliberately out of order: the screen sorts by certification area, then message type, then domain.
const baselines = [
  baseline('44444444-4444-4444-8444-444444444441', 'Schade', 'Schademelding', 'Zakelijk'),
  baseline('44444444-4444-4444-8444-444444444442', 'Mobiliteit', 'Contractbericht', 'Particulier'),
  baseline('44444444-4444-4444-8444-444444444443', 'Schade', 'Contractbericht', 'Zakelijk'),
  baseline('44444444-4444-4444-8444-444444444444', 'Schade', 'Contractbericht', 'Particulier'),
];

/** The body rows' key cell texts (the header, the 'totaal' footer and the download button left out). */
const rowsText = () =>
  within(screen.getByRole('table', { name: 'Baselines' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === 4)
    .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));

/** File names the screen offers to save (saveFile clicks a temporary link with `download`). */
function captureSavedFiles(): string[] {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pakket'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe("'AFD Online Samenstellen': the baseline list", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the baselines by certification area, message type and domain, each leading to its definitions', async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => json(baselines));
    const { user, router } = renderApp('/berichtdefinities', { user: demoUsers.validator, server });

    expect(await screen.findByRole('heading', { level: 1, name: 'AFD Online Samenstellen' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Baselines' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼ ]+$/u, ''))).toEqual(['SIVI Community', 'Berichtsoort', 'Domein', 'Offline controle']);
    expect(rowsText()).toEqual([
      ['Mobiliteit', 'Contractbericht', 'Particulier'],
      ['Schade', 'Contractbericht', 'Particulier'],
      ['Schade', 'Contractbericht', 'Zakelijk'],
      ['Schade', 'Schademelding', 'Zakelijk'],
    ]);

    await user.click(within(table).getByRole('link', { name: 'Schade – Schademelding – Zakelijk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productdefinities/Schade/Schademelding/Zakelijk'));
  });

  it('gives each row one link, named after the whole baseline, with nothing interactive inside it; the keyboard opens it', async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => json(baselines));
    const { user, router } = renderApp('/berichtdefinities', { user: demoUsers.validator, server });
    const table = await screen.findByRole('table', { name: 'Baselines' });
    const bodyRows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length === 4);
    expect(bodyRows.map((row) => within(row).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent))).toEqual([
      ['Mobiliteit – Contractbericht – Particulier'],
      ['Schade – Contractbericht – Particulier'],
      ['Schade – Contractbericht – Zakelijk'],
      ['Schade – Schademelding – Zakelijk'],
    ]);
    for (const link of within(table).getAllByRole('link')) expect(link.querySelector('a, button, input, select, textarea')).toBeNull();
    // The link's click area covers its row (a stretched link), so the row's other cells carry no links of their own.
    for (const row of bodyRows) expect(within(row).getAllByRole('link')[0]?.closest('tr')).toBe(row);

    const link = within(table).getByRole('link', { name: 'Schade – Contractbericht – Zakelijk' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/productdefinities/Schade/Contractbericht/Zakelijk'));
  });

  it("says 'Er is geen data om te tonen.' without baselines", async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => json([]));
    renderApp('/berichtdefinities', { user: demoUsers.validator, server });
    expect(await screen.findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it("says 'Ophalen van baselines is mislukt' when the list cannot be loaded", async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/berichtdefinities', { user: demoUsers.certifier, server });
    expect(await screen.findByText('Ophalen van baselines is mislukt')).toBeInTheDocument();
  });

  it("saves a row's baseline package under the server's file name with 'Baseline downloaden', and tells how to use it", async () => {
    const saved = captureSavedFiles();
    const fileName = 'Schade-Contractbericht-Zakelijk.afdbaseline.json';
    const server = new FetchStub()
      .on('GET', '/api/BaselineSchemas', () => json(baselines))
      .on('GET', '/api/BaselineSchemas/44444444-4444-4444-8444-444444444443/CertificationPackage', () => new Response('{"format":"afd-baselinepakket"}', {
        headers: { 'content-type': 'application/json', 'content-disposition': `attachment; filename="${fileName}"` },
      }));
    const { user } = renderApp('/berichtdefinities', { user: demoUsers.validator, server });

    expect(await screen.findByText(/npx afd-certify --baseline <pakket> <schema>/u)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Baseline downloaden Schade-Contractbericht-Zakelijk' }));
    await waitFor(() => expect(saved).toEqual([fileName]));
    expect(screen.getAllByRole('button', { name: /^Baseline downloaden / })).toHaveLength(baselines.length);
  });

  it("shows the server's Dutch reason when it refuses the package, and saves nothing", async () => {
    const saved = captureSavedFiles();
    const reason = 'Tegen deze combinatie van community, berichtsoort en domein kan niet gecertificeerd worden, dus is er geen baselinepakket.';
    const server = new FetchStub()
      .on('GET', '/api/BaselineSchemas', () => json(baselines))
      .on('GET', '/api/BaselineSchemas/44444444-4444-4444-8444-444444444441/CertificationPackage', () => problem({ status: 403, title: 'Combinatie niet toegestaan', detail: reason }));
    const { user } = renderApp('/berichtdefinities', { user: demoUsers.certifier, server });

    await user.click(await screen.findByRole('button', { name: 'Baseline downloaden Schade-Schademelding-Zakelijk' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Downloaden van de baseline is mislukt')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
