import type { BaselineImpact, BaselineSchema, BaselineUploadResult, XPathRule } from '@afd/contracts';
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

const currentLibrary = { id: '11111111-1111-4111-8111-111111111111', basedOn: 'Schade-Contractbericht-Particulier', creationTime: '2026-02-01T12:00:00.000Z', datacatVersion: '20260201' };
const noCounts = { added: 0, removed: 0, narrowed: 0, widened: 0, both: 0, other: 0, codeValuesAdded: 0, codeValuesWithdrawn: 0 };

/** An analysis with a narrowed and a removed path, a withdrawn code, one definition and one schema affected. */
const knownImpact: BaselineImpact = {
  basedOn: 'Schade-Contractbericht-Particulier',
  sha256: 'a'.repeat(64),
  current: currentLibrary,
  difference: {
    counts: { ...noCounts, removed: 1, narrowed: 1, codeValuesWithdrawn: 1 },
    paths: [
      { subject: 'attribute', path: 'Contractbericht/PP@PP_KORTPRC', kind: 'removed', lines: ["Attribuut 'Contractbericht/PP@PP_KORTPRC' vervalt."] },
      { subject: 'attribute', path: 'Contractbericht/PP@PP_NUMMER', kind: 'narrowed', lines: ["Attribuut 'Contractbericht/PP@PP_NUMMER': maxLength 20 → 10 (beperkt)."] },
    ],
    codeLists: [{ name: 'ADNBRA', status: 'changed', added: [], withdrawn: ['050'], lines: ['Codelijst ADNBRA: waarde 050 ingetrokken.'] }],
  },
  definitions: [{ organisation: 'Polderzeker', name: 'Reis Compleet', path: 'Polderzeker/Schade-Contractbericht-Particulier/Reis Compleet', warnings: ["Attribuut 'Contractbericht/PP@PP_KORTPRC' bestaat niet meer."] }],
  schemas: [{ organisation: 'Polderzeker', name: 'Autopolis', version: 2, messages: [{ severity: 1, message: 'Restrictie niet toegestaan', description: 'PP_NUMMER: maxLength 12 is ruimer dan 10.' }] }],
  schemasChecked: 3,
  messages: [],
};

const emptyImpact: BaselineImpact = { ...knownImpact, difference: { counts: noCounts, paths: [], codeLists: [] }, definitions: [], schemas: [] };

function formOf(body: unknown): Upload {
  const form = body as FormData;
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return { file: form.get('file') as File, fields };
}

