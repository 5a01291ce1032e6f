import type { BaselineSchema, BaselineUploadResult, XPathRule } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCombinations, testDimensionIds as ids, testDimensionLists } from '@/components/baseline-key-selects/baseline-key-fixtures';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';

beforeEach(() => vi.stubGlobal('XMLHttpRequest', XhrThroughFetch));
afterEach(() => vi.unstubAllGlobals());

const rules: XPathRule[] = [
  { id: 'rule00001', name: 'Alleen restrictie', selectionXPath: '//xs:complexType', predicateXPath: 'fn:true()', errorMessage: 'Fout' },
  { id: 'rule00002', name: 'Geen onbegrensde herhaling', selectionXPath: '//xs:element', predicateXPath: 'fn:true()', errorMessage: 'Fout' },
];

const stored: BaselineSchema = {
  id: '99999999-9999-4999-8999-999999999999',
  certificationArea: 'Schade',
  messageType: 'Contractbericht',
  applicationArea: 'Particulier',
  certificationAreaId: ids.schade,
  messageTypeId: ids.contractbericht,
  applicationAreaId: ids.particulier,
  idBasedAreakey: '99999999-9999-4999-8999-999999999999',
  afdVersion: 1,
  fileName: 'baseline.xsd',
  datacatVersion: '20260201',
  uploadedAt: '2026-02-01T12:00:00.000Z',
  xpathRules: [],
  metaData: { beheerdersonly: false },
};

interface Upload {
  file: File;
  fields: Record<string, string>;
}

function serverWith({ exists = false, storedRules = [] as string[], result = { messages: [], baseline: stored, replaced: false } as BaselineUploadResult } = {}) {
  const uploads: Upload[] = [];
  const schadeKeyPath = `/api/BaselineSchemas/${ids.schade}/${ids.contractbericht}/${ids.particulier}`;
  const pensioenKeyPath = `/api/BaselineSchemas/${ids.pensioen}/${ids.vbPuo}/${ids.inkomen}`;
  const notFound = () => problem({ status: 404, title: 'Niet gevonden', detail: 'Er bestaat geen baseline schema met deze sleutel.' });
  const server = new FetchStub()
    .on('GET', '/api/dimensions', testDimensionLists)
    .on('GET', '/api/DimensionCombinations', testCombinations)
    .on('GET', '/api/xpathlist', { rules })
    .on('GET', schadeKeyPath, () => (exists ? json({ ...stored, xpathRules: storedRules }) : notFound()))
    .on('GET', pensioenKeyPath, notFound)
    .on('POST', '/api/BaselineSchemas', ({ body }: StubRequest) => {
      const form = body as FormData;
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
      uploads.push({ file: form.get('file') as File, fields });
      return json(result, 201);
    });
  return { server, uploads, schadeKeyPath };
}

const xsdFile = (name = 'baseline.xsd') => new File(['<xs:schema/>'], name, { type: 'application/xml' });
const fileInput = () => screen.findByLabelText('Bestand kiezen');
const saveButton = () => screen.getByRole('button', { name: 'Sla op' });

async function chooseSchadeKey(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Schade' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Schade');
  await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'Contractbericht');
  await user.selectOptions(screen.getByLabelText('Domein'), 'Particulier');
}

