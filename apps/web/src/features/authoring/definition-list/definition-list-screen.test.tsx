import type { CurrentUser, DefinitionMetadata, DefinitionSummary } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// The definition list of a baseline (001 §2) with its modals: new, duplicate, properties,
// functions, tasks and delete, their success and failure toasts, and the 403 of 001 §8.

const organisation = 'Voorbeeld Verzekeringen';
const route = `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(organisation)}`;
const listPath = '/api/Productdefinities/Schade/Contractbericht/Particulier';

function definition(name: string, fields: Partial<DefinitionSummary> = {}): DefinitionSummary {
  return {
    name,
    definitionVersion: '001.00',
    brancheCode: '',
    porCode: '',
    datacatVersion: '20260201',
    ingangsdatum: '',
    einddatum: '',
    riskCarrier: '',
    productSegment: 0,
    tag: '',
    encodedChangelog: '',
    revision: 1,
    organisation,
    basedOn: 'Schade-Contractbericht-Particulier',
    lastModified: '2026-11-20T09:30:00.000Z',
    lastModifiedBy: 'C. de Vries',
    functions: [{ name: 'offerte', active: true, custom: false }],
    hasPredefinedEntities: false,
    variants: [],
    hasOpenApiDescription: false,
    baselineLibraryId: '11111111-1111-4111-8111-111111111111',
    baselineLibraryCreationTime: '2026-11-01T09:00:00.000Z',
    taskIds: [],
    certificationAreaVersion: '1',
    ...fields,
  };
}

function backend(user: CurrentUser = demoUsers.validator) {
  const definitions = [definition('Woonhuis Basis'), definition('Reis Compleet', { taskIds: ['newer-baseline-library'], definitionVersion: '002.00' })];
  const posts: { url: URL; body: unknown }[] = [];
  const server = new FetchStub()
    .on('GET', listPath, () => json(definitions))
    .on('GET', '/api/Tasks/subset/descriptions', () => json([{ id: 'newer-baseline-library', description: 'Er is een nieuwere baseline library van de baseline.' }]))
    .on('GET', '/api/Productdefinities/BaseFunctions', () =>
      json([
        { name: 'offerte', active: true },
        { name: 'royement', active: false },
      ]),
    );
  const context = renderApp(route, { user, server });
  return { ...context, server, definitions, posts };
}

