import type { DefinitionFunction, Variant, VariantsAnswer } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// The variants editor (001 §2 'Variants editor', §4 'Variant function', §5 'Variants', §6, §8):
// administrators add, edit and delete variants and manage their functions, every change saving the
// whole list on its revision; others see active variants with functions, read-only, and only the
// functions with snippets. Failure toasts, a stale save (409) and the server's field errors.

const route = '/variants/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet';
const variantsPath = /^\/api\/Productdefinities\/Variants\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const savePath = /^\/api\/Productdefinities\/Variants\/Voorbeeld Verzekeringen\/Reis Compleet\/[^/]+\/[^/]+$/;
const functionsPath = /^\/api\/Productdefinities\/Functions\/Voorbeeld Verzekeringen\/Reis Compleet$/;

const definitionFunctions: DefinitionFunction[] = [
  { name: 'offerte', active: true, custom: false },
  { name: 'polis', active: true, custom: false },
  { name: 'mutatie', active: false, custom: false },
];
const basis: Variant = {
  name: 'Basis',
  version: '001.00',
  isActive: true,
  variantFunctions: [
    { name: 'offerte', isActive: true, snippetMap: { items: [{ anchorPath: 'PP', snippetId: 's1' }, { anchorPath: 'PP/VP', snippetId: 's2' }] } },
    { name: 'mutatie', isActive: true, snippetMap: { items: [] } },
  ],
};
const oud: Variant = { name: 'Oud', version: '000.01', isActive: false, variantFunctions: [{ name: 'offerte', isActive: true, snippetMap: { items: [{ anchorPath: 'PP', snippetId: 's1' }] } }] };
const leeg: Variant = { name: 'Leeg', version: '001.00', isActive: true, variantFunctions: [] };

// Each test may take up to 30 s: typing whole forms on a shared, loaded machine.
function backend(variants: Variant[], options: { load?: () => Response; save?: (body: Variant[]) => Response } = {}) {
  const saves: Variant[][] = [];
  const revisions: (string | null)[] = [];
  let loads = 0;
  let current: VariantsAnswer = { variants, revision: 4 };
  const server = new FetchStub()
    .on('GET', variantsPath, () => {
      loads += 1;
      return options.load?.() ?? json(current);
    })
    .on('GET', functionsPath, () => json({ functions: definitionFunctions, revision: 4 }))
    .on('PATCH', savePath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as Variant[];
      saves.push(body);
      revisions.push(request.url.searchParams.get('revision'));
      if (options.save) return options.save(body);
      current = { variants: body, revision: current.revision + 1 };
      return json(current);
    });
  return { server, saves, revisions, loads: () => loads };
}

