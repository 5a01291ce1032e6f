import type { SyncResult } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listRoute } from './definition-list.fixture';

// 'Synchroniseren met baseline' from the definition list (001 §2 'Sync modal', §4 phases, §8):
// check, warnings, 'Doorgaan' or stop, the report download, and the failure toast.

const route = listRoute;
const syncPath = /^\/api\/Productdefinities\/Sync\/Voorbeeld Verzekeringen\/Reis Compleet\/[^/]+\/[^/]+$/;

const definition = listedDefinition({ taskIds: ['newer-baseline-library'] });

const warned: SyncResult = { report: ['Behouden: attribuut PP@NAAM.', 'Vervallen: attribuut PP@OUD bestaat niet meer.'], warnings: ['Vervallen: attribuut PP@OUD bestaat niet meer.'], definitionIsUpdated: false };
const written: SyncResult = { ...warned, definitionIsUpdated: true };

function backend(answer: (request: StubRequest) => Response) {
  const calls: string[] = [];
  const server = new FetchStub()
    .on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([definition]))
    .on('POST', syncPath, (request: StubRequest) => {
      calls.push(request.url.searchParams.get('saveOnWarnings') ?? '');
      return answer(request);
    });
  return { ...renderApp(route, { user: demoUsers.validator, server }), calls };
}

async function openSync(user: ReturnType<typeof backend>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Synchroniseren met baseline' }));
  return screen.findByRole('dialog', { name: 'Synchroniseren met baseline: Reis Compleet' });
}

describe('synchronise a definition with its baseline', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rapport'), revokeObjectURL: vi.fn() }));
  });

  it("shows the warnings and writes only after 'Doorgaan'; then the report can be downloaded and Sluiten closes", async () => {
    const { user, calls } = backend((request) => json(request.url.searchParams.get('saveOnWarnings') === 'true' ? written : warned));
    const dialog = await openSync(user);
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Synchroniseer' }));
    expect(await within(dialog).findByText('Vervallen: attribuut PP@OUD bestaat niet meer.')).toBeInTheDocument();
    expect(within(dialog).getByText(/kan niet ongedaan worden gemaakt/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    expect(calls).toEqual(['false']);

    await user.click(within(dialog).getByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByText('Synchronisatie is voltooid')).toBeInTheDocument();
    expect(calls).toEqual(['false', 'true']);
    expect(within(within(dialog).getByRole('list', { name: 'Synchronisatierapport' })).getAllByRole('listitem')).toHaveLength(2);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Download rapport' }));
    expect(click.mock.contexts[0]).toHaveProperty('download', 'Synchronisatierapport-Voorbeeld Verzekeringen-Reis Compleet.txt');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stopping at the warnings writes nothing', async () => {
    const { user, calls } = backend(() => json(warned));
    const dialog = await openSync(user);
    await user.click(within(dialog).getByRole('button', { name: 'Synchroniseer' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Stoppen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['false']);
    expect(screen.queryByText('Synchronisatie is voltooid')).not.toBeInTheDocument();
  });

  it('without warnings the check has written: done at once', async () => {
    const { user, calls } = backend(() => json({ report: ['Behouden: attribuut PP@NAAM.'], warnings: [], definitionIsUpdated: true }));
    const dialog = await openSync(user);
    await user.click(within(dialog).getByRole('button', { name: 'Synchroniseer' }));
    expect(await screen.findByText('Synchronisatie is voltooid')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Doorgaan' })).not.toBeInTheDocument();
    expect(calls).toEqual(['false']);
  });

  it("a failing call says 'Synchronisatie is mislukt' with the server's reason and moves on", async () => {
    const { user } = backend(() => problem({ status: 409, title: 'Geen baseline library', detail: "Baseline 'X' heeft nog geen baseline library: upload eerst de baseline." }));
    const dialog = await openSync(user);
    await user.click(within(dialog).getByRole('button', { name: 'Synchroniseer' }));
    expect(await screen.findByText('Synchronisatie is mislukt')).toBeInTheDocument();
    expect(screen.getByText("Baseline 'X' heeft nog geen baseline library: upload eerst de baseline.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stoppen' })).toBeEnabled();
  });
});
