import type { PublishedRegister, PublishedSchema } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const schadeId = '11111111-1111-4111-8111-111111111111';
const levenId = '22222222-2222-4222-8222-222222222222';
const longName = 'Polderzeker_Reis_SUIV_Particulier_Uitgebreid';

function schema(name: string, fields: Partial<PublishedSchema> = {}): PublishedSchema {
  return {
    name,
    encodedName: encodeURIComponent(name),
    organisation: 'Polderzeker',
    displayName: name,
    isDownloadable: true,
    isOpenApiDescription: false,
    version: 1,
    publishDate: '2026-03-01T10:00:00.000Z',
    mayDownload: false,
    ...fields,
  };
}

/** A baseline of the tree call: names and counts, no schemas (those come from the column call). */
const baseline = (id: string, name: string, schemas: PublishedSchema[]) => {
  const [certificationArea = '', messageType = '', applicationArea = ''] = name.split('-');
  return { id, name, certificationArea, messageType, applicationArea, schemaCount: schemas.length, hasOpenApiDescriptions: schemas.some((s) => s.isOpenApiDescription) };
};

interface Setup {
  route?: string;
  user?: (typeof demoUsers)[keyof typeof demoUsers] | null;
  withOpenApi?: boolean;
}

function renderScreen({ route = '/published-schema-overview', user = null, withOpenApi = false }: Setup = {}) {
  const signedIn = user !== null;
  const schade = [
    schema('Auto_Basis', { mayDownload: signedIn }),
    schema('Niet_Downloadbaar', { isDownloadable: false }),
    schema(longName, { isDownloadable: true, mayDownload: false }),
    ...(withOpenApi ? [schema('Auto_OAD', { isOpenApiDescription: true, mayDownload: signedIn })] : []),
  ];
  const register: PublishedRegister = {
    hasOpenApiDescriptions: withOpenApi,
    organisations: [
      { name: 'assurantiekantoor-Dijkstra', baselines: [baseline(levenId, 'Leven-Offerte-Zakelijk', [schema('Leven_Basis', { organisation: 'assurantiekantoor-Dijkstra' })])] },
      { name: 'Polderzeker', baselines: [baseline(levenId, 'Leven-Offerte-Zakelijk', []), baseline(schadeId, 'Schade-Contractbericht-Particulier', schade)] },
    ],
  };
  const context = renderApp(route, { user });
  context.server
    .on('GET', '/api/PublishedSchemas', register)
    .on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}`, schade)
    .on('GET', `/api/PublishedSchemas/Polderzeker/${levenId}`, []);
  return context;
}

/** File names the screen offers to save (saveFile clicks a temporary link with `download`). */
function captureDownloads(): string[] {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:download'), revokeObjectURL: vi.fn() });
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return downloads;
}

const column = (name: string) => screen.getByRole('region', { name });
const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('Gecertificeerde AFD-definities (register)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows organisations to an anonymous visitor, then baselines and schemas as they click, and keeps the choice in the query', async () => {
    const { user, router } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gecertificeerde AFD-definities' })).toBeInTheDocument();
    const organisations = await screen.findByRole('region', { name: 'Organisatie' });
    expect(within(organisations).getAllByRole('button').map((button) => button.textContent)).toEqual(['assurantiekantoor-Dijkstra', 'Polderzeker']);

    await user.click(within(organisations).getByRole('button', { name: 'Polderzeker' }));
    expect(searchOf(router).get('organization')).toBe('Polderzeker');
    expect(within(organisations).getByRole('button', { name: 'Polderzeker' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(column('Baseline')).getByRole('button', { name: 'Schade-Contractbericht-Particulier' }));
    expect(searchOf(router).get('baselineid')).toBe(schadeId);

    const schemas = column('Schema');
    expect(await within(schemas).findByText('Auto_Basis')).toBeInTheDocument();
    // Anonymous: every name is plain text, no envelope, no CSV export.
    expect(within(schemas).queryAllByRole('button')).toEqual([]);
    expect(within(schemas).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Exporteer CSV' })).not.toBeInTheDocument();
  });

  it('loads a column\'s schemas only when its baseline is chosen, showing that it is loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, server } = renderScreen({ route: '/published-schema-overview?organization=Polderzeker' });
    server.on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}`, () => new Promise<Response>((resolve) => (answer = resolve)));
    const baselines = await screen.findByRole('region', { name: 'Baseline' });
    expect(server.requestsTo(`/api/PublishedSchemas/Polderzeker/${schadeId}`)).toHaveLength(0);
    await user.click(within(baselines).getByRole('button', { name: 'Schade-Contractbericht-Particulier' }));
    expect(await within(column('Schema')).findByRole('status', { name: "Schema's worden geladen" })).toBeInTheDocument();
    answer(new Response(JSON.stringify([schema('Auto_Basis')]), { headers: { 'content-type': 'application/json' } }));
    expect(await within(column('Schema')).findByText('Auto_Basis')).toBeInTheDocument();
    expect(server.requestsTo(`/api/PublishedSchemas/Polderzeker/${schadeId}`)).toHaveLength(1);
  });

  it('links a schema with earlier versions to its versions and their compatibility, also signed out (issue 32)', async () => {
    const { server, user, router } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}` });
    server.on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}`, [schema('Auto_Basis', { version: 3 }), schema('Niet_Downloadbaar', { isDownloadable: false })]);
    const schemas = await screen.findByRole('region', { name: 'Schema' });
    const link = await within(schemas).findByRole('link', { name: 'Versies van Auto_Basis' });
    expect(link).toHaveTextContent('versie 3');
    expect(link).toHaveAttribute('href', '/register/Polderzeker/Auto_Basis/versies');
    // A first version has nothing to compare with: no link.
    expect(within(schemas).queryByRole('link', { name: 'Versies van Niet_Downloadbaar' })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/Polderzeker/Auto_Basis/versies'));
  });

  it('preselects organisation (ignoring case) and baseline from the query', async () => {
    renderScreen({ route: `/published-schema-overview?organization=polderzeker&baselineid=${schadeId}` });
    expect(await within(await screen.findByRole('region', { name: 'Schema' })).findByText('Auto_Basis')).toBeInTheDocument();
    expect(within(column('Organisatie')).getByRole('button', { name: 'Polderzeker' })).toHaveAttribute('aria-current', 'true');
    expect(within(column('Baseline')).getByRole('button', { name: 'Schade-Contractbericht-Particulier' })).toHaveAttribute('aria-current', 'true');
  });

  it("links the chosen organisation's changes as a JSON Feed, also as the page's alternate (issue 32)", async () => {
    renderScreen({ route: '/published-schema-overview?organization=polderzeker' });
    const link = await screen.findByRole('link', { name: "Wijzigingen in schema's van Polderzeker (JSON Feed)" });
    expect(link).toHaveAttribute('href', '/api/PublishedSchemas/feed/Polderzeker');
    await waitFor(() => expect(document.head.querySelector('link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute('href', '/api/PublishedSchemas/feed/Polderzeker'));
  });

  it('gives a signed-in user download links and envelopes for downloadable schemas, and the CSV export', async () => {
    renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}`, user: demoUsers.validator });
    const schemas = await screen.findByRole('region', { name: 'Schema' });
    expect(await within(schemas).findByRole('button', { name: 'Auto_Basis' })).toBeInTheDocument();
    expect(within(schemas).queryByRole('button', { name: 'Niet_Downloadbaar' })).not.toBeInTheDocument();
    expect(within(schemas).getByText('Niet_Downloadbaar')).toBeInTheDocument();
    expect(within(schemas).getByRole('link', { name: 'Melding maken over Auto_Basis' })).toHaveAttribute(
      'href',
      `/schema-issue-new/Polderzeker/${schadeId}/Auto_Basis`,
    );
    expect(within(schemas).queryByRole('link', { name: 'Melding maken over Niet_Downloadbaar' })).not.toBeInTheDocument();
    // Downloadable but refused by the owner's restriction (mayDownload false): still a link, so the
    // user hears the owner's reason; the envelope stays.
    expect(within(schemas).getByRole('button', { name: longName.replaceAll('_', '_\u200B') })).toBeInTheDocument();
    expect(within(schemas).getByRole('link', { name: `Melding maken over ${longName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporteer CSV' })).toBeInTheDocument();
  });

  it('tells a first-time visitor what the register is, and that downloading and meldingen need signing in', async () => {
    const anonymous = renderScreen();
    expect(await screen.findByText(/Het register toont de AFD-definities die organisaties hebben laten certificeren en publiceren/u)).toBeInTheDocument();
    expect(screen.getByText(/Meld u aan om schema's te downloaden of er een melding over te maken\./u)).toBeInTheDocument();
    anonymous.unmount();
    const { user } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}`, user: demoUsers.validator });
    expect(await screen.findByText(/Klik op de naam van een schema om het te downloaden, of op de envelop/u)).toBeInTheDocument();
    // The envelope says in words what it does, on hover and focus.
    await user.hover(await screen.findByRole('link', { name: 'Melding maken over Auto_Basis' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Melding maken');
  });

  it('breaks long names after their underscores with zero-width spaces', async () => {
    renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}` });
    const schemas = await screen.findByRole('region', { name: 'Schema' });
    expect(await within(schemas).findByText('Polderzeker_\u200BReis_\u200BSUIV_\u200BParticulier_\u200BUitgebreid')).toBeInTheDocument();
    expect(within(schemas).getByText('Auto_Basis')).toBeInTheDocument();
  });

  it('downloads {schemaName}.zip when a signed-in user clicks a name', async () => {
    const downloads = captureDownloads();
    const { user, server } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}`, user: demoUsers.validator });
    server.on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}/Auto_Basis`, () => new Response('PK', { headers: { 'content-type': 'application/zip' } }));
    await user.click(await screen.findByRole('button', { name: 'Auto_Basis' }));
    await waitFor(() => expect(downloads).toEqual(['Auto_Basis.zip']));
  });

  it("shows the server's reason when it refuses a download", async () => {
    const { user, server } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}`, user: demoUsers.validator });
    const reason = 'Polderzeker staat het downloaden van deze definitie alleen toe aan organisaties die zij heeft gemachtigd; uw organisatie is daar niet bij.';
    server.on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}/${longName}`, () => problem({ status: 403, title: 'Geen toegang', detail: reason }));
    await user.click(await screen.findByRole('button', { name: longName.replaceAll('_', '_\u200B') }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('saves publication-info.csv on Exporteer CSV', async () => {
    const downloads = captureDownloads();
    const { user, server } = renderScreen({ user: demoUsers.certifier });
    server.on('GET', '/api/afd-definitions/publication-info/output-csv', () => new Response('Organisatie\r\n', { headers: { 'content-type': 'text/csv' } }));
    await user.click(await screen.findByRole('button', { name: 'Exporteer CSV' }));
    await waitFor(() => expect(downloads).toEqual(['publication-info.csv']));
  });

  it("says 'Export Csv is mislukt' when the export fails", async () => {
    const { user, server } = renderScreen({ user: demoUsers.certifier });
    server.on('GET', '/api/afd-definitions/publication-info/output-csv', () => problem({ status: 500, title: 'Serverfout' }));
    await user.click(await screen.findByRole('button', { name: 'Exporteer CSV' }));
    expect(await screen.findByText('Export Csv is mislukt')).toBeInTheDocument();
  });

  describe('the schema filter', () => {
    it('is absent when no OpenAPI descriptions exist', async () => {
      renderScreen();
      await screen.findByRole('region', { name: 'Organisatie' });
      expect(screen.queryByText('Alle definities')).not.toBeInTheDocument();
    });

    it('appears with OpenAPI descriptions and narrows the schema column', async () => {
      const { user } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}`, withOpenApi: true });
      const schemas = await screen.findByRole('region', { name: 'Schema' });
      expect(await within(schemas).findByText('Auto_OAD')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Alle definities' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Alleen OAD-definities' }));
      expect(within(schemas).queryByText('Auto_Basis')).not.toBeInTheDocument();
      expect(within(schemas).getByText('Auto_OAD')).toBeInTheDocument();
      expect(within(schemas).getByRole('img', { name: 'OpenAPI Description' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Alleen AFD-definities' }));
      expect(within(schemas).getByText('Auto_Basis')).toBeInTheDocument();
      expect(within(schemas).queryByText('Auto_OAD')).not.toBeInTheDocument();
    });
  });

  describe("'Alleen OAD-definities' (issue 30)", () => {
    it('keeps only organisations and baselines with an OpenAPI description, and a choice it drops is gone', async () => {
      const { user } = renderScreen({ route: `/published-schema-overview?organization=assurantiekantoor-Dijkstra&baselineid=${levenId}`, withOpenApi: true });
      const organisations = await screen.findByRole('region', { name: 'Organisatie' });
      expect(within(organisations).getByText('assurantiekantoor-Dijkstra')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Alleen OAD-definities' }));
      expect(within(organisations).queryByText('assurantiekantoor-Dijkstra')).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Schema' })).getByText('Kies een baseline.')).toBeInTheDocument();

      await user.click(within(organisations).getByText('Polderzeker'));
      const baselines = screen.getByRole('region', { name: 'Baseline' });
      expect(within(baselines).queryByText('Leven-Offerte-Zakelijk')).not.toBeInTheDocument();
      await user.click(within(baselines).getByText('Schade-Contractbericht-Particulier'));
      expect(await within(screen.getByRole('region', { name: 'Schema' })).findByText('Auto_OAD')).toBeInTheDocument();
      expect(screen.queryByText(/Geen schemas/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Alle definities' }));
      expect(within(organisations).getByText('assurantiekantoor-Dijkstra')).toBeInTheDocument();
    });

    it("says 'Geen schema's.' for a baseline without the chosen kind", async () => {
      const { user } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${levenId}`, withOpenApi: true });
      const schemas = await screen.findByRole('region', { name: 'Schema' });
      expect(await within(schemas).findByText("Geen schema's.")).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Alleen AFD-definities' }));
      expect(within(schemas).getByText("Geen schema's.")).toBeInTheDocument();
    });
  });

  describe('failure toasts', () => {
    it("says 'Ophalen van baselines is mislukt' when the register does not load", async () => {
      const { server } = renderScreen();
      server.on('GET', '/api/PublishedSchemas', () => problem({ status: 500, title: 'Serverfout' }));
      expect(await screen.findByText('Ophalen van baselines is mislukt')).toBeInTheDocument();
    });

    it("says 'Ophalen van schemas is mislukt' when a column does not load", async () => {
      const { server } = renderScreen({ route: `/published-schema-overview?organization=Polderzeker&baselineid=${schadeId}` });
      server.on('GET', `/api/PublishedSchemas/Polderzeker/${schadeId}`, () => problem({ status: 500, title: 'Serverfout' }));
      expect(await screen.findByText('Ophalen van schemas is mislukt')).toBeInTheDocument();
    });
  });
});