function serverWith({
  exists = false,
  storedRules = [] as string[],
  result = { messages: [], baseline: stored, replaced: false } as BaselineUploadResult,
  impact = knownImpact as BaselineImpact,
} = {}) {
  const uploads: Upload[] = [];
  const previews: Upload[] = [];

  const schadeKeyPath = `/api/BaselineSchemas/${ids.schade}/${ids.contractbericht}/${ids.particulier}`;
  const pensioenKeyPath = `/api/BaselineSchemas/${ids.pensioen}/${ids.vbPuo}/${ids.inkomen}`;
  const notFound = () => problem({ status: 404, title: 'Niet gevonden', detail: 'Er bestaat geen baseline schema met deze sleutel.' });
  const server = new FetchStub()
    .on('GET', '/api/dimensions', testDimensionLists)
    .on('GET', '/api/DimensionCombinations', testCombinations)
    .on('GET', '/api/xpathlist', { rules })
    .on('GET', schadeKeyPath, () => (exists ? json({ ...stored, xpathRules: storedRules }) : notFound()))
    .on('GET', pensioenKeyPath, notFound)
    .on('POST', '/api/BaselineSchemas/Impact', ({ body }: StubRequest) => {
      previews.push(formOf(body));
      return json(impact);
    })
    .on('POST', '/api/BaselineSchemas', ({ body }: StubRequest) => {
      uploads.push(formOf(body));
      return json(result, 201);
    });
  return { server, uploads, previews, schadeKeyPath };
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
  it('enables Sla op only with one file and all three choices, and shows XPath rules only for a version-1 certification area', async () => {
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

  it('asks before overwriting an existing baseline, after its impact analysis; Nee uploads nothing, Ja uploads that file with the analysis it confirms', async () => {
    const { server, uploads, previews } = serverWith({
      exists: true,
      result: { messages: [{ severity: 0, message: 'Recursie overgeslagen', description: 'baseline.xsd, regel 12' }], baseline: stored, replaced: true },
    });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?')).toBeInTheDocument();
    expect(previews).toHaveLength(1);
    expect(previews[0]?.file.name).toBe('baseline.xsd');
    expect(previews[0]?.fields).toMatchObject({ certificationArea: ids.schade, messageType: ids.contractbericht, applicationArea: ids.particulier });
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impactanalyse' })).not.toBeInTheDocument());
    expect(uploads).toHaveLength(0);

    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    const table = await screen.findByRole('table', { name: 'Meldingen' });
    expect(within(table).getByText('Recursie overgeslagen')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.fields).toMatchObject({ impactSha256: knownImpact.sha256, impactLibraryId: currentLibrary.id });
    expect(screen.queryByRole('region', { name: 'Impactanalyse' })).not.toBeInTheDocument();
  });

  it('puts the overwrite question above the analysis, in focus, and keeps Sla op disabled until it is answered (issue 30)', async () => {
    const { server } = serverWith({ exists: true });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    const question = await screen.findByText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?');
    await waitFor(() => expect(question).toHaveFocus());
    const counts = screen.getByRole('table', { name: 'Aantallen per soort wijziging' });
    expect(question.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(question.compareDocumentPosition(screen.getByRole('button', { name: 'Ja' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja' }).compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('shows the impact analysis: counts per kind, the paths with their change, the code lists, the affected definitions and schemas', async () => {
    const { server } = serverWith({ exists: true });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    const section = await screen.findByRole('region', { name: 'Impactanalyse' });
    const counts = within(section).getByRole('table', { name: 'Aantallen per soort wijziging' });
    const [headers, values] = within(counts).getAllByRole('row');
    const cellTexts = (row: HTMLElement | undefined) => [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent);
    expect(cellTexts(headers)).toEqual(['Toegevoegd', 'Vervallen', 'Beperkt', 'Verruimd', 'Beperkt en verruimd', 'Gewijzigd', 'Codewaarden toegevoegd', 'Codewaarden ingetrokken']);
    expect(cellTexts(values)).toEqual(['0', '1', '1', '0', '0', '0', '0', '1']);
    const paths = within(section).getByRole('table', { name: 'Verschillen per pad' });
    const narrowed = within(paths).getByText('Contractbericht/PP@PP_NUMMER').closest('tr');
    if (!narrowed) throw new Error('no row for PP_NUMMER');
    expect(within(narrowed).getByText('Beperkt')).toBeInTheDocument();
    expect(within(narrowed).getByText("Attribuut 'Contractbericht/PP@PP_NUMMER': maxLength 20 → 10 (beperkt).")).toBeInTheDocument();
    const codeLists = within(section).getByRole('table', { name: 'Verschillen per codelijst' });
    expect(within(codeLists).getByText('050')).toBeInTheDocument();
    const definitions = within(section).getByRole('list', { name: 'AFD-definities met synchronisatiewaarschuwingen' });
    expect(within(definitions).getByText('Polderzeker/Schade-Contractbericht-Particulier/Reis Compleet')).toBeInTheDocument();
    expect(within(definitions).getByText("Attribuut 'Contractbericht/PP@PP_KORTPRC' bestaat niet meer.")).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: "Gecertificeerde schema's die niet meer certificeren (1 van 3)" })).toBeInTheDocument();
    expect(within(section).getByText('Polderzeker/Autopolis (versie 2)')).toBeInTheDocument();
    expect(within(section).getByText('Restrictie niet toegestaan PP_NUMMER: maxLength 12 is ruimer dan 10.')).toBeInTheDocument();
  });

  it("says 'Geen verschillen' and that nothing is affected when the new file changes nothing", async () => {
    const { server } = serverWith({ exists: true, impact: emptyImpact });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    const section = await screen.findByRole('region', { name: 'Impactanalyse' });
    expect(within(section).getByText('Geen verschillen')).toBeInTheDocument();
    expect(within(section).getByText('Geen AFD-definities krijgen synchronisatiewaarschuwingen.')).toBeInTheDocument();
    expect(within(section).getByText('Alle gecertificeerde schema’s op deze baseline certificeren ook tegen de nieuwe baseline library.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Ja' })).toBeEnabled();
  });

  it("shows a failed analysis with the server's reason, and Ja cannot overwrite without one", async () => {
    const { server, uploads } = serverWith({ exists: true });
    server.on('POST', '/api/BaselineSchemas/Impact', () => problem({ status: 400, title: 'Baseline niet geladen', detail: 'Het bestand is geen geldige XSD.' }));
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impactanalyse is mislukt')).toBeInTheDocument();
    expect(within(alert).getByText('Het bestand is geen geldige XSD.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('shows that the analysis is running, and drops it when another file is chosen: the new file is analysed again before Ja', async () => {
    const { server, uploads, previews } = serverWith({ exists: true });
    let answer: (value: Response) => void = () => undefined;
    server.on('POST', '/api/BaselineSchemas/Impact', ({ body }: StubRequest) => {
      previews.push(formOf(body));
      return previews.length === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : json(knownImpact);
    });
    const { user } = renderApp('/uploadbaselinexsd', { user: demoUsers.administrator, server });
    await chooseSchadeKey(user);
    await user.upload(await fileInput(), xsdFile());
    await user.click(saveButton());
    expect(await screen.findByRole('status', { name: 'Impactanalyse wordt uitgevoerd' })).toBeInTheDocument();
    answer(json(knownImpact));
    expect(await screen.findByRole('button', { name: 'Ja' })).toBeEnabled();

    await user.upload(await fileInput(), xsdFile('ander.xsd'));
    expect(screen.queryByRole('region', { name: 'Impactanalyse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ja' })).not.toBeInTheDocument();
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(previews.map((preview) => preview.file.name)).toEqual(['baseline.xsd', 'ander.xsd']);
    expect(uploads[0]?.file.name).toBe('ander.xsd');
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

  it('sends no XPath rules for a version-2 certification area', async () => {
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
