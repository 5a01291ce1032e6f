import type { SnippetInfo, Variant, VariantsAnswer, VariantTreeNode } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// 'Voorgedefinieerde entiteiten' (001 §2 'Predefined entities', §4 'Snippet add', §6, §8): pick a
// variant and one of its active functions, see the tree with the variant's snippets after their
// anchors, add a snippet below a chosen entity (refused when one of the same entity and type is at
// that level already) or remove one, each change saving the whole variant list on its revision.

const route = '/predefinedentities/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet';
const variantsPath = /^\/api\/Productdefinities\/Variants\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const savePath = /^\/api\/Productdefinities\/Variants\/Voorbeeld Verzekeringen\/Reis Compleet\/[^/]+\/[^/]+$/;
const treePath = /^\/api\/PredefinedEntities\/tree\/Voorbeeld Verzekeringen\/Reis Compleet\/offerte$/;

const tree: VariantTreeNode[] = [
  {
    entityName: 'PP',
    entityTypeName: '',
    shortDescription: 'Polis',
    anchorPath: 'PP',
    children: [
      { entityName: 'VP', entityTypeName: '', shortDescription: 'Verzekerde persoon', anchorPath: 'PP/VP', children: [] },
      { entityName: 'BO', entityTypeName: '', shortDescription: 'Bonus', anchorPath: 'PP/BO', children: [] },
    ],
  },
];
const snippets: SnippetInfo[] = [
  { snippetId: 's-ar', snippetEntity: 'AR', snippetEntityType: '', snippetName: 'Aansprakelijkheid', snippetVersion: '001.00', combinationProductAfdDefinition: null },
  { snippetId: 's-ar2', snippetEntity: 'AR', snippetEntityType: '', snippetName: 'Aansprakelijkheid plus', snippetVersion: '002.00', combinationProductAfdDefinition: 'Reis Extra' },
];
const basis: Variant = {
  name: 'Basis',
  version: '001.00',
  isActive: true,
  variantFunctions: [
    { name: 'offerte', isActive: true, snippetMap: { items: [{ anchorPath: 'PP/VP', snippetId: 's-ar' }] } },
    { name: 'polis', isActive: false, snippetMap: { items: [] } },
  ],
};
const concept: Variant = { name: 'Concept', version: '000.10', isActive: false, variantFunctions: [{ name: 'offerte', isActive: true, snippetMap: { items: [] } }] };

function backend(options: { variants?: Variant[]; snippets?: () => Response; save?: () => Response } = {}) {
  const saves: Variant[][] = [];
  const revisions: (string | null)[] = [];
  const snippetQueries: string[] = [];
  let loads = 0;
  let current: VariantsAnswer = { variants: options.variants ?? [basis, concept], revision: 9 };
  const server = new FetchStub()
    .on('GET', variantsPath, () => {
      loads += 1;
      return json(current);
    })
    .on('GET', treePath, () => json(tree))
    .on('GET', '/api/PredefinedEntities/snippets', (request: StubRequest) => {
      snippetQueries.push(request.url.search);
      return options.snippets?.() ?? json(snippets);
    })
    .on('PATCH', savePath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as Variant[];
      saves.push(body);
      revisions.push(request.url.searchParams.get('revision'));
      if (options.save) return options.save();
      current = { variants: body, revision: current.revision + 1 };
      return json(current);
    });
  return { server, saves, revisions, snippetQueries, loads: () => loads };
}

async function chooseOfferte(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), 'Basis 001.00');
  const functions = screen.getByRole('combobox', { name: 'Functie' });
  // Only the variant's active functions are offered.
  expect(within(functions).queryByRole('option', { name: 'polis' })).not.toBeInTheDocument();
  await user.selectOptions(functions, 'offerte');
  return screen.findByRole('table', { name: 'Entiteiten van de functie' });
}

