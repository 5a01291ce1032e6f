import type { DimensionCombination, SaveDimensionCombination } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCombinations, testDimensionIds as ids } from '@/components/baseline-key-selects/baseline-key-fixtures';
import { json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

function renderScreen() {
  const posts: SaveDimensionCombination[][] = [];
  const combinations: DimensionCombination[] = structuredClone(testCombinations);
  const context = renderApp('/dimensioncombinations', { user: demoUsers.administrator });
  context.server.on('GET', '/api/DimensionCombinations', () => json(combinations)).on('POST', '/api/DimensionCombinations', (request: StubRequest) => {
    const body = JSON.parse(String(request.body)) as SaveDimensionCombination[];
    posts.push(body);
    const saved = body.map((item) => {
      const row = combinations.find((candidate) => candidate.certificationAreaId === item.certificationAreaId && candidate.messageTypeId === item.messageTypeId && candidate.applicationAreaId === item.applicationAreaId);
      if (!row) throw new Error('unknown combination');
      row.allowed = item.allowed;
      return row;
    });
    return json(saved);
  });
  return { ...context, posts };
}

const table = () => screen.getByRole('table', { name: 'Definitiecombinaties' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent).join('/'));

describe('Beheer definitiecombinaties', () => {
  it('lists every combination by certification area, message type and domain, with its allowed flag', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Beheer definitiecombinaties' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows()).toEqual([
      'Leven/Contractbericht/Particulier',
      'Pensioen/VB-PUO/Inkomen',
      'Schade/Contractbericht/Particulier',
      'Schade/Contractbericht/Zakelijk',
      'Schade/Mutatiebericht/Particulier',
      'Schade/Mutatiebericht/Zakelijk',
    ]);
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SIVI Community', 'Berichtsoort', 'Domein', 'Toegestaan']);
    expect(screen.getByRole('checkbox', { name: 'Toegestaan: Leven-Contractbericht-Particulier' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Toegestaan: Pensioen-VB-PUO-Inkomen' })).toBeChecked();
  });

  it("saves a checkbox at once and says 'Opgeslagen'", async () => {
    const { user, posts } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Toegestaan: Schade-Mutatiebericht-Zakelijk' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Toegestaan: Schade-Mutatiebericht-Zakelijk' })).toBeChecked());
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(posts).toEqual([[{ certificationAreaId: ids.schade, messageTypeId: ids.mutatiebericht, applicationAreaId: ids.zakelijk, allowed: true }]]);

    await user.click(screen.getByRole('checkbox', { name: 'Toegestaan: Pensioen-VB-PUO-Inkomen' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual([{ certificationAreaId: ids.pensioen, messageTypeId: ids.vbPuo, applicationAreaId: ids.inkomen, allowed: false }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Toegestaan: Pensioen-VB-PUO-Inkomen' })).not.toBeChecked());
  });

  it("puts the checkbox back and says 'Opslaan is mislukt' when the save fails", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/DimensionCombinations', () => problem({ status: 403, title: 'Geen toegang', detail: 'U heeft geen toegang tot deze functie.' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Toegestaan: Leven-Contractbericht-Particulier' }));
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(screen.getByText('U heeft geen toegang tot deze functie.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Toegestaan: Leven-Contractbericht-Particulier' })).not.toBeChecked());
  });

  it("says 'Ophalen van dimensiecombinaties is mislukt' and shows the empty table text when loading fails", async () => {
    const { server } = renderApp('/dimensioncombinations', { user: demoUsers.administrator });
    server.on('GET', '/api/DimensionCombinations', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van dimensiecombinaties is mislukt')).toBeInTheDocument();
    expect(await screen.findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });
});