/** 'Nieuwe Variant' opened by an administrator, with a name and a version typed; the save answers with `save`. */
async function typedNewVariant(save: () => Response, name: string, version: string) {
  const { server, saves } = backend([basis], { save });
  const { user } = renderApp(route, { user: demoUsers.administrator, server });
  await user.click(await screen.findByRole('button', { name: 'Nieuwe Variant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Variant' });
  await user.type(within(dialog).getByRole('textbox', { name: /Naam/ }), name);
  await user.type(within(dialog).getByRole('textbox', { name: /Versie/ }), version);
  return { user, dialog, saves };
}

const usedPair = () =>
  problem({ status: 400, title: 'Ongeldige invoer', detail: 'Deze combinatie van Naam en Versie is reeds in gebruik.', errors: { 'variants.1.version': ['Deze combinatie van Naam en Versie is reeds in gebruik.'] } });

describe('variants editor, administrator', () => {
  it("adds a variant with 'Nieuwe Variant': active by default, save disabled while invalid, name and version unique ignoring case", async () => {
    const { server, saves, revisions } = backend([basis]);
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Variant' });
    const opslaan = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(opslaan).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Actief' })).toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'basis');
    await user.type(within(dialog).getByRole('textbox', { name: /Versie/ }), '1.0');
    expect(within(dialog).getByText(/nnn\.nn/, { selector: '.mantine-TextInput-error, [class*=error]' })).toBeInTheDocument();
    expect(opslaan).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: /Versie/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Versie/ }), '001.00');
    expect(within(dialog).getByText('Deze combinatie van Naam en Versie is reeds in gebruik.')).toBeInTheDocument();
    expect(opslaan).toBeDisabled();

    await user.clear(within(dialog).getByRole('textbox', { name: /Versie/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Versie/ }), '002.00');
    await user.click(opslaan);
    expect(await screen.findByText('Productdefinitie varianten zijn bijgewerkt')).toBeInTheDocument();
    expect(saves).toEqual([[basis, { name: 'basis', version: '002.00', isActive: true, variantFunctions: [] }]]);
    expect(revisions).toEqual(['4']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it("edits a variant in 'Bewerk Variant' and deletes one after 'Weet u zeker dat u deze variant wilt verwijderen?'", async () => {
    const { server, saves } = backend([basis, oud]);
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Bewerk Oud 000.01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerk Variant' });
    expect(within(dialog).getByRole('switch', { name: 'Actief' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Actief' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Productdefinitie varianten zijn bijgewerkt')).toBeInTheDocument();
    expect(saves[0]).toEqual([basis, { ...oud, isActive: true }]);

    await user.click(screen.getByRole('button', { name: 'Verwijder Basis 001.00' }));
    expect(await screen.findByText('Weet u zeker dat u deze variant wilt verwijderen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual([{ ...oud, isActive: true }]);
  }, 30_000);

  it('shows every function beside the chosen variant with its snippet count and badges; adds, switches and removes variant functions', async () => {
    const { server, saves } = backend([basis]);
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Kies variant Basis 001.00' }));
    const functions = await screen.findByRole('table', { name: 'Functies' });
    const rows = within(functions).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['mutatie', 'offerte', 'polis']);
    expect(within(rows[1] as HTMLElement).getByLabelText('2 snippets')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Niet in definitie')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Niet in variant')).toBeInTheDocument();
    // 001 §4: removal only when the definition no longer has the function (active) or it is inactive in the variant.
    expect(within(functions).queryByRole('button', { name: 'Verwijder functie offerte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Functies van de variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functies van de variant: Basis 001.00' });
    await user.click(within(dialog).getByRole('button', { name: 'polis toevoegen' }));
    await user.click(within(dialog).getByRole('switch', { name: 'offerte actief' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Productdefinitie varianten zijn bijgewerkt')).toBeInTheDocument();
    const [offerte, mutatie] = basis.variantFunctions;
    expect(saves[0]?.[0]?.variantFunctions).toEqual([{ ...offerte, isActive: false }, mutatie, { name: 'polis', isActive: true, snippetMap: { items: [] } }]);

    await user.click(await screen.findByRole('button', { name: 'Verwijder functie mutatie' }));
    expect(await screen.findByText('Weet u zeker dat u deze variantfunctie combinatie wilt verwijderen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.[0]?.variantFunctions.map((fn) => fn.name)).toEqual(['offerte', 'polis']);
  }, 30_000);

  it("says 'Productdefinitie varianten update is mislukt' with the reason when a colleague saved in between (409), and reads the variants again", async () => {
    const detail = 'De definitie is intussen door Piet gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.';
    const { server, loads } = backend([basis], { save: () => problem({ status: 409, title: 'Definitie gewijzigd', detail }) });
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Verwijder Basis 001.00' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Productdefinitie varianten update is mislukt')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(2));
    expect(screen.getByRole('button', { name: 'Kies variant Basis 001.00' })).toBeInTheDocument();
  }, 30_000);

  it("puts the server's field errors for the variant on its fields and keeps the modal open", async () => {
    const { user, dialog } = await typedNewVariant(usedPair, 'Extra', '001.00');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Productdefinitie varianten update is mislukt')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Versie/ })).toHaveAccessibleDescription(/Deze combinatie van Naam en Versie is reeds in gebruik\./));
    expect(screen.getByRole('dialog', { name: 'Nieuwe Variant' })).toBeInTheDocument();
  }, 30_000);

  it('checks name and version together: a changed name takes the message of a used pair away, and a changed field the server\'s refusal', async () => {
    const { user, dialog } = await typedNewVariant(usedPair, 'Basis', '001.00');
    const naam = within(dialog).getByRole('textbox', { name: /Naam/ });
    const versie = within(dialog).getByRole('textbox', { name: /Versie/ });
    await waitFor(() => expect(versie).toHaveAccessibleDescription(/Deze combinatie van Naam en Versie is reeds in gebruik\./));
    await user.type(naam, '2');
    await waitFor(() => expect(versie).not.toHaveAccessibleDescription(/reeds in gebruik/));
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(versie).toHaveAccessibleDescription(/Deze combinatie van Naam en Versie is reeds in gebruik\./));
    await user.type(naam, '3');
    await waitFor(() => expect(versie).not.toHaveAccessibleDescription(/reeds in gebruik/));
  }, 30_000);

  it("keeps 'Nieuwe Variant' open with what was typed when the save gets no answer, and Opslaan can be pressed again", async () => {
    const noAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user, dialog, saves } = await typedNewVariant(noAnswer, 'Extra', '001.00');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Productdefinitie varianten update is mislukt')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nieuwe Variant' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Naam/ })).toHaveValue('Extra');
    expect(within(dialog).getByRole('textbox', { name: /Versie/ })).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled());
  }, 30_000);

  it("keeps 'Functies van de variant' open with the choices made when the save is refused", async () => {
    const { server, saves } = backend([basis], { save: () => problem({ status: 500, title: 'Internal Server Error', detail: 'Er ging iets mis.' }) });
    const { user } = renderApp(route, { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Kies variant Basis 001.00' }));
    await user.click(await screen.findByRole('button', { name: 'Functies van de variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functies van de variant: Basis 001.00' });
    const opslaan = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(opslaan).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'polis toevoegen' }));
    await user.click(within(dialog).getByRole('switch', { name: 'offerte actief' }));
    await user.click(opslaan);
    expect(await screen.findByText('Productdefinitie varianten update is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er ging iets mis.')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Functies van de variant: Basis 001.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'polis actief' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'offerte actief' })).not.toBeChecked();
    await waitFor(() => expect(opslaan).toBeEnabled());
  }, 30_000);

  it("says 'Ophalen van de varianten is mislukt' when the variants cannot be read", async () => {
    const { server } = backend([], { load: () => problem({ status: 403, title: 'Forbidden', detail: 'Geen toegangsrechten voor definities van organisatie: Voorbeeld Verzekeringen' }) });
    renderApp(route, { user: demoUsers.administrator, server });
    expect((await screen.findAllByText('Ophalen van de varianten is mislukt')).length).toBeGreaterThan(0);
    expect(screen.getByText('Geen toegangsrechten voor definities van organisatie: Voorbeeld Verzekeringen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe Variant' })).not.toBeInTheDocument();
  }, 30_000);

  it('goes back to the definition list of the baseline for the organisation', async () => {
    const { server } = backend([]);
    renderApp(route, { user: demoUsers.administrator, server });
    expect(await screen.findByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Voorbeeld+Verzekeringen');
  }, 30_000);
});