// Each test may take up to 30 s: typing whole forms on a shared, loaded machine.
const entityColumn = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('predefined entities, administrator', () => {
  it('shows the tree with each snippet after its anchor, and adds a snippet after the chosen entity at its level', async () => {
    const { server, saves, revisions, snippetQueries } = backend();
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    const table = await chooseOfferte(user);
    expect(entityColumn(table)).toEqual(['PP', 'VP', 'ARsnippet', 'BO']);
    expect(within(table).getByText('Aansprakelijkheid')).toBeInTheDocument();
    expect(snippetQueries).toEqual(['?organisation=Voorbeeld+Verzekeringen&baseline=Schade-Contractbericht-Particulier&function=offerte']);

    expect(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' })).toBeDisabled();
    // The words say where the snippet goes as the tree shows it: after the chosen entity, on its level.
    expect(screen.getByText('Kies in de boom de entiteit waarna de voorgedefinieerde entiteit komt; zij komt op hetzelfde niveau.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'PP' }));
    await user.click(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kies een voorgedefinieerde entiteit' });
    expect(within(dialog).getByText('Komt na PP, op hetzelfde niveau')).toBeInTheDocument();
    const picker = within(dialog).getByRole('table');
    expect(within(picker).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Entiteit', 'Naam', 'Versie', 'CombinatieProduct', 'Actie']);
    expect(within(picker).getByText('Reis Extra')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kies Aansprakelijkheid plus 002.00' }));
    expect(await screen.findByText('Varianten bijgewerkt')).toBeInTheDocument();
    expect(saves[0]?.[0]?.variantFunctions[0]?.snippetMap.items).toEqual([
      { anchorPath: 'PP/VP', snippetId: 's-ar' },
      { anchorPath: 'PP', snippetId: 's-ar2' },
    ]);
    // Placed after PP (and what is below it), at PP's level; no other AR is at that level.
    await waitFor(() => expect(entityColumn(screen.getByRole('table', { name: 'Entiteiten van de functie' }))).toEqual(['PP', 'VP', 'ARsnippet', 'BO', 'ARsnippet']));
    // Each snippet is indented as far as its anchor (beside it, not under it).
    const indents = within(screen.getByRole('table', { name: 'Entiteiten van de functie' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => (within(row).getAllByRole('cell')[0] as HTMLElement).style.paddingLeft);
    expect(indents).toEqual(['0.5rem', '2rem', '2rem', '2rem', '0.5rem']);
    expect(saves[0]?.[1]).toEqual(concept);
    expect(revisions).toEqual(['9']);
  }, 30_000);

  it("refuses a snippet of an entity and type already placed at that level: 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.', nothing saved", async () => {
    const { server, saves } = backend();
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    const table = await chooseOfferte(user);
    await user.click(within(table).getByRole('button', { name: 'BO' }));
    await user.click(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kies een voorgedefinieerde entiteit' });
    await user.click(within(dialog).getByRole('button', { name: 'Kies Aansprakelijkheid 001.00' }));
    expect(await screen.findByText('De geselecteerde snippet bestaat al binnen het geselecteerde niveau.')).toBeInTheDocument();
    expect(screen.getByText('snippet bestaat al binnen geselecteerde niveau')).toBeInTheDocument();
    expect(saves).toEqual([]);
  }, 30_000);

  it('removes a chosen snippet by saving the function without it', async () => {
    const { server, saves } = backend();
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    const table = await chooseOfferte(user);
    expect(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit verwijderen' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'AR' }));
    await user.click(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit verwijderen' }));
    expect(await screen.findByText('Varianten bijgewerkt')).toBeInTheDocument();
    expect(saves[0]?.[0]?.variantFunctions[0]?.snippetMap.items).toEqual([]);
    await waitFor(() => expect(entityColumn(screen.getByRole('table', { name: 'Entiteiten van de functie' }))).toEqual(['PP', 'VP', 'BO']));
  }, 30_000);

  it("says 'Bijwerken varianten mislukt' with the reason when a colleague saved in between (409), and reads the variants again", async () => {
    const detail = 'De definitie is intussen door Piet gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.';
    const { server, loads } = backend({ save: () => problem({ status: 409, title: 'Definitie gewijzigd', detail }) });
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    const table = await chooseOfferte(user);
    await user.click(within(table).getByRole('button', { name: 'AR' }));
    await user.click(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit verwijderen' }));
    expect(await screen.findByText('Bijwerken varianten mislukt')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(2));
  }, 30_000);

  it('says so when no snippets exist for the function, and offers no add', async () => {
    const { server } = backend({ snippets: () => json([]) });
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    const table = await chooseOfferte(user);
    expect(screen.getByText('Er zijn geen voorgedefinieerde entiteiten (snippets) voor deze functie.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'BO' }));
    expect(screen.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' })).toBeDisabled();
  }, 30_000);

  it("says 'Ophalen voorgedefinieerde entiteiten is mislukt.' when the snippets cannot be read", async () => {
    const { server } = backend({ snippets: () => problem({ status: 500, title: 'Internal Server Error', detail: 'De snippets zijn niet te lezen.' }) });
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), 'Basis 001.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Functie' }), 'offerte');
    expect((await screen.findAllByText('Ophalen voorgedefinieerde entiteiten is mislukt.')).length).toBeGreaterThan(0);
    expect(screen.getByText('De snippets zijn niet te lezen.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Entiteiten van de functie' })).not.toBeInTheDocument();
  }, 30_000);
});

describe('predefined entities, others than administrators', () => {
  it('offers the active variants only and shows the tree read-only', async () => {
    const { server } = backend();
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    const variants = await screen.findByRole('combobox', { name: 'Variant' });
    expect(within(variants).queryByRole('option', { name: 'Concept 000.10' })).not.toBeInTheDocument();
    const table = await chooseOfferte(user);
    expect(entityColumn(table)).toEqual(['PP', 'VP', 'ARsnippet', 'BO']);
    expect(screen.queryByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voorgedefinieerde entiteit verwijderen' })).not.toBeInTheDocument();
  }, 30_000);
});
