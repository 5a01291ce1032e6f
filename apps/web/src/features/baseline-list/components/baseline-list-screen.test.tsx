import type { BaselineSchema } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

// Deliberately out of order: the screen sorts by community, then message type, then domain.
const baselines = [
  baseline('44444444-4444-4444-8444-444444444441', 'Schade', 'Schademelding', 'Zakelijk'),
  baseline('44444444-4444-4444-8444-444444444442', 'Mobiliteit', 'Contractbericht', 'Particulier'),
  baseline('44444444-4444-4444-8444-444444444443', 'Schade', 'Contractbericht', 'Zakelijk'),
  baseline('44444444-4444-4444-8444-444444444444', 'Schade', 'Contractbericht', 'Particulier'),
];

/** The body rows' cell texts (the header and the 'totaal' footer left out). */
const rowsText = () =>
  within(screen.getByRole('table', { name: 'Baselines' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === 3)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe("'AFD Online Samenstellen': the baseline list", () => {
  it('lists the baselines by community, message type and domain, each leading to its definitions', async () => {
    const server = new FetchStub().on('GET', '/api/BaselineSchemas', () => json(baselines));
    const { user, router } = renderApp('/berichtdefinities', { user: demoUsers.validator, server });

    expect(await screen.findByRole('heading', { level: 1, name: 'AFD Online Samenstellen' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Baselines' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼ ]+$/u, ''))).toEqual(['SIVI Community', 'Berichtsoort', 'Domein']);
    expect(rowsText()).toEqual([
      ['Mobiliteit', 'Contractbericht', 'Particulier'],
      ['Schade', 'Contractbericht', 'Particulier'],
      ['Schade', 'Contractbericht', 'Zakelijk'],
      ['Schade', 'Schademelding', 'Zakelijk'],
    ]);

    await user.click(within(table).getAllByRole('link', { name: 'Schademelding' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/productdefinities/Schade/Schademelding/Zakelijk'));
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
});
