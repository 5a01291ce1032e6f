import type { DefinitionWithTree, UpdateDefinitionBody } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { afd2Library, definitionOn, organisation, productName, selectedAttribute, serveDefinition } from './definition-page.fixture';

// The definition page of an AFD 2.0 definition (001 §2, §4, §5): the attribute panel with
// 'Attribuut wijzigen' (facets checked by the server before saving), compose mode with its backup,
// and the 'oneOf composities' overview.

const route = `/productdefinitie/${encodeURIComponent(organisation)}/VBPUO-Bericht-Vermogen/${encodeURIComponent(productName)}`;
const updatePath = new RegExp(`^/api/Productdefinities/${organisation}/${productName}/[^/]+/[^/]+$`);

function backend(start: DefinitionWithTree = definitionOn(afd2Library, { attributes: { 'Pakket-PakketType@aantal': selectedAttribute() } })) {
  const saves: UpdateDefinitionBody[] = [];
  const facetChecks: unknown[] = [];
  let objections: string[] = [];
  const server = serveDefinition(new FetchStub(), () => start)
    .on('GET', '/api/BaselineLibraries/baselineLibrary', () => json({ basedOn: start.basedOn, certificationAreaVersion: '2', baselineLibraryId: 'x', creationTime: 'x', datacatVersion: null, codelists: [] }))
    .on('POST', '/api/FacetsValidator', (request: StubRequest) => {
      facetChecks.push(JSON.parse(String(request.body)));
      return json(objections);
    })
    .on('PUT', updatePath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as UpdateDefinitionBody;
      saves.push(body);
      return json({ revision: body.revision + 1, lastModified: '2026-11-24T10:00:00.000Z', lastModifiedBy: 'J. Valideerder' });
    });
  const context = renderApp(route, { user: demoUsers.validator, server });
  return { ...context, server, saves, facetChecks, object: (next: string[]) => (objections = next) };
}

type LibraryAttribute = (typeof afd2Library.roots)[0]['attributes'][0];

/** The AFD 2.0 library with one more attribute of Pakket, shaped as its 'aantal'. */
function withPakketAttribute(name: string, extra: Partial<LibraryAttribute>) {
  const library = structuredClone(afd2Library);
  const path = `Pakket-PakketType@${name}`;
  library.roots[0]?.attributes.push({ ...(structuredClone(library.roots[0].attributes[1]) as LibraryAttribute), id: path, path, name, ...extra });
  return library;
}

const treeItem = async (name: string) => within(await screen.findByRole('tree', { name: 'Entiteiten' })).getByRole('treeitem', { name });

async function openFacets(user: ReturnType<typeof backend>['user'], attribute: string) {
  await user.click(await treeItem('Pakket (PakketType)'));
  await user.click(within(screen.getByRole('list', { name: 'Attributen van Pakket' })).getByRole('button', { name: new RegExp(`^${attribute}`) }));
  await user.click(screen.getByRole('button', { name: 'Attribuut wijzigen' }));
  return screen.findByRole('dialog', { name: `Attribuut wijzigen: ${attribute}` });
}

/** 'aantal' with a minimum of -5 the server objects to, saved: the objection shows in the modal. */
async function refusedMinimum({ user, object }: ReturnType<typeof backend>) {
  const dialog = await openFacets(user, 'aantal');
  object(['minimum -5 is ruimer dan de baseline (0).']);
  const minimum = within(dialog).getByRole('textbox', { name: 'minimum Actueel' });
  await user.clear(minimum);
  await user.type(minimum, '-5');
  await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText('minimum -5 is ruimer dan de baseline (0).')).toBeInTheDocument();
  return { dialog, minimum };
}