const table = () => screen.getByRole('table', { name: 'AFD-definities' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const openMenu = async (user: ReturnType<typeof backend>['user'], name: string) => user.click(within(table()).getByRole('button', { name: `Acties voor ${name}` }));

describe("'AFD Online Samenstellen': the definitions of a baseline", () => {
  it('lists the definitions sorted by name with every column, and opens one at its page', async () => {
    const { user, router } = backend();
    expect(await screen.findByRole('heading', { level: 1, name: 'AFD Online Samenstellen' })).toBeInTheDocument();
    expect(screen.getByText('Aanmaken AFD-definities')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'AFD-definities' });
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[ ▲▼]+$/u, ''))).toEqual([
      'Actie',
      'Naam',
      'Versienummer',
      'Berichtsoort/domein',
      'Laatst gewijzigd',
      'Door',
    ]);
    expect(names()).toEqual(['Reis Compleet', 'Woonhuis Basis']);
    await user.click(within(table()).getByRole('button', { name: /^Naam/u }));
    expect(names()).toEqual(['Woonhuis Basis', 'Reis Compleet']);
    await user.click(within(table()).getByRole('link', { name: 'Open Reis Compleet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productdefinitie/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/Reis%20Compleet`));
  });

  it('the row menu scrolls, so each of its items is a Tab stop too: a keyboard user can reach and scroll to every one', async () => {
    const { user } = backend();
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    const items = await screen.findAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(8);
    for (const item of items.filter((candidate) => !candidate.hasAttribute('disabled'))) expect(item).toHaveAttribute('tabindex', '0');
  });

  it('shows the tasks of a definition that has them', async () => {
    const { user } = backend();
    await user.click(await screen.findByRole('button', { name: 'Taken van Reis Compleet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Openstaande taken: Reis Compleet' });
    expect(await within(dialog).findByText('Er is een nieuwere baseline library van de baseline.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Taken van Woonhuis Basis' })).not.toBeInTheDocument();
  });

  it("leads from a task that asks to synchronise to the synchronisation itself ('Synchroniseren met baseline')", async () => {
    const { user } = backend();
    await user.click(await screen.findByRole('button', { name: 'Taken van Reis Compleet' }));
    const tasks = await screen.findByRole('dialog', { name: 'Openstaande taken: Reis Compleet' });
    await user.click(within(tasks).getByRole('button', { name: 'Synchroniseren met baseline' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Openstaande taken: Reis Compleet' })).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Synchroniseren met baseline: Reis Compleet' })).toBeInTheDocument();
  });

  it("creates a definition: 'Definitie is aangemaakt', and a taken name lands on the field", async () => {
    const { user, server, definitions } = backend();
    const bodies: unknown[] = [];
    server.on('POST', `/api/Productdefinities/${encodeURIComponent(organisation)}/Bestaat`, () =>
      problem({ status: 409, title: 'Naam al in gebruik', detail: 'Product Bestaat bestaat al onder Schade-Contractbericht-Particulier.', errors: { name: ['Product Bestaat bestaat al onder Schade-Contractbericht-Particulier.'] } }),
    );
    server.on('POST', `/api/Productdefinities/${encodeURIComponent(organisation)}/Auto%20Plus`, (request: StubRequest) => {
      bodies.push(JSON.parse(String(request.body)));
      definitions.push(definition('Auto Plus'));
      return json(definition('Auto Plus'), 201);
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe definitie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe definitie' });
    expect(await within(dialog).findByText('De nieuwe definitie begint met de standaardfuncties: offerte, royement (niet actief)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Productnaam is verplicht.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Bestaat');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Product Bestaat bestaat al onder Schade-Contractbericht-Particulier.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Naam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Auto Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('Definitie is aangemaakt')).toBeInTheDocument();
    expect(bodies).toEqual([{ certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' }]);
    await waitFor(() => expect(names()).toContain('Auto Plus'));
    expect(screen.queryByRole('dialog', { name: 'Nieuwe definitie' })).not.toBeInTheDocument();
  });

  it("says 'Ophalen standaard functies is mislukt' when the base functions cannot be read, and still creates the definition", async () => {
    const { user, server, definitions } = backend();
    server.on('GET', '/api/Productdefinities/BaseFunctions', () => problem({ status: 500, title: 'Interne serverfout' }));
    server.on('POST', `/api/Productdefinities/${encodeURIComponent(organisation)}/Auto%20Plus`, () => {
      definitions.push(definition('Auto Plus'));
      return json(definition('Auto Plus'), 201);
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe definitie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe definitie' });
    expect(await screen.findByText('Ophalen standaard functies is mislukt')).toBeInTheDocument();
    expect(within(dialog).queryByText(/De nieuwe definitie begint met de standaardfuncties/u)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Auto Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('Definitie is aangemaakt')).toBeInTheDocument();
  });

  it("duplicates under another name ('Gedupliceerde product is opgeslagen'), refusing the same name before sending", async () => {
    const { user, server } = backend();
    const copies: string[] = [];
    server.on('POST', `/api/Productdefinities/Copy/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, ({ url }: StubRequest) => {
      copies.push(url.searchParams.get('newName') ?? '');
      return json(definition(url.searchParams.get('newName') ?? ''));
    });
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Dupliceren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dupliceren: Woonhuis Basis' });
    await user.click(within(dialog).getByRole('button', { name: 'Dupliceren' }));
    expect(await within(dialog).findByText('Productnaam is niet valide.')).toBeInTheDocument();
    expect(copies).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Naam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Woonhuis Extra');
    await user.click(within(dialog).getByRole('button', { name: 'Dupliceren' }));
    expect(await screen.findByText('Gedupliceerde product is opgeslagen')).toBeInTheDocument();
    expect(copies).toEqual(['Woonhuis Extra']);
  });

  it("says 'Dupliceren van het product is mislukt' with the server's reason when a copy fails", async () => {
    const { user, server } = backend();
    server.on('POST', `/api/Productdefinities/Copy/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => problem({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' }));
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Dupliceren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dupliceren: Woonhuis Basis' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Naam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Kopie');
    await user.click(within(dialog).getByRole('button', { name: 'Dupliceren' }));
    expect(await screen.findByText('Dupliceren van het product is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is een onverwachte fout opgetreden.')).toBeInTheDocument();
  });

  it('edits the properties: the §5 messages as one types, save disabled until valid and changed, SUIV-EP demands a risk carrier', async () => {
    const { user, server } = backend();
    const metadata: DefinitionMetadata = { ...definition('Woonhuis Basis') };
    const saved: DefinitionMetadata[] = [];
    server.on('GET', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => json(metadata));
    server.on('GET', `/api/BaselineSchemas/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/codelists/subset`, () =>
      json([{ name: 'ADNBRA', listItems: [{ value: '060', label: 'Reis' }] }]),
    );
    server.on('POST', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as DefinitionMetadata;
      saved.push(body);
      return json({ ...body, revision: 2 });
    });
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Eigenschappen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigenschappen: Woonhuis Basis' });
    const save = await within(dialog).findByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Versie datacatalogus' })).toHaveAttribute('readonly');

    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'SUIV-EP');
    expect(await within(dialog).findByText('Risicodrager is verplicht bij gespecificeerde tag.')).toBeInTheDocument();
    expect(within(dialog).getByText('ProductSegment is verplicht bij gespecificeerde tag.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Risicodrager' }), 'Polderzeker Schade N.V.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ProductSegment' }), 'Particulier');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Branche (ADNBRA)' }), '060');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Ingangsdatum' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ingangsdatum' }), '29-2-2027');
    expect(await within(dialog).findByText('Ingangsdatum heeft een ongeldige waarde.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Ingangsdatum' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ingangsdatum' }), '1-3-2027');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Metadata is opgeslagen')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ tag: 'SUIV-EP', riskCarrier: 'Polderzeker Schade N.V.', productSegment: 2, brancheCode: '060', ingangsdatum: '1-3-2027', revision: 1 });
  });

  it("puts the server's refusal of a stale save in a toast: 'Opslaan van metadata is mislukt'", async () => {
    const { user, server } = backend();
    server.on('GET', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => json({ ...definition('Woonhuis Basis') }));
    server.on('GET', `/api/BaselineSchemas/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/codelists/subset`, () => json([]));
    server.on('POST', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () =>
      problem({ status: 409, title: 'Definitie gewijzigd', detail: 'De definitie is intussen door C. de Vries gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.' }),
    );
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Eigenschappen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigenschappen: Woonhuis Basis' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Risicodrager' }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opslaan van metadata is mislukt')).toBeInTheDocument();
    expect(screen.getByText(/De definitie is intussen door C\. de Vries gewijzigd/u)).toBeInTheDocument();
  });

  it("renames through the product name: 'Product met nieuwe naam opgeslagen', or 'Hernoemen van het product is mislukt'", async () => {
    const { user, server } = backend();
    let refuse = true;
    server.on('GET', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => json({ ...definition('Woonhuis Basis') }));
    server.on('GET', `/api/BaselineSchemas/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/codelists/subset`, () => json([]));
    server.on('POST', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, (request: StubRequest) =>
      refuse ? problem({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' }) : json({ ...(JSON.parse(String(request.body)) as object), revision: 2 }),
    );
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Eigenschappen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigenschappen: Woonhuis Basis' });
    const productName = await within(dialog).findByRole('textbox', { name: 'Productnaam' });
    await user.clear(productName);
    await user.type(productName, 'Woonhuis Extra');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Hernoemen van het product is mislukt')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Product met nieuwe naam opgeslagen')).toBeInTheDocument();
  });

  it("says 'Ophalen van productCodelists van Baseline {name} is mislukt' when the code lists cannot be loaded", async () => {
    const { user, server } = backend();
    server.on('GET', `/api/Productdefinities/MetaData/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => json({ ...definition('Woonhuis Basis') }));
    server.on('GET', `/api/BaselineSchemas/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/codelists/subset`, () => problem({ status: 500, title: 'Interne serverfout' }));
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Eigenschappen' }));
    expect(await screen.findByText('Ophalen van productCodelists van Baseline Schade-Contractbericht-Particulier is mislukt')).toBeInTheDocument();
  });

  it("manages the functions: adds a custom one, refuses 'polisblad_gegevens' and a duplicate, saves ('Functies opgeslagen')", async () => {
    const { user, server } = backend();
    const saved: unknown[] = [];
    const functionsPath = `/api/Productdefinities/Functions/${encodeURIComponent(organisation)}/Woonhuis%20Basis`;
    server.on('GET', functionsPath, () => json({ functions: [{ name: 'offerte', active: true, custom: false }], revision: 3 }));
    server.on('POST', functionsPath, (request: StubRequest) => {
      saved.push(JSON.parse(String(request.body)));
      return json({ functions: [], revision: 4 });
    });
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Functies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functies: Woonhuis Basis' });
    const field = await within(dialog).findByRole('textbox', { name: 'Nieuwe functie' });
    await user.type(field, 'polisblad_gegevens');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(within(dialog).getByText("Functienaam 'polisblad_gegevens' is niet toegestaan.")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Offerte');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is al een functie met deze naam')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'schadeaangifte{Enter}');
    expect(within(dialog).getByRole('switch', { name: 'Actief: schadeaangifte' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Functies opgeslagen')).toBeInTheDocument();
    expect(saved).toEqual([{ functions: [{ name: 'offerte', active: true, custom: false }, { name: 'schadeaangifte', active: false, custom: true }], revision: 3 }]);
  });

  it("lets an administrator delete after 'Weet u zeker dat u dit item wilt verwijderen?'; others have no delete", async () => {
    const validator = backend();
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(validator.user, 'Woonhuis Basis');
    await screen.findByRole('menuitem', { name: 'Dupliceren' });
    expect(screen.queryByRole('menuitem', { name: 'Verwijderen' })).not.toBeInTheDocument();
    validator.unmount();

    const { user, server, definitions } = backend(demoUsers.administrator);
    server.on('DELETE', `/api/Productdefinities/${encodeURIComponent(organisation)}/Woonhuis%20Basis`, () => {
      definitions.splice(0, 1);
      return new Response(null, { status: 204 });
    });
    await screen.findByRole('table', { name: 'AFD-definities' });
    await openMenu(user, 'Woonhuis Basis');
    await user.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(confirm).getByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Productdefinitie is verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Reis Compleet']));
  });

  it("shows 'Forbidden' and 'Geen toegangsrechten voor definities van organisatie: {org}' for an organisation the user may not compose for, and 'Ophalen van de definities is mislukt' otherwise", async () => {
    // The screen names the organisation itself (001 §8), whatever the server's wording.
    const server = new FetchStub().on('GET', listPath, () => problem({ status: 403, title: 'Geen toegang', detail: 'Geen toegangsrechten voor definities van de organisatie' }));
    const first = renderApp(route, { user: demoUsers.validator, server });
    expect(await screen.findByText(`Geen toegangsrechten voor definities van organisatie: ${organisation}`)).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
    first.unmount();
    const failing = new FetchStub().on('GET', listPath, () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp(route, { user: demoUsers.validator, server: failing });
    expect(await screen.findByText('Ophalen van de definities is mislukt')).toBeInTheDocument();
  });
});
