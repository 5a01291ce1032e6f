import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listRoute } from './definition-list.fixture';

// The imports of the definition list (001 §2, §4 'Imports', §5, §8): one file, 'Importeer', then
// only the report and 'Sluiten'; failures show the server's lines; the CSV import has lapsed.

const route = listRoute;
const definition = listedDefinition();
const xlsxPath = /^\/api\/ProductDefinities\/xlsx-import\/Voorbeeld Verzekeringen\/Reis Compleet\/[^/]+\/[^/]+$/;

function backend(answer: (request: StubRequest) => Response, featureFlags: string[] = []) {
  const sent: string[] = [];
  const server = new FetchStub()
    .on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([definition]))
    .on('POST', xlsxPath, (request: StubRequest) => {
      const body = request.body as FormData;
      sent.push((body.get('file') as File).name);
      return answer(request);
    });
  return { ...renderApp(route, { user: demoUsers.validator, server, featureFlags }), sent };
}

async function openImport(user: ReturnType<typeof backend>['user'], item: string) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

const spreadsheet = () => new File(['PK'], 'Reis Compleet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('import a definition', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rapport'), revokeObjectURL: vi.fn() }));
  });

  it('imports one .xlsx, then offers only the report and Sluiten; the report downloads as verwerkingsrapport-{org}-{product}.txt', async () => {
    const { user, sent } = backend(() => json(["Regel 2: attribuut 'PP@PP_NUMMER' ingelezen.", '1 attributen ingelezen; de definitie is bijgewerkt.']));
    const dialog = await openImport(user, 'Importeer XLSX');
    expect(within(dialog).getByRole('button', { name: 'Importeer' })).toBeDisabled();
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Bestand kiezen'), spreadsheet());
    await user.click(within(dialog).getByRole('button', { name: 'Importeer' }));
    expect(await screen.findByText('Importeren is gelukt')).toBeInTheDocument();
    expect(sent).toEqual(['Reis Compleet.xlsx']);
    expect(within(within(dialog).getByRole('list', { name: 'Verwerkingsrapport' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByLabelText('Bestand kiezen')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Importeer' })).not.toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Download rapport' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('verwerkingsrapport-Voorbeeld Verzekeringen-Reis Compleet.txt');
    click.mockRestore();
  });

  it('shows the refused lines in an alert and keeps them downloadable', async () => {
    const { user } = backend(() =>
      problem({
        status: 422,
        title: 'Importeren is mislukt',
        detail: "Regel 3: het pad 'PP@X' bestaat niet in de baseline library van deze definitie.",
        errors: { report: ["Regel 3: het pad 'PP@X' bestaat niet in de baseline library van deze definitie.", 'Import afgebroken: 1 fout; de definitie is niet gewijzigd.'] },
      }),
    );
    const dialog = await openImport(user, 'Importeer XLSX');
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Bestand kiezen'), spreadsheet());
    await user.click(within(dialog).getByRole('button', { name: 'Importeer' }));
    expect(await within(dialog).findByText('Import afgebroken: 1 fout; de definitie is niet gewijzigd.')).toBeInTheDocument();
    expect(screen.getAllByText('Importeren is mislukt').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Download rapport' })).toBeInTheDocument();
  });

  it("refuses another file type with '{file} heeft een ongeldig bestandstype.' and sends nothing", async () => {
    const { user, sent } = backend(() => json([]));
    const dialog = await openImport(user, 'Importeer XLSX');
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Bestand kiezen'), new File(['x'], 'definitie.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('definitie.csv heeft een ongeldig bestandstype.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importeer' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('lists the CSV import only with AosCsvImport, and then says it has lapsed and does not send', async () => {
    const without = backend(() => json([]));
    await without.user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
    expect(await screen.findByRole('menuitem', { name: 'Importeer XLSX' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Importeer CSV' })).not.toBeInTheDocument();
    without.unmount();

    const { user } = backend(() => json([]), ['AosCsvImport']);
    const dialog = await openImport(user, 'Importeer CSV');
    expect(within(dialog).getByText(/per 1 juli 2024 vervallen/)).toBeInTheDocument();
    // Nothing that looks usable: no drop zone, no file input, no 'Importeer'; only 'Sluiten'.
    expect(within(dialog).queryByLabelText('Bestand kiezen')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Sleep een bestand|Kies een bestand|bestand hierheen/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Importeer' })).not.toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Sluiten' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the ZIP import, whose report is verwerkingsrapport-schema-import-{org}-{product}.txt', async () => {
    const server = new FetchStub()
      .on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([definition]))
      .on('POST', /^\/api\/ProductDefinities\/schema-import\//, () => json(['Klaar.']));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    const dialog = await openImport(user, 'Importeer AFD-definitie (ZIP)');
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Bestand kiezen'), new File(['PK'], 'Reis Compleet-offerte.zip', { type: 'application/zip' }));
    await user.click(within(dialog).getByRole('button', { name: 'Importeer' }));
    expect(await within(dialog).findByText('Klaar.')).toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Download rapport' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('verwerkingsrapport-schema-import-Voorbeeld Verzekeringen-Reis Compleet.txt');
    click.mockRestore();
  });
});
