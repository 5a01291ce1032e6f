import type { PredefinedEntity } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';

const glas: PredefinedEntity = {
  snippetId: 'WOONHUIS-DEKKING-GLAS',
  snippetEntity: 'Dekking',
  snippetEntityType: 'Glas',
  snippetName: 'Glasdekking woonhuis',
  snippetVersion: '2.1',
  combinationProductAfdDefinition: 'Woonhuis_Combinatie',
  content: { entityName: 'Dekking' },
};
const aansprakelijkheid: PredefinedEntity = {
  snippetId: 'AN-STANDAARD',
  snippetEntity: 'AN',
  snippetEntityType: '',
  snippetName: 'Aansprakelijkheid standaard',
  snippetVersion: '1',
  combinationProductAfdDefinition: null,
  content: { entityName: 'AN' },
};

beforeEach(() => vi.stubGlobal('XMLHttpRequest', XhrThroughFetch));
afterEach(() => vi.unstubAllGlobals());

function serverWith(current: PredefinedEntity[] = [glas]) {
  const uploads: File[] = [];
  const server = new FetchStub().on('GET', '/api/PredefinedEntities', current);
  const answerUpload = (answer: (file: File) => Response) =>
    server.on('POST', '/api/PredefinedEntities', ({ body }: StubRequest) => {
      const file = (body as FormData).get('file') as File;
      uploads.push(file);
      return answer(file);
    });
  return { server, uploads, answerUpload };
}

const jsonFile = (name = 'snippets.json', text = '{"snippets":[]}') => new File([text], name, { type: 'application/json' });
const fileInput = () => screen.findByLabelText('Bestand kiezen');
const uploadButton = () => screen.getByRole('button', { name: 'Uploaden' });

describe('Voorgedefinieerde entiteiten', () => {
  it('shows the current set and an upload for exactly one .json file', async () => {
    renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server: serverWith([glas, aansprakelijkheid]).server });
    expect(await screen.findByRole('heading', { name: 'Voorgedefinieerde entiteiten', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Huidige voorgedefinieerde entiteiten' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Aansprakelijkheid standaard')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Glasdekking woonhuis')).toBeInTheDocument();
    expect(within(table).getByText('Woonhuis_Combinatie')).toBeInTheDocument();
    expect(screen.getByText('Toegestaan: .json (één bestand)')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it("uploads the chosen file, says 'Voorgedefinieerde entiteiten zijn bijgewerkt' and lists the new set", async () => {
    const { server, uploads, answerUpload } = serverWith([glas]);
    answerUpload(() => json([aansprakelijkheid]));
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    await screen.findByText('Glasdekking woonhuis');
    await user.upload(await fileInput(), jsonFile('nieuw.json'));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('nieuw.json');
    await user.click(uploadButton());
    expect(await screen.findByText('Voorgedefinieerde entiteiten zijn bijgewerkt')).toBeInTheDocument();
    expect(uploads.map((file) => file.name)).toEqual(['nieuw.json']);
    expect(await screen.findByText('Aansprakelijkheid standaard')).toBeInTheDocument();
    expect(screen.queryByText('Glasdekking woonhuis')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it("says 'Voorgedefinieerde entiteiten zijn niet bijgewerkt' with the server's message and every mistake, and keeps the set", async () => {
    const { server, answerUpload } = serverWith([glas]);
    answerUpload(() =>
      problem({
        status: 400,
        title: 'Ongeldig bestand',
        detail: 'Het bestand fout.json heeft niet de vorm van voorgedefinieerde entiteiten: 1 fout.',
        errors: { 'snippets[0].snippetName': ['Naam (snippetName) is verplicht (een niet-lege tekst).'] },
      }),
    );
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    await screen.findByText('Glasdekking woonhuis');
    await user.upload(await fileInput(), jsonFile('fout.json'));
    await user.click(uploadButton());
    expect(await screen.findByText('Voorgedefinieerde entiteiten zijn niet bijgewerkt')).toBeInTheDocument();
    expect(screen.getByText('Het bestand fout.json heeft niet de vorm van voorgedefinieerde entiteiten: 1 fout.')).toBeInTheDocument();
    const mistakes = screen.getByRole('list', { name: 'Fouten in het bestand' });
    expect(mistakes).toHaveTextContent('snippets[0].snippetName: Naam (snippetName) is verplicht (een niet-lege tekst).');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.getByText('Glasdekking woonhuis')).toBeInTheDocument();
  });

  it("says 'Upload mislukt: oorzaak onbekend' when the upload gets no answer", async () => {
    const { server } = serverWith([glas]);
    server.on('POST', '/api/PredefinedEntities', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), jsonFile());
    await user.click(uploadButton());
    expect(await screen.findByText('Voorgedefinieerde entiteiten zijn niet bijgewerkt')).toBeInTheDocument();
    expect(screen.getByText('Upload mislukt: oorzaak onbekend')).toBeInTheDocument();
  });

  it('refuses a file of another type before uploading', async () => {
    const { server, uploads } = serverWith([glas]);
    renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    // The browser's file dialog filters by `accept`; a drop does not, so this bypasses the filter.
    const dropper = userEvent.setup({ applyAccept: false });
    await dropper.upload(await fileInput(), new File(['<xs:schema/>'], 'baseline.xsd', { type: 'application/xml' }));
    expect(await screen.findByText('baseline.xsd heeft een ongeldig bestandstype.')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it("refuses a .json file that is not JSON with '{file} heeft een onbruikbare inhoud.', without uploading", async () => {
    const { server, uploads } = serverWith([glas]);
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), jsonFile('kapot.json', '{"snippets": ['));
    await user.click(uploadButton());
    expect(await screen.findByText('kapot.json heeft een onbruikbare inhoud.')).toBeInTheDocument();
    expect(screen.getByText('Voorgedefinieerde entiteiten zijn niet bijgewerkt')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('keeps one file: a second choice replaces the first', async () => {
    const { server, uploads, answerUpload } = serverWith([]);
    answerUpload(() => json([glas]));
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), jsonFile('eerste.json'));
    await user.upload(await fileInput(), jsonFile('tweede.json'));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('tweede.json');
    await user.click(uploadButton());
    await screen.findByText('Voorgedefinieerde entiteiten zijn bijgewerkt');
    expect(uploads.map((file) => file.name)).toEqual(['tweede.json']);
  });

  it("says 'Ophalen voorgedefinieerde entiteiten is mislukt.' when the current set cannot be loaded, and still allows an upload", async () => {
    const server = new FetchStub().on('GET', '/api/PredefinedEntities', () => problem({ status: 500, title: 'Interne serverfout' }));
    const { user } = renderApp('/uploadpredefinedentities', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen voorgedefinieerde entiteiten is mislukt.')).toBeInTheDocument();
    await user.upload(await fileInput(), jsonFile());
    expect(uploadButton()).toBeEnabled();
  });

  it('is for administrators only', async () => {
    const { server } = serverWith();
    const { router } = renderApp('/uploadpredefinedentities', { user: demoUsers.certifier, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
    expect(server.requests.some((request) => request.url.pathname === '/api/PredefinedEntities')).toBe(false);
  });
});
