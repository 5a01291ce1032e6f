import type { CurrentUser, OrganisationSchemaListItem } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const own = 'Voorbeeld Verzekeringen';
const organisationList = [
  { id: 'o1', name: 'Zuiderlicht' },
  { id: 'o2', name: own },
  { id: 'o3', name: 'assurantie Dijkstra' },
];

function schema(fields: Partial<OrganisationSchemaListItem> & { name: string }): OrganisationSchemaListItem {
  return {
    id: `id-${fields.name}`,
    encodedName: encodeURIComponent(fields.name),
    originalName: fields.name,
    encodedOrganization: encodeURIComponent(own),
    isPublished: false,
    isDownloadable: false,
    isOpenApiDescription: false,
    publishDate: null,
    version: 1,
    certificationArea: 'Schade',
    messageType: 'Contractbericht',
    applicationArea: 'Particulier',
    origin: 'upload',
    ...fields,
  };
}

const schemasOf = (): Record<string, OrganisationSchemaListItem[]> => ({
  [own]: [
    schema({ name: 'Autopolis', isPublished: true, isDownloadable: true, publishDate: '2026-03-04T10:00:00.000Z', isOpenApiDescription: true }),
    schema({ name: 'Woonhuis', messageType: 'Schademelding', applicationArea: 'Brand', kenmerk: 'K7Q2-9XZM-3B4T-HP6R' }),
  ],
  'assurantie Dijkstra': [schema({ name: 'Reispolis', certificationArea: 'Mobiliteit', publishDate: '2026-01-02T10:00:00.000Z', isPublished: true })],
  Zuiderlicht: [],
});

const listUrl = (organisation: string) => `/api/OrganisationSchemas/${encodeURIComponent(organisation)}`;
const schemaUrl = (organisation: string, name: string) => `${listUrl(organisation)}/${encodeURIComponent(name)}`;

function renderScreen(user: CurrentUser = demoUsers.administrator) {
  const data = schemasOf();
  const server = new FetchStub().on('GET', '/api/Organisation', () => json(organisationList));
  for (const organisation of Object.keys(data)) server.on('GET', listUrl(organisation), () => json(data[organisation]));
  const context = renderApp('/organisationschemas', { user, server });
  return { ...context, server, data };
}

/** Answers the PUT of this schema by applying it to the stub's list, as the server would. */
function acceptPublication(server: FetchStub, list: OrganisationSchemaListItem[], name: string) {
  server.on('PUT', schemaUrl(own, name), (request: StubRequest) => {
    const row = list.find((candidate) => candidate.name === name);
    if (row) {
      row.isPublished = request.url.searchParams.get('publish') === 'true';
      row.isDownloadable = request.url.searchParams.get('download') === 'true';
      row.publishDate = row.isPublished ? (row.publishDate ?? '2026-11-21T09:00:00.000Z') : null;
    }
    return json(true);
  });
}

const table = () => screen.getByRole('table', { name: "Schema's" });
const registerSwitch = (name: string) => screen.getByRole('switch', { name: `Register: ${name}` });
const downloadSwitch = (name: string) => screen.getByRole('switch', { name: `Download: ${name}` });
const pickOwn = async (user: ReturnType<typeof renderScreen>['user']) => {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisatie' }), own);
  await screen.findByText('Autopolis');
};

