import type { OpenApiDescription, OpenApiOperation, OpenApiPathItem } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { newOperation } from './openapi-model';

// The OpenAPI description editor (001 §2 'OpenAPI description editor', §4 'OpenAPI editing', §5
// 'OpenAPI editor', §8): the tree and each panel, every field rule with its message, each change
// stored whole with its revision and then validated by the server, the Errors card, confirmation
// before removal, a stale save, and the failure toasts.

const route = '/productdefinitie/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet/openapi';
const descriptionPath = /^\/api\/OpenApi\/openApiDescriptions\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const validatorPath = '/api/OpenApi/openApiDescriptions/validator';
const exportPath = '/api/OpenApi/openApiDescription';

// The fixtures start from the editor's own empty operation.
const operation = (overrides: Partial<OpenApiOperation> = {}): OpenApiOperation => ({ ...newOperation(), ...overrides });
const pathItem = (overrides: Partial<OpenApiPathItem> = {}): OpenApiPathItem => ({ summary: '', description: '', servers: [], parameters: [], get: null, put: null, post: null, patch: null, ...overrides });

const stored: OpenApiDescription = {
  openApiSpecificationVersion: '3.1.0',
  info: { title: 'Reis Compleet', summary: '', description: '', version: '001.00' },
  servers: [],
  paths: [
    { path: '/polissen', pathItem: pathItem({ get: operation(), put: operation({ isActive: false }) }) },
    { path: '/polissen/{polisnummer}', pathItem: pathItem() },
  ],
};

interface BackendOptions {
  description?: OpenApiDescription | null;
  load?: () => Response;
  save?: (description: OpenApiDescription) => Response | undefined;
  validate?: (description: OpenApiDescription) => string[] | Response;
}

function backend(options: BackendOptions = {}) {
  const puts: OpenApiDescription[] = [];
  const revisionsSent: (string | null)[] = [];
  const validated: { organization: string; afdDefinitionName: string; description: OpenApiDescription }[] = [];
  let loads = 0;
  let current = { description: options.description === undefined ? stored : options.description, functions: ['aanvraag', 'polis'], revision: 4 };
  const server = new FetchStub()
    .on('GET', descriptionPath, () => {
      loads += 1;
      return options.load?.() ?? json(current);
    })
    .on('PUT', descriptionPath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as OpenApiDescription;
      puts.push(body);
      revisionsSent.push(request.url.searchParams.get('revision'));
      const refusal = options.save?.(body);
      if (refusal) return refusal;
      current = { ...current, description: body, revision: current.revision + 1 };
      return json(current);
    })
    .on('POST', validatorPath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as (typeof validated)[number];
      validated.push(body);
      const answer = options.validate?.(body.description) ?? [];
      return answer instanceof Response ? answer : json(answer);
    });
  return { server, puts, revisionsSent, validated, loads: () => loads };
}

const open = (server: FetchStub) => renderApp(route, { user: demoUsers.validator, server, featureFlags: ['AosOpenApi'] });
const tree = () => screen.getByRole('navigation', { name: 'Structuur van de OpenAPI Description' });
const lastPut = (puts: OpenApiDescription[]) => puts[puts.length - 1];