describe('definition page (AFD 2.0)', () => {
  it("'Attribuut wijzigen' shows the baseline next to the actual facets and accepts digits only, a sign only for bounds", async () => {
    const { user } = backend();
    const dialog = await openFacets(user, 'aantal');
    const rows = within(within(dialog).getByRole('table', { name: 'Facetten' })).getAllByRole('row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Facet', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
    const minimum = within(dialog).getByRole('textbox', { name: 'minimum Actueel' });
    expect(minimum).toHaveValue('0');
    await user.clear(minimum);
    await user.type(minimum, '-5');
    expect(within(dialog).queryByText('Er is een ongeldigde waarde ingvoerd.')).not.toBeInTheDocument();
    const multipleOf = within(dialog).getByRole('textbox', { name: 'multipleOf Actueel' });
    await user.type(multipleOf, '-2');
    expect(within(dialog).getByText('Er is een ongeldigde waarde ingvoerd.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.clear(multipleOf);
    await user.type(multipleOf, '1.5');
    // An integer attribute takes no decimals.
    expect(within(dialog).getByText('Er is een ongeldigde waarde ingvoerd.')).toBeInTheDocument();
  });

  it("sends the facets to the server first: its objections show in the modal and nothing is saved; an empty answer saves only what narrows", async () => {
    const context = backend();
    const { user, saves, facetChecks, object } = context;
    const { dialog, minimum } = await refusedMinimum(context);
    expect(facetChecks).toEqual([{ facets: { minimum: -5, maximum: 100 }, arrayFacets: {}, organisation, productName, attributePath: 'Pakket-PakketType@aantal' }]);
    expect(saves).toHaveLength(0);

    object([]);
    await user.clear(minimum);
    await user.type(minimum, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['Pakket-PakketType@aantal']?.facets).toEqual({ minimum: 10 });
    expect(screen.getByText('minimum: 10; maximum: 100')).toBeInTheDocument();
  });

  it("a failing facets check says 'Er is een ongeldigde waarde ingvoerd.' and keeps the modal open", async () => {
    const { user, server, saves } = backend();
    server.on('POST', '/api/FacetsValidator', () => problem({ status: 500, title: 'Serverfout' }));
    const dialog = await openFacets(user, 'aantal');
    await user.clear(within(dialog).getByRole('textbox', { name: 'maximum Actueel' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'maximum Actueel' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByRole('alert', { name: 'Er is een ongeldigde waarde ingvoerd.' })).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('a changed value clears the server\'s objections to the values as they were', async () => {
    const context = backend();
    const { user } = context;
    const { dialog } = await refusedMinimum(context);
    await user.type(within(dialog).getByRole('textbox', { name: 'maximum Actueel' }), '0');
    expect(within(dialog).queryByText('minimum -5 is ruimer dan de baseline (0).')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists facets in one order (lengths together, min before max) with a Dutch decimal comma, and sends the standard\'s numbers', async () => {
    const library = withPakketAttribute('premie', { dataType: { type: 'decimal', isArray: false }, facets: { maximum: 1000.5, minimum: 10.5 } });
    const { user, facetChecks } = backend(
      definitionOn(library, { attributes: { 'Pakket-PakketType@omschrijving': selectedAttribute({ facets: { minLength: 2 } }), 'Pakket-PakketType@premie': selectedAttribute() } }),
    );
    await user.click(await treeItem('Pakket (PakketType)'));
    const attributes = screen.getByRole('list', { name: 'Attributen van Pakket' });
    await user.click(within(attributes).getByRole('button', { name: /^omschrijving/ }));
    expect(screen.getByText('minLength: 2; maxLength: 50')).toBeInTheDocument();
    await user.click(within(attributes).getByRole('button', { name: /^premie/ }));
    expect(screen.getByText('minimum: 10,5; maximum: 1000,5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Attribuut wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attribuut wijzigen: premie' });
    const rows = within(within(dialog).getByRole('table', { name: 'Facetten' })).getAllByRole('row');
    expect(rows.slice(1, 3).map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['minimum', '10,5'],
      ['maximum', '1000,5'],
    ]);
    const maximum = within(dialog).getByRole('textbox', { name: 'maximum Actueel' });
    await user.clear(maximum);
    await user.type(maximum, '999.5');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(facetChecks).toHaveLength(1));
    expect(facetChecks[0]).toMatchObject({ facets: { minimum: 10.5, maximum: 999.5 } });
  });

  it("'Attribuut wijzigen' of a list: minItems and maxItems take whole numbers only, uniqueItems stays on when the baseline demands it, and only what narrows is saved", async () => {
    const library = withPakketAttribute('kenmerken', { dataType: { type: 'string', isArray: true }, facets: {}, arrayFacets: { minItems: 1, maxItems: 10, uniqueItems: true } });
    const { user, saves, facetChecks } = backend(definitionOn(library, { attributes: { 'Pakket-PakketType@kenmerken': selectedAttribute() } }));
    const dialog = await openFacets(user, 'kenmerken');
    const unique = within(dialog).getByRole('checkbox', { name: 'uniqueItems Actueel' });
    expect(unique).toBeChecked();
    expect(unique).toBeDisabled();
    const maxItems = within(dialog).getByRole('textbox', { name: 'maxItems Actueel' });
    expect(maxItems).toHaveValue('10');
    await user.clear(maxItems);
    await user.type(maxItems, '4.5');
    await waitFor(() => expect(maxItems).toHaveAccessibleDescription('Er is een ongeldigde waarde ingvoerd.'));
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.clear(maxItems);
    await user.type(maxItems, '4');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(facetChecks[0]).toMatchObject({ arrayFacets: { minItems: 1, maxItems: 4, uniqueItems: true } });
    expect(saves[0]?.attributes['Pakket-PakketType@kenmerken']?.arrayFacets).toEqual({ maxItems: 4 });
  });

  it('compose mode offers the positions with several entity types; Opslaan saves the oneOf, Annuleren restores what was there', async () => {
    const { user, saves } = backend();
    expect(await screen.findByText('Er zijn geen oneOf composities gedefinieerd.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wijzig compositie' }));
    const position = screen.getByRole('group', { name: /Pakket-PakketType\/Object/ });
    await user.click(within(position).getByRole('checkbox', { name: 'Woonhuis' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByText('Er zijn geen oneOf composities gedefinieerd.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Wijzig compositie' }));
    const again = screen.getByRole('group', { name: /Pakket-PakketType\/Object/ });
    expect(within(again).getByRole('checkbox', { name: 'Woonhuis' })).not.toBeChecked();
    await user.click(within(again).getByRole('checkbox', { name: 'Woonhuis' }));
    await user.click(within(again).getByRole('checkbox', { name: 'Auto' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // In the baseline's order, whatever order they were ticked in.
    expect(saves[0]?.compositions).toEqual({ 'Pakket-PakketType/Object': ['Auto', 'Woonhuis'] });
    expect(within(screen.getByRole('list', { name: 'oneOf composities' })).getByText('Pakket-PakketType/Object: Auto, Woonhuis')).toBeInTheDocument();
  });
});
