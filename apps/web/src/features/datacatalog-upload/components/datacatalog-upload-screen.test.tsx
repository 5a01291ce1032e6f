import type { DatacatalogUploadResult } from '@afd/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:catalogus'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const uploaded: DatacatalogUploadResult = {
  id: '11111111-1111-4111-8111-111111111111',
  version: '20260201 / 2026.1',
  sources: { afd1Xsd: true, afd2Json: true },
  entityCount: 12,
  codeListCount: 8,
  files: ['formaten_20260201.xsd', 'datacat.json'],
  warnings: [],
  uploadedAt: '2026-02-01T12:00:00.000Z',
};

function serverWith(answer: (request: StubRequest) => Response | Promise<Response>) {
  const uploads: File[] = [];
  const server = new FetchStub().on('POST', '/api/Datacatalogs', (request: StubRequest) => {
    uploads.push((request.body as FormData).get('file') as File);
    return answer(request);
  });
  return { server, uploads };
}

const zipFile = (name = 'catalogus.zip') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' });
const fileInput = () => screen.findByLabelText('Bestand kiezen');
const uploadButton = () => screen.getByRole('button', { name: 'Uploaden' });

describe('Upload datacatalogus', () => {
  it('takes one ZIP and enables Uploaden only when a file is chosen', async () => {
    const { server } = serverWith(() => json(uploaded, 201));
    const { user } = renderApp('/uploadafm', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('heading', { name: 'Upload datacatalogus', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Toegestaan: .zip, .afm (één bestand)')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await user.upload(await fileInput(), zipFile());
    expect(uploadButton()).toBeEnabled();
  });

  it("uploads the ZIP, says 'Upload van datacatalogus afgerond.' and offers the catalogue as JSON", async () => {
    const { server, uploads } = serverWith(() => json(uploaded, 201));
    server.on('GET', '/api/Datacatalogs', () => new Response('{"version":"x"}', { headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="datacatalogus-x.json"' } }));
    const { user } = renderApp('/uploadafm', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), zipFile());
    await user.click(uploadButton());
    expect((await screen.findAllByText('Upload van datacatalogus afgerond.')).length).toBeGreaterThan(0);
    expect(uploads.map((file) => file.name)).toEqual(['catalogus.zip']);
    expect(screen.getByText('Versie 20260201 / 2026.1')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download de datacatalogus als JSON' }));
    await waitFor(() => expect(server.requestsTo('/api/Datacatalogs').filter((request) => request.method === 'GET')).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it("shows the server's message and the file's problems, and clears the file, when the upload is refused", async () => {
    const { server } = serverWith(() =>
      problem({
        status: 400,
        title: 'Datacatalogus niet geladen',
        detail: 'formaten_20260201.xsd, regel 3: de XML is niet goed gevormd.',
        errors: { 'catalogus.zip': ['formaten_20260201.xsd, regel 3: de XML is niet goed gevormd.', 'codelist.json is geen JSON.'] },
      }),
    );
    const { user } = renderApp('/uploadafm', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), zipFile());
    await user.click(uploadButton());
    expect(await screen.findByRole('list', { name: 'Meldingen bij de datacatalogus' })).toHaveTextContent('codelist.json is geen JSON.');
    expect(screen.getAllByText('formaten_20260201.xsd, regel 3: de XML is niet goed gevormd.').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload van datacatalogus afgerond.')).not.toBeInTheDocument();
  });

  it("says 'Upload mislukt: oorzaak onbekend' when the upload gets no answer", async () => {
    const { server } = serverWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/uploadafm', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), zipFile());
    await user.click(uploadButton());
    expect(await screen.findByText('Upload mislukt: oorzaak onbekend')).toBeInTheDocument();
  });

  it('refuses a file of another type before uploading', async () => {
    const { server, uploads } = serverWith(() => json(uploaded, 201));
    renderApp('/uploadafm', { user: demoUsers.administrator, server });
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), new File(['<xs:schema/>'], 'formaten.xsd'));
    expect(await screen.findByText('formaten.xsd heeft een ongeldig bestandstype.')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it("says 'Ophalen van gegevens is mislukt' when the JSON download fails", async () => {
    const { server } = serverWith(() => json(uploaded, 201));
    server.on('GET', '/api/Datacatalogs', () => problem({ status: 404, title: 'Geen datacatalogus', detail: 'Er is nog geen datacatalogus geüpload.' }));
    const { user } = renderApp('/uploadafm', { user: demoUsers.administrator, server });
    await user.upload(await fileInput(), zipFile());
    await user.click(uploadButton());
    await user.click(await screen.findByRole('button', { name: 'Download de datacatalogus als JSON' }));
    expect(await screen.findByText('Ophalen van gegevens is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is nog geen datacatalogus geüpload.')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { server } = serverWith(() => json(uploaded, 201));
    const { router } = renderApp('/uploadafm', { user: demoUsers.certifier, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
  });
});