describe('OpenAPI description editor: the tree', () => {
  it('opens on Paths with the paths sorted, shows the specification version and back link, and hides inactive operations', async () => {
    const { server } = backend();
    const { user } = open(server);
    expect(await screen.findByRole('heading', { name: 'Paths' })).toBeInTheDocument();
    expect(screen.getByText('Specificatieversie: OpenAPI 3.1.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Voorbeeld+Verzekeringen');
    const nodes = within(tree());
    for (const name of ['OpenAPI', 'Info', 'Servers', 'Paths']) expect(nodes.getByRole('button', { name })).toBeInTheDocument();
    expect(nodes.getByRole('button', { name: 'Paths' })).toHaveAttribute('aria-current', 'true');
    expect(nodes.getAllByRole('button', { name: /^\/[^ ]+$/ }).map((node) => node.textContent)).toEqual(['/polissen', '/polissen/{polisnummer}']);

    await user.click(nodes.getByRole('button', { name: '/polissen uitklappen' }));
    expect(nodes.getByRole('button', { name: 'Servers van /polissen' })).toBeInTheDocument();
    expect(nodes.getByRole('button', { name: 'Parameters van /polissen' })).toBeInTheDocument();
    expect(nodes.getByRole('button', { name: 'Operations van /polissen' })).toBeInTheDocument();
    expect(nodes.getByRole('button', { name: 'GET /polissen' })).toBeInTheDocument();
    expect(nodes.queryByRole('button', { name: 'PUT /polissen' })).not.toBeInTheDocument();
    // No errors: no card.
    expect(screen.queryByRole('region', { name: /Errors/ })).not.toBeInTheDocument();
  });

  it('adds a path only when it passes every path rule, stores the whole description with its revision, then validates it', async () => {
    const { server, puts, revisionsSent, validated } = backend();
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: 'Path toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Path toevoegen' });
    const field = within(dialog).getByRole('textbox', { name: 'Path' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    await user.click(field);
    await user.tab();
    expect(within(dialog).getByText('Path is verplicht')).toBeInTheDocument();
    expect(save).toBeDisabled();
    for (const [typed, message] of [
      ['claims', "Path moet starten met een slash '/'"],
      ['/Claims', 'Path is ongeldig'],
      ['/claims/{claim-id}', 'Path is ongeldig'],
      ['/claims-', 'Path is ongeldig'],
      ['/polissen/{Polisnummer}', 'Path bestaat al'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed.replace(/[{[]/g, '$&$&'));
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(save).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '/aanvragen/{{aanvraagId}');
    await user.click(save);

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(revisionsSent).toEqual(['4']);
    expect(lastPut(puts)?.paths.map((entry) => entry.path)).toEqual(['/aanvragen/{aanvraagId}', '/polissen', '/polissen/{polisnummer}']);
    await waitFor(() => expect(validated.at(-1)?.description.paths).toHaveLength(3));
    expect(validated.at(-1)).toMatchObject({ organization: 'Voorbeeld Verzekeringen', afdDefinitionName: 'Reis Compleet' });
    expect(within(tree()).getAllByRole('button', { name: /^\/[^ ]+$/ }).map((node) => node.textContent)).toEqual(['/aanvragen/{aanvraagId}', '/polissen', '/polissen/{polisnummer}']);
    expect(screen.getByRole('heading', { name: 'Path' })).toBeInTheDocument();
    // The new path is chosen and open, its Servers, Parameters and Operations in reach; it can still be closed.
    const opened = within(tree()).getByRole('button', { name: '/aanvragen/{aanvraagId} inklappen' });
    expect(within(tree()).getByRole('button', { name: 'Operations van /aanvragen/{aanvraagId}' })).toBeInTheDocument();
    await user.click(opened);
    expect(within(tree()).queryByRole('button', { name: 'Operations van /aanvragen/{aanvraagId}' })).not.toBeInTheDocument();
  });

  it("removes a path only after 'Ja' on 'Weet u zeker dat u dit item wilt verwijderen?'", async () => {
    const { server, puts } = backend();
    const { user } = open(server);
    await user.click(await screen.findByRole('button', { name: 'Verwijder path /polissen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(dialog).getByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Verwijder path /polissen' }));
    dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths.map((entry) => entry.path)).toEqual(['/polissen/{polisnummer}']);
    expect(within(tree()).queryByRole('button', { name: '/polissen' })).not.toBeInTheDocument();
  });

  it('renames a path when its field is left valid and edited; an invalid one keeps its message and stores nothing', async () => {
    const { server, puts } = backend();
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: '/polissen/{polisnummer}' }));
    const field = await screen.findByRole('textbox', { name: 'Path' });
    await user.click(field);
    await user.tab();
    expect(puts).toEqual([]);
    await user.clear(field);
    await user.type(field, '/polissen');
    await user.tab();
    expect(screen.getByText('Path bestaat al')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '/polissen/{{polisNummer}/dekking_en');
    await user.tab();
    expect(screen.getByText('Path is ongeldig')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.clear(field);
    await user.type(field, '/contracten/{{polisnummer}');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths.map((entry) => entry.path)).toEqual(['/contracten/{polisnummer}', '/polissen']);
    expect(within(tree()).getByRole('button', { name: '/contracten/{polisnummer}' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('OpenAPI description editor: the Errors card', () => {
  it('shows the validator errors numbered, hides and shows them, and goes away when the description is valid again', async () => {
    const { server } = backend({ validate: (description) => (description.paths.some((entry) => entry.path === '/polissen/{polisnummer}') ? ["Path parameter 'polisnummer' of '/polissen/{polisnummer}' is not declared", 'Operation GET /polissen has no responses'] : []) });
    const { user } = open(server);
    const card = await screen.findByRole('region', { name: 'Errors (2)' });
    const list = within(card).getByRole('list', { name: 'Errors' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(["Path parameter 'polisnummer' of '/polissen/{polisnummer}' is not declared", 'Operation GET /polissen has no responses']);
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show' }));
    expect(within(card).getByRole('list', { name: 'Errors' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verwijder path /polissen/{polisnummer}' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Errors/ })).not.toBeInTheDocument());
  });

  it("says 'OpenAPI Description validatie is mislukt' as a toast and in place of the error list when the validator fails", async () => {
    const { server } = backend({ validate: () => problem({ status: 500, title: 'Internal Server Error', detail: 'Validator niet bereikbaar' }) });
    open(server);
    const card = await screen.findByRole('region', { name: 'Errors (1)' });
    expect(within(card).getByRole('listitem')).toHaveTextContent('OpenAPI Description validatie is mislukt');
    // The toast outlet loads with the first toast, a moment after the card.
    await waitFor(() => expect(screen.getAllByText('OpenAPI Description validatie is mislukt')).toHaveLength(2));
  });
});

describe('OpenAPI description editor: Info', () => {
  it('checks Title and Version (nnn.nn) with their messages, keeps Opslaan disabled while invalid, and stores the info', async () => {
    const { server, puts } = backend();
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: 'Info' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const version = screen.getByRole('textbox', { name: /Version/ });
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    await user.clear(title);
    expect(screen.getByText('Title is verplicht')).toBeInTheDocument();
    await user.type(title, 'Reis & Co');
    expect(screen.getByText('Title is ongeldig')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Reis Compleet API (v2), test_1.*');
    await user.clear(version);
    expect(screen.getByText('Version is verplicht')).toBeInTheDocument();
    for (const wrong of ['1.01', '001.1', '001,01', '0001.01']) {
      await user.clear(version);
      await user.type(version, wrong);
      expect(screen.getByText('Version is ongeldig (formaat: nnn.nn)')).toBeInTheDocument();
      expect(save).toBeDisabled();
    }
    await user.clear(version);
    await user.type(version, '001.01');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Reisverzekeringen');
    await user.click(save);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.info).toEqual({ title: 'Reis Compleet API (v2), test_1.*', summary: 'Reisverzekeringen', description: '', version: '001.01' });
  });

  it('starts a description never saved with the definition name as title and version 001.00, and stores it with the first change', async () => {
    const { server, puts, validated } = backend({ description: null });
    const { user } = open(server);
    expect(await screen.findByText('Er zijn nog geen paths.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporteer YAML' })).toBeDisabled();
    expect(validated).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Path toevoegen' })[0]!);
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Path' }), '/polissen');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)).toMatchObject({ openApiSpecificationVersion: '3.1.0', info: { title: 'Reis Compleet', version: '001.00' }, paths: [{ path: '/polissen' }] });
    await waitFor(() => expect(validated).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exporteer YAML' })).toBeEnabled());
  });
});

describe('OpenAPI description editor: servers and parameters', () => {
  it("checks a server's Url ('Url is verplicht', 'Url is ongeldig'), saves only a changed one, sorts the servers by url, and a cancelled edit changes nothing", async () => {
    const { server, puts } = backend({ description: { ...stored, servers: [{ url: 'https://test.example.nl', description: 'Test' }] } });
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: 'Servers' }));
    await user.click(await screen.findByRole('button', { name: 'Servers: Toevoegen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nieuwe server' });
    const url = within(dialog).getByRole('textbox', { name: 'Url' });
    await user.click(url);
    await user.tab();
    expect(within(dialog).getByText('Url is verplicht')).toBeInTheDocument();
    await user.type(url, 'geen url');
    expect(within(dialog).getByText('Url is ongeldig')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.clear(url);
    await user.type(url, 'https://api.example.nl/v1');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.servers.map((entry) => entry.url)).toEqual(['https://api.example.nl/v1', 'https://test.example.nl']);

    await user.click(await screen.findByRole('button', { name: 'Bewerken server https://test.example.nl' }));
    dialog = await screen.findByRole('dialog', { name: 'Server: https://test.example.nl' });
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' omgeving');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(puts).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Servers' })).getByText('Test')).toBeInTheDocument();
  });

  it('starts a new parameter in the path as a required string, checks Name, In, Type and Array Type, asks Required only outside the path, and sorts by name', async () => {
    const { server, puts } = backend();
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: '/polissen/{polisnummer} uitklappen' }));
    await user.click(within(tree()).getByRole('button', { name: 'Parameters van /polissen/{polisnummer}' }));
    await user.click(await screen.findByRole('button', { name: 'Parameters: Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe parameter' });
    const inside = within(dialog);
    expect(inside.getByRole('combobox', { name: 'In' })).toHaveValue('path');
    expect(inside.getByRole('combobox', { name: 'Type' })).toHaveValue('string');
    expect(inside.queryByRole('combobox', { name: 'Required' })).not.toBeInTheDocument();
    const name = inside.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.tab();
    expect(inside.getByText('Name is verplicht')).toBeInTheDocument();
    await user.type(name, 'polis_nummer');
    expect(inside.getByText('Name is ongeldig')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'polisnummer');
    await user.selectOptions(inside.getByRole('combobox', { name: 'In' }), '');
    expect(inside.getByText('In is verplicht')).toBeInTheDocument();
    await user.selectOptions(inside.getByRole('combobox', { name: 'Type' }), '');
    expect(inside.getByText('Type is verplicht')).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.selectOptions(inside.getByRole('combobox', { name: 'In' }), 'path');
    await user.selectOptions(inside.getByRole('combobox', { name: 'Type' }), 'array');
    expect(inside.getByText('Array Type is verplicht')).toBeInTheDocument();
    await user.selectOptions(inside.getByRole('combobox', { name: 'Array Type' }), 'integer');
    await user.selectOptions(inside.getByRole('combobox', { name: 'Type' }), 'number');
    expect(inside.queryByRole('combobox', { name: 'Array Type' })).not.toBeInTheDocument();
    await user.selectOptions(inside.getByRole('combobox', { name: 'Type' }), 'array');
    expect(inside.getByRole('combobox', { name: 'Array Type' })).toHaveValue('');
    await user.selectOptions(inside.getByRole('combobox', { name: 'Array Type' }), 'integer');
    await user.click(inside.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths[1]?.pathItem.parameters).toEqual([{ name: 'polisnummer', in: 'path', required: true, type: 'array', arrayType: 'integer', description: '' }]);

    await user.click(screen.getByRole('button', { name: 'Parameters: Toevoegen' }));
    const second = within(await screen.findByRole('dialog', { name: 'Nieuwe parameter' }));
    await user.type(second.getByRole('textbox', { name: 'Name' }), 'ingangsdatum');
    await user.selectOptions(second.getByRole('combobox', { name: 'In' }), 'query');
    expect(second.getByRole('combobox', { name: 'Required' })).toHaveValue('true');
    await user.selectOptions(second.getByRole('combobox', { name: 'Required' }), 'false');
    await user.click(second.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut(puts)?.paths[1]?.pathItem.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['ingangsdatum', 'query', false],
      ['polisnummer', 'path', true],
    ]);
  });
});

describe('OpenAPI description editor: operations', () => {
  it('toggles operations: a switched-on one appears in the tree, a switched-off one keeps its content and disappears', async () => {
    const { server, puts } = backend();
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: '/polissen uitklappen' }));
    await user.click(within(tree()).getByRole('button', { name: 'Operations van /polissen' }));
    const toggles = within(await screen.findByRole('group', { name: 'Operations' }));
    expect(toggles.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['GET', 'true'],
      ['PUT', 'false'],
      ['POST', 'false'],
      ['PATCH', 'false'],
    ]);
    await user.click(toggles.getByRole('button', { name: 'POST' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths[0]?.pathItem.post).toMatchObject({ isActive: true, responses: [] });
    expect(within(tree()).getByRole('button', { name: 'POST /polissen' })).toBeInTheDocument();
    await user.click(toggles.getByRole('button', { name: 'GET' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut(puts)?.paths[0]?.pathItem.get).toMatchObject({ isActive: false });
    expect(within(tree()).queryByRole('button', { name: 'GET /polissen' })).not.toBeInTheDocument();
  });

  it("shows 'Operation: {method}' with a request body whose Required appears once a function is chosen, and responses from a picklist without used codes", async () => {
    const { server, puts } = backend({ description: { ...stored, paths: [{ path: '/polissen', pathItem: pathItem({ post: operation({ responses: [{ httpStatusCode: '400', responseObject: { afdFunctionName: null, description: 'Fout' } }] }) }) }] } });
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: '/polissen uitklappen' }));
    await user.click(within(tree()).getByRole('button', { name: 'POST /polissen' }));
    expect(await screen.findByRole('heading', { name: 'Operation: POST' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Required' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Een polis aanvragen');
    await user.selectOptions(screen.getByRole('combobox', { name: 'AFD functie' }), 'aanvraag');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Required' }), 'true');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths[0]?.pathItem.post).toMatchObject({ description: 'Een polis aanvragen', requestBody: { afdFunctionName: 'aanvraag', required: true, description: '' } });

    await user.click(screen.getByRole('button', { name: 'Responses: Toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nieuwe response' }));
    const code = dialog.getByRole('combobox', { name: 'Code' });
    const offered = within(code).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(offered).not.toContain('400');
    expect(offered).toContain('200');
    expect(offered.slice(1, 5)).toEqual(['100', '101', '102', '103']);
    expect(offered.at(-1)).toBe('511');
    // Each code with its reason phrase, in the picklist and in the list.
    expect(within(code).getByRole('option', { name: '404 Not Found' })).toHaveValue('404');
    expect(within(code).getByRole('option', { name: '200 OK' })).toHaveValue('200');
    expect(screen.getByRole('cell', { name: '400 Bad Request' })).toBeInTheDocument();
    await user.click(code);
    await user.tab();
    expect(dialog.getByText('Code is verplicht')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.selectOptions(code, '200');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'AFD functie' }), 'polis');
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut(puts)?.paths[0]?.pathItem.post?.responses).toEqual([
      { httpStatusCode: '200', responseObject: { afdFunctionName: 'polis', description: '' } },
      { httpStatusCode: '400', responseObject: { afdFunctionName: null, description: 'Fout' } },
    ]);
    // Editing the 400 offers its own code but not the 200's.
    await user.click(screen.getByRole('button', { name: 'Bewerken response 400 Bad Request' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Response: 400 Bad Request' }));
    const editOffered = within(edit.getByRole('combobox', { name: 'Code' })).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(editOffered).toContain('400');
    expect(editOffered).not.toContain('200');
  });
});

describe('OpenAPI description editor: changing one’s mind midway', () => {
  it('keeps a typed, unsaved Description and request body while a response is added, and Opslaan then stores both', async () => {
    const { server, puts } = backend({ description: { ...stored, paths: [{ path: '/polissen', pathItem: pathItem({ post: operation() }) }] } });
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: '/polissen uitklappen' }));
    await user.click(within(tree()).getByRole('button', { name: 'POST /polissen' }));
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Een polis aanvragen');
    await user.selectOptions(screen.getByRole('combobox', { name: 'AFD functie' }), 'aanvraag');

    await user.click(screen.getByRole('button', { name: 'Responses: Toevoegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nieuwe response' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Code' }), '200');
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // The response is stored without the draft; the draft is still on screen, still to be saved.
    expect(lastPut(puts)?.paths[0]?.pathItem.post).toMatchObject({ description: '', requestBody: null, responses: [{ httpStatusCode: '200' }] });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Een polis aanvragen');
    expect(screen.getByRole('combobox', { name: 'AFD functie' })).toHaveValue('aanvraag');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut(puts)?.paths[0]?.pathItem.post).toMatchObject({ description: 'Een polis aanvragen', requestBody: { afdFunctionName: 'aanvraag' }, responses: [{ httpStatusCode: '200' }] });
  });
});

describe('OpenAPI description editor: what is not saved', () => {
  it("Enter on a refused path and Annuleren of 'Path toevoegen' or 'Nieuwe response' store nothing; a saved operation shows what it stored, Opslaan off until the next change", async () => {
    const { server, puts } = backend({ description: { ...stored, paths: [{ path: '/polissen', pathItem: pathItem({ post: operation() }) }] } });
    const { user } = open(server);
    await user.click(await within(await screen.findByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).findByRole('button', { name: 'Path toevoegen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Path toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Path' }), '/Polissen{Enter}');
    expect(screen.getByRole('dialog', { name: 'Path toevoegen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(tree()).getByRole('button', { name: '/polissen uitklappen' }));
    await user.click(within(tree()).getByRole('button', { name: 'POST /polissen' }));
    await user.click(await screen.findByRole('button', { name: 'Responses: Toevoegen' }));
    dialog = await screen.findByRole('dialog', { name: 'Nieuwe response' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Code' }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Responses' })).not.toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Een polis aanvragen');
    await user.click(save);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut(puts)?.paths[0]?.pathItem.post).toMatchObject({ description: 'Een polis aanvragen', requestBody: null });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Een polis aanvragen');
    await waitFor(() => expect(save).toBeDisabled());
  });
});

describe('OpenAPI description editor: failures', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:openapi'), revokeObjectURL: vi.fn() }));
  });

  it('says so when a colleague saved in between (409), reads the description again and shows the stored one', async () => {
    const detail = 'De definitie is intussen door Piet gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.';
    const { server, loads } = backend({ save: () => problem({ status: 409, title: 'Definitie gewijzigd', detail }) });
    const { user } = open(server);
    await user.click(await screen.findByRole('button', { name: 'Verwijder path /polissen' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opslaan van de OpenAPI Description is mislukt')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(2));
    expect(within(tree()).getByRole('button', { name: '/polissen' })).toBeInTheDocument();
  });

  it("says 'Ophalen van de OpenAPI Description is mislukt' when the description cannot be read", async () => {
    const { server } = backend({ load: () => problem({ status: 403, title: 'Forbidden', detail: 'Geen toegang tot definities van Andere Verzekeraar' }) });
    open(server);
    expect((await screen.findAllByText('Ophalen van de OpenAPI Description is mislukt')).length).toBeGreaterThan(0);
    expect(screen.getByText('Geen toegang tot definities van Andere Verzekeraar')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Structuur van de OpenAPI Description' })).not.toBeInTheDocument();
  });

  it("exports the stored description under the server's file name, and says 'Downloaden is mislukt' when it cannot", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server } = backend();
    let fail = false;
    server.on('GET', exportPath, (request: StubRequest) =>
      fail ? problem({ status: 404, title: 'Not Found', detail: 'Er is nog geen OpenAPI Description.' }) : new Response('openapi: 3.1.0\n', { headers: { 'content-disposition': `attachment; filename="Reis Compleet-openapi.${request.url.searchParams.get('format') ?? ''}"` } }),
    );
    const { user } = open(server);
    await user.click(await screen.findByRole('button', { name: 'Exporteer JSON' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(click.mock.contexts[0]).toHaveProperty('download', 'Reis Compleet-openapi.json');
    const request = server.requestsTo(exportPath)[0];
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ organization: 'Voorbeeld Verzekeringen', afdDefinitionName: 'Reis Compleet', format: 'json' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Exporteer YAML' }));
    expect(await screen.findByText('Downloaden is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is nog geen OpenAPI Description.')).toBeInTheDocument();
  });
});