let savedFileNames: string[];
beforeEach(() => {
  savedFileNames = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:schema'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedFileNames.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Beheer schema's", () => {
  it('lets an administrator pick any organisation, starting with the first in Dutch order', async () => {
    const { user, server } = renderScreen();
    // The first test also waits for the screen's chunk to load.
    expect(await screen.findByRole('heading', { name: "Beheer schema's", level: 1 })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Organisatie' });
    await waitFor(() => expect(picker).toHaveValue('assurantie Dijkstra'));
    expect(await screen.findByText('Reispolis')).toBeInTheDocument();
    await user.selectOptions(picker, own);
    expect(await screen.findByText('Autopolis')).toBeInTheDocument();
    expect(screen.queryByText('Reispolis')).not.toBeInTheDocument();
    expect(server.requestsTo(listUrl(own))).toHaveLength(1);
  });

  it('shows the columns, the dd-MM-yyyy publication date, the OpenAPI mark and the J/N switches', async () => {
    const { user } = renderScreen();
    await pickOwn(user);
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'SIVI Community',
      'Berichtsoort',
      'Domein',
      'Naam schema',
      'Publicatie-datum',
      'Register',
      'Download',
      'Acties',
    ]);
    const autopolis = screen.getByRole('row', { name: /Autopolis/ });
    expect(within(autopolis).getByText('04-03-2026')).toBeInTheDocument();
    expect(within(autopolis).getByRole('img', { name: 'OpenAPI Description' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Woonhuis/ })).queryByRole('img', { name: 'OpenAPI Description' })).not.toBeInTheDocument();
    expect(registerSwitch('Autopolis')).toBeChecked();
    expect(downloadSwitch('Autopolis')).toBeChecked();
    expect(downloadSwitch('Autopolis')).toBeEnabled();
    expect(registerSwitch('Woonhuis')).not.toBeChecked();
    expect(downloadSwitch('Woonhuis')).toBeDisabled();
  });

  it('links a schema with a valid certificate to its public page, and shows no link without one (issue 18)', async () => {
    const { user } = renderScreen();
    await pickOwn(user);
    expect(within(screen.getByRole('row', { name: /Woonhuis/ })).getByRole('link', { name: 'Certificaat van Woonhuis' })).toHaveAttribute('href', '/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(within(screen.getByRole('row', { name: /Autopolis/ })).queryByRole('link', { name: /Certificaat/ })).not.toBeInTheDocument();
  });

  it('leads to the download authorisations of the organisation shown', async () => {
    const { user } = renderScreen();
    await pickOwn(user);
    expect(screen.getByRole('link', { name: 'Beheer downloadmachtigingen' })).toHaveAttribute(
      'href',
      `/organisationschema-download-authorization/${encodeURIComponent(own)}`,
    );
  });

  it("offers 'Bericht testen' on a message schema, leading to its workbench, and not on an OpenAPI description", async () => {
    const { user } = renderScreen();
    await pickOwn(user);
    expect(within(table()).getByRole('link', { name: 'Bericht testen met Woonhuis' })).toHaveAttribute('href', `/organisationschemas/${encodeURIComponent(own)}/Woonhuis/bericht-testen`);
    expect(within(table()).queryByRole('link', { name: 'Bericht testen met Autopolis' })).not.toBeInTheDocument();
  });

  it('fixes a certifier to their own organisation, shown as text', async () => {
    const { server } = renderScreen(demoUsers.certifier);
    expect(await screen.findByText('Autopolis')).toBeInTheDocument();
    expect(screen.getByText(own, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organisatie' })).not.toBeInTheDocument();
    expect(server.requestsTo('/api/Organisation')).toHaveLength(0);
  });

  it('shows the empty table text for an organisation without schemas', async () => {
    const { user } = renderScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisatie' }), 'Zuiderlicht');
    expect(await screen.findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  describe('Register and Download', () => {
    it("publishes with Register and says 'Register en download status bijgewerkt'", async () => {
      const { user, server, data } = renderScreen();
      acceptPublication(server, data[own] ?? [], 'Woonhuis');
      await pickOwn(user);
      await user.click(registerSwitch('Woonhuis'));
      expect(await screen.findByText('Register en download status bijgewerkt')).toBeInTheDocument();
      const [put] = server.requestsTo(schemaUrl(own, 'Woonhuis'));
      expect(put?.url.search).toBe('?publish=true&download=false');
      await waitFor(() => expect(downloadSwitch('Woonhuis')).toBeEnabled());
      expect(await within(screen.getByRole('row', { name: /Woonhuis/ })).findByText('21-11-2026')).toBeInTheDocument();
    });

    it('clears Download when Register goes off, and disables it', async () => {
      const { user, server, data } = renderScreen();
      acceptPublication(server, data[own] ?? [], 'Autopolis');
      await pickOwn(user);
      await user.click(registerSwitch('Autopolis'));
      await waitFor(() => expect(downloadSwitch('Autopolis')).not.toBeChecked());
      expect(downloadSwitch('Autopolis')).toBeDisabled();
      const [put] = server.requestsTo(schemaUrl(own, 'Autopolis'));
      expect(put?.url.search).toBe('?publish=false&download=false');
      expect(await screen.findByText('Register en download status bijgewerkt')).toBeInTheDocument();
    });

    it('switches Download of a published schema', async () => {
      const { user, server, data } = renderScreen();
      acceptPublication(server, data[own] ?? [], 'Autopolis');
      await pickOwn(user);
      await user.click(downloadSwitch('Autopolis'));
      expect(await screen.findByText('Register en download status bijgewerkt')).toBeInTheDocument();
      expect(server.requestsTo(schemaUrl(own, 'Autopolis'))[0]?.url.search).toBe('?publish=true&download=false');
      expect(downloadSwitch('Autopolis')).not.toBeChecked();
    });

    it("puts both switches back and says 'Bijwerken register en download status is mislukt' when the save fails", async () => {
      const { user, server } = renderScreen();
      server.on('PUT', schemaUrl(own, 'Autopolis'), () => problem({ status: 500, title: 'Interne serverfout' }));
      await pickOwn(user);
      await user.click(registerSwitch('Autopolis'));
      expect(await screen.findByText('Bijwerken register en download status is mislukt')).toBeInTheDocument();
      await waitFor(() => expect(registerSwitch('Autopolis')).toBeChecked());
      expect(downloadSwitch('Autopolis')).toBeChecked();
      expect(downloadSwitch('Autopolis')).toBeEnabled();
    });

    it('puts the Download switch back when its save fails', async () => {
      const { user, server } = renderScreen();
      server.on('PUT', schemaUrl(own, 'Autopolis'), () => problem({ status: 400, title: 'Ongeldige invoer', detail: 'Een schema dat niet in het register staat, kan niet downloadbaar zijn.' }));
      await pickOwn(user);
      await user.click(downloadSwitch('Autopolis'));
      expect(await screen.findByText('Bijwerken register en download status is mislukt')).toBeInTheDocument();
      expect(screen.getByText('Een schema dat niet in het register staat, kan niet downloadbaar zijn.')).toBeInTheDocument();
      await waitFor(() => expect(downloadSwitch('Autopolis')).toBeChecked());
    });
  });

  describe('download', () => {
    it('downloads the schema as {schemaName}.zip, whatever its Download switch says', async () => {
      const { user, server } = renderScreen();
      server.on('GET', schemaUrl(own, 'Woonhuis'), () => new Response(new Uint8Array([80, 75, 5, 6]), { headers: { 'content-type': 'application/zip' } }));
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Download Woonhuis.zip' }));
      await waitFor(() => expect(savedFileNames).toEqual(['Woonhuis.zip']));
      expect(server.requestsTo(schemaUrl(own, 'Woonhuis'))[0]?.url.search).toBe('?ignoreIsDownloadable=true');
    });

    it("says 'Ophalen van organisatieschema is mislukt' when the download fails", async () => {
      const { user, server } = renderScreen();
      server.on('GET', schemaUrl(own, 'Woonhuis'), () => problem({ status: 404, title: 'Niet gevonden', detail: "Organisatie 'Voorbeeld Verzekeringen' heeft geen schema 'Woonhuis'." }));
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Download Woonhuis.zip' }));
      expect(await screen.findByText('Ophalen van organisatieschema is mislukt')).toBeInTheDocument();
      expect(savedFileNames).toEqual([]);
    });
  });

  describe('delete', () => {
    it("asks with the usages listed, deletes on Ja and says 'Schema is verwijderd'", async () => {
      const { user, server, data } = renderScreen();
      server
        .on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Autopolis`, () => json(['Register (gepubliceerd)', 'Download toegestaan', '2 open meldingen']))
        .on('DELETE', schemaUrl(own, 'Autopolis'), () => {
          data[own] = (data[own] ?? []).filter((row) => row.name !== 'Autopolis');
          return new Response(null, { status: 204 });
        });
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Verwijder Autopolis' }));
      expect(await screen.findByText('Weet u zeker dat u dit schema wilt verwijderen?')).toBeInTheDocument();
      const usages = screen.getByRole('list', { name: 'In gebruik bij' });
      expect(within(usages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Register (gepubliceerd)', 'Download toegestaan', '2 open meldingen']);
      await user.click(screen.getByRole('button', { name: 'Ja' }));
      expect(await screen.findByText('Schema is verwijderd')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Autopolis')).not.toBeInTheDocument());
    });

    it('deletes nothing on Nee', async () => {
      const { user, server } = renderScreen();
      server.on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => json([]));
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Verwijder Woonhuis' }));
      await user.click(await screen.findByRole('button', { name: 'Nee' }));
      await waitFor(() => expect(screen.queryByText('Weet u zeker dat u dit schema wilt verwijderen?')).not.toBeInTheDocument());
      expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    });

    it("says 'Verwijderen is mislukt' with the server's message when the delete fails", async () => {
      const { user, server } = renderScreen();
      server
        .on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => json([]))
        .on('DELETE', schemaUrl(own, 'Woonhuis'), () => problem({ status: 500, title: 'Interne serverfout', detail: 'Er ging iets mis.' }));
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Verwijder Woonhuis' }));
      await user.click(await screen.findByRole('button', { name: 'Ja' }));
      expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
      expect(screen.getByText('Er ging iets mis.')).toBeInTheDocument();
      expect(screen.getByText('Woonhuis')).toBeInTheDocument();
    });

    it("says 'Verwijderen is mislukt' and asks nothing when the usages cannot be read", async () => {
      const { user, server } = renderScreen();
      server.on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => problem({ status: 500, title: 'Interne serverfout' }));
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Verwijder Woonhuis' }));
      expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
      expect(screen.queryByText('Weet u zeker dat u dit schema wilt verwijderen?')).not.toBeInTheDocument();
    });
  });

  describe('rename', () => {
    const renameUrl = (name: string) => `/api/OrganisationSchemas/Rename/${encodeURIComponent(own)}/${encodeURIComponent(name)}`;
    const editor = () => screen.getByRole('textbox', { name: 'Nieuwe naam voor Woonhuis' });
    const startEditing = async (user: ReturnType<typeof renderScreen>['user']) => {
      await pickOwn(user);
      await user.click(screen.getByRole('button', { name: 'Wijzig naam van Woonhuis' }));
    };

    it("asks with the usages listed, saves the trimmed name and says 'Schema met nieuwe naam opgeslagen'", async () => {
      const { user, server, data } = renderScreen();
      server
        .on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => json(['1 open melding']))
        .on('POST', renameUrl('Woonhuis'), (request: StubRequest) => {
          const row = data[own]?.find((candidate) => candidate.name === 'Woonhuis');
          if (row) row.name = request.url.searchParams.get('newName') ?? row.name;
          return json({ name: row?.name });
        });
      await startEditing(user);
      await user.clear(editor());
      await user.type(editor(), '  Woonhuis Plus  {Enter}');
      expect(await screen.findByText('Weet u zeker dat u dit item wilt hernoemen?')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'In gebruik bij' })).getByText('1 open melding')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ja' }));
      expect(await screen.findByText('Schema met nieuwe naam opgeslagen')).toBeInTheDocument();
      expect(server.requestsTo(renameUrl('Woonhuis'))[0]?.url.searchParams.get('newName')).toBe('Woonhuis Plus');
      expect(await screen.findByText('Woonhuis Plus')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Nieuwe naam voor Woonhuis' })).not.toBeInTheDocument();
    });

    it('just closes the editor for an unchanged name', async () => {
      const { user, server } = renderScreen();
      await startEditing(user);
      await user.type(editor(), ' {Enter}');
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nieuwe naam voor Woonhuis' })).not.toBeInTheDocument());
      expect(server.requests.some((request) => request.url.pathname.includes('Rename') || request.url.pathname.includes('UsageOf'))).toBe(false);
    });

    it("refuses another schema's name in any case with 'Er is al een schema met deze naam', and an empty name", async () => {
      const { user, server } = renderScreen();
      await startEditing(user);
      await user.clear(editor());
      await user.type(editor(), 'AUTOPOLIS{Enter}');
      expect(await screen.findByText('Er is al een schema met deze naam')).toBeInTheDocument();
      await user.clear(editor());
      await user.type(editor(), '   {Enter}');
      expect(await screen.findByText('Naam is verplicht')).toBeInTheDocument();
      expect(server.requests.some((request) => request.url.pathname.includes('Rename'))).toBe(false);
    });

    it("shows the server's 'Er is al een schema met deze naam' on the field and keeps the editor open", async () => {
      const { user, server } = renderScreen();
      server
        .on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => json([]))
        .on('POST', renameUrl('Woonhuis'), () => problem({ status: 409, title: 'Naam al in gebruik', detail: 'Er is al een schema met deze naam' }));
      await startEditing(user);
      await user.clear(editor());
      await user.type(editor(), 'Nieuw elders gemaakt{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Ja' }));
      expect(await screen.findByText('Er is al een schema met deze naam')).toBeInTheDocument();
      expect(editor()).toHaveValue('Nieuw elders gemaakt');
    });

    it("says 'Hernoemen van het schema is mislukt' when the rename fails", async () => {
      const { user, server } = renderScreen();
      server
        .on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => json([]))
        .on('POST', renameUrl('Woonhuis'), () => problem({ status: 500, title: 'Interne serverfout' }));
      await startEditing(user);
      await user.clear(editor());
      await user.type(editor(), 'Woonhuis Plus{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Ja' }));
      expect(await screen.findByText('Hernoemen van het schema is mislukt')).toBeInTheDocument();
      // The editor stays open with what was typed, to try again.
      expect(editor()).toHaveValue('Woonhuis Plus');
    });

    it("says 'Hernoemen van het schema is mislukt' when the usages cannot be read", async () => {
      const { user, server } = renderScreen();
      server.on('GET', `/api/OrganisationSchemas/UsageOf/${encodeURIComponent(own)}/Woonhuis`, () => problem({ status: 500, title: 'Interne serverfout' }));
      await startEditing(user);
      await user.clear(editor());
      await user.type(editor(), 'Woonhuis Plus{Enter}');
      expect(await screen.findByText('Hernoemen van het schema is mislukt')).toBeInTheDocument();
      expect(screen.queryByText('Weet u zeker dat u dit item wilt hernoemen?')).not.toBeInTheDocument();
    });
  });

  describe('loading', () => {
    it("says 'Ophalen van organisatieschemas is mislukt' when the list cannot be read", async () => {
      const server = new FetchStub().on('GET', listUrl(own), () => problem({ status: 500, title: 'Interne serverfout' }));
      renderApp('/organisationschemas', { user: demoUsers.certifier, server });
      expect(await screen.findByText('Ophalen van organisatieschemas is mislukt')).toBeInTheDocument();
    });

    it("says 'Ophalen van organisaties is mislukt' when an administrator's organisation list cannot be read", async () => {
      const server = new FetchStub().on('GET', '/api/Organisation', () => problem({ status: 500, title: 'Interne serverfout' }));
      renderApp('/organisationschemas', { user: demoUsers.administrator, server });
      expect(await screen.findByText('Ophalen van organisaties is mislukt')).toBeInTheDocument();
    });

    it('is for administrators and certifiers only', async () => {
      const { router } = renderApp('/organisationschemas', { user: demoUsers.validator, server: new FetchStub() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/published-schema-overview'));
    });
  });
});