// Issue 16: jsdom lays nothing out, so this holds the rules that let a long name without spaces
// wrap (e2e/tests/long-names-authoring.spec.ts measures the result in a browser).
it('lets a long variant name, in the list and in the title of its functions, and the definition name in the subject line wrap anywhere instead of widening the screen', async () => {
  const longName = `Variant_${'V'.repeat(150)}`;
  const { server } = backend([{ ...basis, name: longName }]);
  const { user } = renderApp(route, { user: demoUsers.administrator, server });
  const label = await screen.findByText(longName);
  expect(label).toHaveStyle({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
  expect(screen.getByText('Reis Compleet').parentElement).toHaveStyle({ overflowWrap: 'anywhere' });
  // Chosen, it names the card of its functions.
  await user.click(screen.getByRole('button', { name: `Kies variant ${longName} 001.00` }));
  expect(await screen.findByRole('heading', { level: 2, name: `Functies — ${longName} 001.00` })).toHaveStyle({ overflowWrap: 'anywhere' });
}, 30_000);

describe('variants editor, others than administrators', () => {
  it('shows only active variants with functions, read-only, and only the functions with snippets', async () => {
    const { server } = backend([basis, oud, leeg]);
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await user.click(await screen.findByRole('button', { name: 'Kies variant Basis 001.00' }));
    expect(screen.queryByRole('button', { name: /Oud/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Leeg/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe Variant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bewerk|Verwijder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Functies van de variant' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Functies' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['offerte']);
  }, 30_000);

  it('says there are no active variants with functions', async () => {
    const { server } = backend([oud, leeg]);
    renderApp(route, { user: demoUsers.validator, server });
    expect(await screen.findByText('Deze definitie heeft geen actieve varianten met functies.')).toBeInTheDocument();
  }, 30_000);
});