describe('Upload validatie baseline', () => {
  it('enables Sla op only with one file and all three choices, and shows XPath rules only for a version-1 community', async () => {
    const { server } = serverWith();
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('heading', { name: 'Upload validatie baseline', level: 1 })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'XPath regels' })).not.toBeInTheDocument();
    await chooseSchadeKey(user);
    expect(saveButton()).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Alleen restrictie' })).toBeInTheDocument();
    await user.upload(await fileInput(), xsdFile());
    expect(saveButton()).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Pensioen');
    expect(screen.queryByRole('checkbox', { name: 'Alleen restrictie' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("uploads a new baseline with the selected rules and says 'Upload is succesvol zonder fouten.'", async () => {
    const { server, uploads } = serverWith();
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Geen onbegrensde herhaling' }));
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Upload is succesvol zonder fouten.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.file.name).toBe('baseline.xsd');
    expect(uploads[0]?.fields).toEqual({
      certificationArea: ids.schade,
      messageType: ids.contractbericht,
      applicationArea: ids.particulier,
      xpathlist: '["Geen onbegrensde herhaling"]',
    });
    expect(screen.queryByText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('asks before overwriting an existing baseline; Nee uploads nothing, Ja uploads and shows the messages', async () => {
    const { server, uploads } = serverWith({
      exists: true,
      result: { messages: [{ severity: 0, message: 'Recursie overgeslagen', description: 'baseline.xsd, regel 12' }], baseline: stored, replaced: true },
    });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?')).not.toBeInTheDocument());
    expect(uploads).toHaveLength(0);

    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    const table = await screen.findByRole('table', { name: 'Meldingen' });
    expect(within(table).getByText('Recursie overgeslagen')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('starts a re-upload with the stored baseline\'s XPath rules ticked and keeps them when overwriting', async () => {
    const { server, uploads } = serverWith({ exists: true, storedRules: ['Geen onbegrensde herhaling'] });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Geen onbegrensde herhaling' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Alleen restrictie' })).not.toBeChecked();
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.fields.xpathlist).toBe('["Geen onbegrensde herhaling"]');
  });

  it('sends no XPath rules for a version-2 community', async () => {
    const { server, uploads } = serverWith();
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pensioen' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Pensioen');
    await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'VB-PUO');
    await user.selectOptions(screen.getByLabelText('Domein'), 'Inkomen');
    await user.upload(await fileInput(), new File(['{}'], 'baseline.json', { type: 'application/json' }));
    await user.click(saveButton());
    await screen.findByText('Upload is succesvol zonder fouten.');
    expect(uploads[0]?.fields.xpathlist).toBe('[]');
  });

  it("shows the server's refusal and its messages in the table, and clears the file", async () => {
    const { server } = serverWith();
    server.on('POST', '/api/BaselineSchemas', () =>
      problem({
        status: 400,
        title: 'Baseline niet geladen',
        detail: 'Een import verwijst naar een andere namespace dan die van de datacatalogus.',
        errors: { 'baseline.xsd': ['Een import verwijst naar een andere namespace dan die van de datacatalogus. baseline.xsd, regel 3'] },
      }),
    );
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Een import verwijst naar een andere namespace dan die van de datacatalogus.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Meldingen' });
    expect(within(table).getByText(/baseline\.xsd, regel 3/)).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it("says 'Upload mislukt: oorzaak onbekend' when the upload gets no answer", async () => {
    const { server } = serverWith();
    server.on('POST', '/api/BaselineSchemas', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Upload mislukt: oorzaak onbekend')).toBeInTheDocument();
  });

  it("says 'Opslaan is mislukt' when the existence check fails otherwise than with 404", async () => {
    const { server, uploads, schadeKeyPath } = serverWith();
    server.on('GET', schadeKeyPath, () => problem({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' }));
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file of another type before uploading', async () => {
    const { server } = serverWith();
    renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), new File(['x'], 'catalogus.zip'));
    expect(await screen.findByText('catalogus.zip heeft een ongeldig bestandstype.')).toBeInTheDocument();
  });

  it("says 'Ophalen x-pad lijst is mislukt' when the rules cannot be loaded", async () => {
    const { server } = serverWith();
    server.on('GET', '/api/xpathlist', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen x-pad lijst is mislukt')).toBeInTheDocument();
  });

  it("says 'Ophalen dimensies is mislukt' and 'Ophalen combinaties is mislukt' when the key lists cannot be loaded", async () => {
    const { server } = serverWith();
    server.on('GET', '/api/dimensions', () => problem({ status: 500, title: 'Interne serverfout' })).on('GET', '/api/DimensionCombinations', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen dimensies is mislukt')).toBeInTheDocument();
    expect(await screen.findByText('Ophalen combinaties is mislukt')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { server } = serverWith();
    const { router } = renderApp('/uploadbaselinexsd', { user: demoUsers.certifier, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
  });
});
