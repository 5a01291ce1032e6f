import type { DefinitionWithTree, UpdateDefinitionBody } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { afd1Library, codelists, definitionOn, organisation, outlinePath, productName, selectedAttribute, serveDefinition } from './definition-page.fixture';

// The definition page of an AFD 1.0 definition (001 §2, §4, §5, §8): the tree and its modes, the
// attribute panels and modals, and what every save sends and what a refused one leaves behind.

const route = `/productdefinitie/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/${encodeURIComponent(productName)}`;
const updatePath = new RegExp(`^/api/Productdefinities/${organisation}/${productName}/[^/]+/[^/]+$`);

function backend(start: DefinitionWithTree = definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute(), 'PP@PP_BRANCHE': selectedAttribute() } })) {
  const saves: UpdateDefinitionBody[] = [];
  let answer: (body: UpdateDefinitionBody) => Response = (body) => json({ revision: body.revision + 1, lastModified: '2026-11-24T10:00:00.000Z', lastModifiedBy: 'J. Valideerder' });
  const server = serveDefinition(new FetchStub(), () => start)
    .on('GET', '/api/BaselineLibraries/baselineLibrary', () =>
      json({ basedOn: start.basedOn, certificationAreaVersion: '1', baselineLibraryId: start.baselineLibraryId, creationTime: start.baselineLibraryCreationTime, datacatVersion: '20260201', codelists }),
    )
    .on('PUT', updatePath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as UpdateDefinitionBody;
      saves.push(body);
      return answer(body);
    });
  const context = renderApp(route, { user: demoUsers.validator, server });
  return { ...context, saves, answerWith: (next: typeof answer) => (answer = next) };
}

const tree = () => screen.findByRole('tree', { name: 'Entiteiten' });
const treeItem = (name: string) => within(screen.getByRole('tree', { name: 'Entiteiten' })).getByRole('treeitem', { name });
// The name of each row as it is read out (the expand and tick marks are hidden from it).
const treeItemNames = () => within(screen.getByRole('tree', { name: 'Entiteiten' })).queryAllByRole('treeitem').map((item) => item.lastElementChild?.textContent);
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

async function openEntity(user: ReturnType<typeof backend>['user'], name: string) {
  await tree();
  await user.click(treeItem(name));
  return screen.findByRole('list', { name: `Attributen van ${name}` });
}

async function openAttribute(user: ReturnType<typeof backend>['user'], entity: string, attribute: string) {
  const list = await openEntity(user, entity);
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${attribute}`) }));
}

describe('definition page (AFD 1.0)', () => {
  it('shows Terug to the list of the baseline, the subject line, and only required or selected entities', async () => {
    backend();
    await tree();
    expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(organisation).replace(/%20/g, '+')}`);
    expect(screen.getByText(productName)).toBeInTheDocument();
    // PP is required; AL and VP are optional and not selected.
    expect(treeItemNames()).toEqual(['PP']);
    expect(screen.getByText('Kies een entiteit in de boom om haar attributen te zien.')).toBeInTheDocument();
  });

  it('lists the selected and required attributes of a clicked entity', async () => {
    const { user } = backend();
    const list = await openEntity(user, 'PP');
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['PP_NUMMER (verplicht)', 'PP_BRANCHE', 'PP_BEDRAG']);
    expect(treeItem('PP')).toHaveAttribute('aria-selected', 'true');
  });

  it('edit mode: ticking an entity and Opslaan saves the selection and shows it in the tree; Annuleren sends nothing', async () => {
    const { user, saves } = backend();
    await tree();
    await user.click(screen.getByRole('button', { name: 'Wijzig selectie' }));
    expect(treeItemNames()).toEqual(['PP', 'AL', 'VP']);
    expect(treeItem('PP')).toHaveAttribute('aria-checked', 'true');
    expect(treeItem('PP')).toHaveAttribute('aria-disabled', 'true');
    await user.click(treeItem('VP'));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(treeItemNames()).toEqual(['PP']);

    await user.click(screen.getByRole('button', { name: 'Wijzig selectie' }));
    await user.click(treeItem('AL'));
    expect(treeItem('AL')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Productdefinitie bijgewerkt'));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.revision).toBe(3);
    expect(saves[0]?.entities).toEqual({ 'PP/AL': { selected: true, maxOccursByFunction: {} } });
    expect(treeItemNames()).toEqual(['PP', 'AL']);
  });

  it('deselecting an entity drops the choices beneath it (compacting)', async () => {
    const { user, saves } = backend(
      definitionOn(afd1Library, { entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } }, attributes: { 'PP/AL@AL_OMSCHR': selectedAttribute({ helpText: 'Eigen' }) } }),
    );
    await tree();
    await user.click(screen.getByRole('button', { name: 'Wijzig selectie' }));
    await user.click(treeItem('AL'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.entities).toEqual({});
    expect(saves[0]?.attributes).not.toHaveProperty('PP/AL@AL_OMSCHR');
  });

  it('the keyboard walks the tree: arrows move and expand, Enter opens an entity', async () => {
    const { user } = backend(definitionOn(afd1Library, { entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } } }));
    const entities = await tree();
    entities.focus();
    expect(entities).toHaveAttribute('aria-activedescendant', treeItem('PP').id);
    expect(treeItem('PP')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(treeItemNames()).toEqual(['PP']);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(entities).toHaveAttribute('aria-activedescendant', treeItem('AL').id);
    await user.keyboard('{Enter}');
    expect(treeItem('AL')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Deze entiteit heeft geen geselecteerde of verplichte attributen.')).toBeInTheDocument();
  });

  it("'Wijzig attribuutselectie' filters, ticks and saves the attributes of the entity", async () => {
    const { user, saves } = backend();
    await openEntity(user, 'PP');
    await user.click(screen.getByRole('button', { name: 'Wijzig attribuutselectie' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter' }), 'naam');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: /PP_NAAM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Wis' }));
    expect(within(dialog).getByRole('checkbox', { name: /PP_NUMMER/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /PP_BEDRAG/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(Object.keys(saves[0]?.attributes ?? {}).sort()).toEqual(['PP@PP_BRANCHE', 'PP@PP_NAAM']);
  });

  it("'Wijzig attribuutselectie': Enter in the filter saves nothing, and Annuleren sends nothing and keeps the attributes as they were", async () => {
    const { user, saves } = backend();
    await openEntity(user, 'PP');
    await user.click(screen.getByRole('button', { name: 'Wijzig attribuutselectie' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /PP_NAAM/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter' }), 'naam{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /PP_NAAM/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'Attributen van PP' })).queryByRole('button', { name: /^PP_NAAM/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzig attribuutselectie' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /PP_NAAM/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /PP_BEDRAG/ })).toBeChecked();
  });

  it("the keyboard goes on where it was: after 'Wijzig attribuutselectie' closes (Opslaan or Escape) its button has the focus again", async () => {
    const { user, saves } = backend();
    await openEntity(user, 'PP');
    const changeSelection = screen.getByRole('button', { name: 'Wijzig attribuutselectie' });
    changeSelection.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('checkbox', { name: /PP_NAAM/ }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Opslaan' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(changeSelection).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(changeSelection).toHaveFocus());
  });

  it("sets V, O or N per function in 'Gebruik binnen functie'; a required attribute only shows V", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    const usage = screen.getByRole('table', { name: 'Gebruik binnen functie: PP_BEDRAG' });
    expect(within(usage).getAllByRole('row').map((row) => row.textContent)).toEqual(['FunctieConditie', 'offerteVON', 'polisVON']);
    await user.click(within(within(usage).getAllByRole('row')[1] as HTMLElement).getByText('O'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BEDRAG']?.presenceByFunction).toEqual({ offerte: 'O' });

    await user.click(within(screen.getByRole('list', { name: 'Attributen van PP' })).getByRole('button', { name: /PP_NUMMER/ }));
    const required = screen.getByRole('table', { name: 'Gebruik binnen functie: PP_NUMMER' });
    for (const radio of within(required).getAllByRole('radio', { checked: true })) expect(radio).toHaveAttribute('value', 'V');
  });

  it("'Waardebeperking' refuses a bound outside the format with the spec's message, and saves a valid range", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    expect(screen.getAllByText('Onbepaald')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Waardebeperking wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum' }), '1234567890');
    expect(within(dialog).getByText('Minimum voldoet niet aan formaat N..9.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Minimum' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum' }), '100');
    expect(within(dialog).getByText('Minimum mag niet meer dan Maximum zijn.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BEDRAG']).toMatchObject({ minimum: '500', maximum: '1000' });
  });

  it("'Waardebeperking': a message goes as soon as the bound is corrected, Enter saves nothing while one stands, and Annuleren sends nothing", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute({ minimum: '500', maximum: '1000' }), 'PP@PP_BRANCHE': selectedAttribute() } }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('button', { name: 'Waardebeperking wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    const minimum = within(dialog).getByRole('textbox', { name: 'Minimum' });
    expect(minimum).toHaveValue('500');
    // As stored: nothing to save yet.
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.type(minimum, 'x');
    expect(within(dialog).getByText('Minimum voldoet niet aan formaat N..9.')).toBeInTheDocument();
    await user.type(minimum, '{Backspace}');
    expect(within(dialog).queryByText('Minimum voldoet niet aan formaat N..9.')).not.toBeInTheDocument();
    const maximum = within(dialog).getByRole('textbox', { name: 'Maximum' });
    await user.clear(maximum);
    await user.type(maximum, '100{Enter}');
    expect(within(dialog).getByText('Minimum mag niet meer dan Maximum zijn.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.type(maximum, '00');
    expect(within(dialog).queryByText('Minimum mag niet meer dan Maximum zijn.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
  });

  it("'Definieer optielijst': values are trimmed and checked; Annuleren rolls back, Opslaan takes the list over", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('switch', { name: 'Optielijst' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Definieer optielijst' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Let op: het wijzigen van opties kan fouten in de bestaande logica veroorzaken.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), ' 100 {Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), 'abc');
    expect(within(dialog).getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Optielijst' })).queryByText('100')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Definieer optielijst' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), '100{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), '200{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), '100');
    expect(within(dialog).getByText("Optie '100' komt al voor.")).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Waarde' }));
    await user.click(within(dialog).getByRole('button', { name: 'Omhoog 200' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.attributes['PP@PP_BEDRAG']?.customOptionList).toEqual(['200', '100']);
    expect(within(screen.getByRole('table', { name: 'Optielijst' })).getAllByRole('row').map((row) => row.textContent)).toEqual(['Waarde', '200', '100']);
  });

  it("'Definieer optielijst': ✎ changes a value in place, a message goes when the value is corrected, and Verwijder drops a value", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute({ customOptionList: ['100', '200', '300'] }), 'PP@PP_BRANCHE': selectedAttribute() } }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(await screen.findByRole('button', { name: 'Definieer optielijst' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByRole('textbox', { name: 'Waarde' });
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig 200' }));
    expect(value).toHaveValue('200');
    // The value being changed is no duplicate of itself; as it was, there is nothing to change.
    expect(within(dialog).queryByText("Optie '200' komt al voor.")).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wijzigen' })).toBeDisabled();
    await user.clear(value);
    await user.type(value, '300');
    expect(within(dialog).getByText("Optie '300' komt al voor.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wijzigen' })).toBeDisabled();
    await user.type(value, '{Backspace}1');
    expect(within(dialog).queryByText("Optie '300' komt al voor.")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Wijzigen' }));
    expect(value).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder 100' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig 301' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stoppen met wijzigen' }));
    expect(value).toHaveValue('');
    expect(saves).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BEDRAG']?.customOptionList).toEqual(['301', '300']);
  });

  it("'Definieer optielijst' holds values to the definition's own facets, not only the baseline's (issue 35)", async () => {
    const { user } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute({ facets: { maxLength: 2 }, customOptionList: [] }), 'PP@PP_BRANCHE': selectedAttribute() } }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(await screen.findByRole('button', { name: 'Definieer optielijst' }));
    const dialog = await screen.findByRole('dialog');
    // '100' fits the baseline's format, but is longer than the definition's maxLength 2.
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), '100');
    expect(within(dialog).getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    // The message names the definition's own facet, not the baseline.
    expect(within(dialog).getByText("Optie '100' past niet binnen de eigen facet maxLength van de definitie: '100' is langer dan 2 tekens.")).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Waarde' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Waarde' }), '10');
    expect(within(dialog).getByRole('button', { name: 'Toevoegen' })).toBeEnabled();
  });

  it("'Selecteer opties': imports a subset with one duplicate and one unknown code, and the switches exclude each other", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BRANCHE': selectedAttribute({ codeListSubset: ['020'] }) } }));
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    expect(screen.getByRole('switch', { name: /^Actuele codelijst/ })).toBeDisabled();
    expect(screen.getByText('Actuele codelijst is niet beschikbaar, omdat subset is geselecteerd.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Selecteer subset codelijst' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Importeer subset' }));
    const input = within(dialog).getByRole('textbox', { name: /^Importeer subset/ });
    await user.click(input);
    expect(input).toHaveFocus();
    await user.keyboard('021;;030');
    await user.click(within(dialog).getByRole('button', { name: 'Verwerk' }));
    expect(within(dialog).getByText('Invoer voldoet niet aan formaat: punt-komma (;) gescheiden subset van codewaarden')).toBeInTheDocument();
    await user.clear(input);
    await user.keyboard('021; 020;999;');
    await user.click(within(dialog).getByRole('button', { name: 'Verwerk' }));
    const result = within(dialog).getByRole('table', { name: 'Resultaat import' });
    expect(within(result).getAllByRole('row').map((row) => row.textContent)).toEqual(['TotaalSuccesvolDuplicatenNiet bestaand', '3111']);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BRANCHE']?.codeListSubset).toEqual(['020', '021']);
  });

  it("'Importeer subset' refuses a list with commas as a whole ('1, 3' is no unknown code) and imports nothing", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BRANCHE': selectedAttribute({ codeListSubset: ['020'] }) } }));
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    await user.click(await screen.findByRole('button', { name: 'Selecteer subset codelijst' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Importeer subset' }));
    const input = within(dialog).getByRole('textbox', { name: /^Importeer subset/ });
    await user.type(input, '021, 030');
    await user.click(within(dialog).getByRole('button', { name: 'Verwerk' }));
    expect(within(dialog).getByText('Invoer voldoet niet aan formaat: punt-komma (;) gescheiden subset van codewaarden')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Resultaat import' })).not.toBeInTheDocument();
    // Typing again takes the verdict away: it was about the text that is no longer there.
    await user.type(input, '{Backspace}');
    expect(within(dialog).queryByText('Invoer voldoet niet aan formaat: punt-komma (;) gescheiden subset van codewaarden')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BRANCHE']?.codeListSubset).toEqual(['020']);
  });

  it("'Selecteer opties': Enter in the search saves nothing, and Annuleren sends nothing and keeps the subset as it was", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BRANCHE': selectedAttribute({ codeListSubset: ['020'] }) } }));
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    await user.click(await screen.findByRole('button', { name: 'Selecteer subset codelijst' }));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByLabelText('Codelijst ADNBRA', { selector: 'input' });
    await user.type(search, '999{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '021{ArrowDown}{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
  });

  it("turning on 'Actuele codelijst' makes subset selection unavailable, with the spec's text", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    await user.click(screen.getByRole('switch', { name: /^Actuele codelijst/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BRANCHE']?.useUpToDateCodeList).toBe(true);
    expect(screen.getByRole('button', { name: 'Selecteer subset codelijst' })).toBeDisabled();
    expect(screen.getByText('Subset selecteren is niet mogelijk, omdat actuele codelijst is geselecteerd.')).toBeInTheDocument();
  });

  it("a subset code list (underscore in its name) cannot be followed: 'Actuele codelijst is niet beschikbaar.'", async () => {
    const library = structuredClone(afd1Library);
    const branche = library.roots[0]?.attributes.find((attribute) => attribute.name === 'PP_BRANCHE');
    if (branche) branche.codeList = { name: 'ADNBRA_AUTO', values: null };
    const { user } = backend(definitionOn(library, { attributes: { 'PP@PP_BRANCHE': selectedAttribute() } }));
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    expect(screen.getByRole('switch', { name: /^Actuele codelijst/ })).toBeDisabled();
    expect(screen.getByText('Actuele codelijst is niet beschikbaar.')).toBeInTheDocument();
  });

  it("'Eigen omschrijving' saves the organisation's own help text", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('button', { name: 'Eigen omschrijving wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' }), 'Het verzekerde bedrag');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BEDRAG']?.helpText).toBe('Het verzekerde bedrag');
    expect(screen.getByText('Het verzekerde bedrag')).toBeInTheDocument();
  });

  it("'Eigen omschrijving': Opslaan waits for a change, only spaces removes the text, and Annuleren sends nothing", async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute({ helpText: 'Het bedrag' }), 'PP@PP_BRANCHE': selectedAttribute() } }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('button', { name: 'Eigen omschrijving wijzigen' }));
    let dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' });
    expect(text).toHaveValue('Het bedrag');
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await user.type(text, ' in euro');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eigen omschrijving wijzigen' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' })).toHaveValue('Het bedrag');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.attributes['PP@PP_BEDRAG']?.helpText ?? null).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a function maximum of 0 excludes the entity there, and is saved per function', async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } } }));
    await tree();
    await user.click(treeItem('AL'));
    const polis = screen.getByRole('textbox', { name: 'Maximaal aantal polis' });
    await user.type(polis, '0');
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']?.maxOccursByFunction).toEqual({ polis: 0 }));
    expect(screen.getByText('uitgesloten')).toBeInTheDocument();
  });

  it('entity presence per function (ADR 0056): V makes the entity mandatory there with a minimum, N excludes it, and a required entity is only V', async () => {
    const { user, saves } = backend(definitionOn(afd1Library, { entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } } }));
    await tree();
    await user.click(treeItem('AL'));
    const settings = screen.getByRole('table', { name: 'Aanwezigheid per functie: AL' });
    expect(within(settings).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Functie', 'Conditie', 'Minimaal aantal (baseline 0)', 'Maximaal aantal (baseline 0..5)']);
    const polis = within(settings).getByRole('radiogroup', { name: 'Conditie polis' });
    expect(within(polis).getByRole('radio', { name: 'O' })).toBeChecked();
    await user.click(within(polis).getByRole('radio', { name: 'V' }));
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: {}, minOccursByFunction: { polis: 1 } }));
    expect(within(settings).getByRole('textbox', { name: 'Minimaal aantal polis' })).toHaveValue('1');

    const minimum = within(settings).getByRole('textbox', { name: 'Minimaal aantal polis' });
    await user.clear(minimum);
    await user.type(minimum, '3');
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']?.minOccursByFunction).toEqual({ polis: 3 }));
    // A maximum below the minimum takes the minimum down with it.
    await user.type(within(settings).getByRole('textbox', { name: 'Maximaal aantal polis' }), '2');
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: { polis: 2 }, minOccursByFunction: { polis: 2 } }));

    const offerte = within(settings).getByRole('radiogroup', { name: 'Conditie offerte' });
    await user.click(within(offerte).getByRole('radio', { name: 'N' }));
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']?.maxOccursByFunction).toEqual({ polis: 2, offerte: 0 }));
    expect(within(settings).getByRole('textbox', { name: 'Minimaal aantal offerte' })).toBeDisabled();
    // O again gives polis the baseline's minimum back (no minimum stored); its own maximum stays.
    await user.click(within(polis).getByRole('radio', { name: 'O' }));
    await waitFor(() => expect(saves.at(-1)?.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: { polis: 2, offerte: 0 } }));

    await user.click(treeItem('PP'));
    const required = screen.getByRole('table', { name: 'Aanwezigheid per functie: PP' });
    for (const radio of within(within(required).getByRole('radiogroup', { name: 'Conditie polis' })).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(within(required).getByRole('radiogroup', { name: 'Conditie polis' })).getByRole('radio', { name: 'V' })).toBeChecked();
  });

  it("saving is said quietly in the page ('Bezig met opslaan…', then the spec's 'Productdefinitie bijgewerkt' in a polite live region), never as a toast per click", async () => {
    const { user, saves } = backend();
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    const offerte = within(screen.getByRole('table', { name: 'Gebruik binnen functie: PP_BEDRAG' })).getByRole('radiogroup', { name: 'Conditie offerte' });
    await user.click(within(offerte).getByRole('radio', { name: 'O' }));
    await user.click(within(offerte).getByRole('radio', { name: 'V' }));
    await user.click(within(offerte).getByRole('radio', { name: 'O' }));
    await waitFor(() => expect(status).toHaveTextContent('Productdefinitie bijgewerkt'));
    await waitFor(() => expect(saves.at(-1)?.attributes['PP@PP_BEDRAG']?.presenceByFunction).toEqual({ offerte: 'O' }));
    expect(screen.getAllByText('Productdefinitie bijgewerkt')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only what can take effect: no V/O/N or counts for a switched-off function, no Waardebeperking for a code-list attribute', async () => {
    const start = definitionOn(afd1Library, { entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } }, attributes: { 'PP@PP_BEDRAG': selectedAttribute(), 'PP@PP_BRANCHE': selectedAttribute() } });
    start.functions = start.functions.map((fn) => (fn.name === 'polis' ? { ...fn, active: false } : fn));
    const { user } = backend(start);
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    expect(within(screen.getByRole('table', { name: 'Gebruik binnen functie: PP_BEDRAG' })).getAllByRole('row').map((row) => row.textContent)).toEqual(['FunctieConditie', 'offerteVON']);
    expect(screen.getByRole('button', { name: 'Waardebeperking wijzigen' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Attributen van PP' })).getByRole('button', { name: /PP_BRANCHE/ }));
    expect(screen.queryByRole('button', { name: 'Waardebeperking wijzigen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Waardebeperking')).not.toBeInTheDocument();
    await user.click(treeItem('AL'));
    const settings = screen.getByRole('table', { name: 'Aanwezigheid per functie: AL' });
    expect(within(settings).queryByRole('radiogroup', { name: 'Conditie polis' })).not.toBeInTheDocument();
    expect(within(settings).queryByRole('textbox', { name: 'Maximaal aantal polis' })).not.toBeInTheDocument();
    expect(within(settings).getByRole('radiogroup', { name: 'Conditie offerte' })).toBeInTheDocument();
  });

  it('a refused save says why in a toast and puts back what is stored', async () => {
    const { user, answerWith } = backend();
    answerWith(() => problem({ status: 400, title: 'Ongeldige invoer', detail: "Het attribuut is verplicht in de baseline; bij functie 'offerte' kan alleen V (Verplicht).", errors: {} }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('button', { name: 'Eigen omschrijving wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Eigen omschrijving' }), 'Weg ermee');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await toast('Productdefinitie bijwerken is mislukt');
    expect(screen.getByText("Het attribuut is verplicht in de baseline; bij functie 'offerte' kan alleen V (Verplicht).")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Weg ermee')).not.toBeInTheDocument());
  });

  it("a colleague's save in between (409) is shown in Dutch with who, and the page stops saving until reloaded", async () => {
    const { user, saves, answerWith, server } = backend();
    const detail = 'De definitie is intussen door A. Jansen gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.';
    answerWith(() => problem({ status: 409, title: 'Definitie gewijzigd', detail }));
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    await user.click(screen.getByRole('switch', { name: 'Optielijst' }));
    await toast('Productdefinitie bijwerken is mislukt');
    expect(await screen.findByRole('alert', { name: 'De definitie is intussen gewijzigd' })).toBeInTheDocument();
    expect(screen.getAllByText(detail).length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Niet opgeslagen');
    expect(screen.getByRole('switch', { name: 'Optielijst' })).not.toBeChecked();
    // Editing is off until the reload: nothing on the attribute side takes a click that would be thrown away.
    expect(screen.getByRole('switch', { name: 'Optielijst' })).toBeDisabled();
    for (const radio of within(screen.getByRole('table', { name: 'Gebruik binnen functie: PP_BEDRAG' })).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eigen omschrijving wijzigen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wijzig attribuutselectie' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wijzig selectie' })).toBeDisabled();
    expect(saves).toHaveLength(1);
    const loadsBefore = server.requestsTo(outlinePath).length;
    await user.click(screen.getByRole('button', { name: 'Definitie opnieuw laden' }));
    await waitFor(() => expect(server.requestsTo(outlinePath).length).toBe(loadsBefore + 1));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'De definitie is intussen gewijzigd' })).not.toBeInTheDocument());
    await openAttribute(user, 'PP', 'PP_BEDRAG');
    expect(screen.getByRole('switch', { name: 'Optielijst' })).toBeEnabled();
  });

  it("says 'Ophalen van productCodelists van Baseline …' when the library's code lists fail, and keeps subset selection off", async () => {
    const { user, server } = backend();
    server.on('GET', '/api/BaselineLibraries/baselineLibrary', () => problem({ status: 500, title: 'Serverfout' }));
    await toast('Ophalen van productCodelists van Baseline Schade-Contractbericht-Particulier is mislukt');
    await openAttribute(user, 'PP', 'PP_BRANCHE');
    expect(screen.getByRole('button', { name: 'Selecteer subset codelijst' })).toBeDisabled();
  });

  it('asks before leaving with an entity selection that is not saved; staying keeps it', async () => {
    const { user, router } = backend();
    await tree();
    await user.click(screen.getByRole('button', { name: 'Wijzig selectie' }));
    await user.click(treeItem('VP'));
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bevestiging' });
    await user.click(within(confirm).getByRole('button', { name: 'Nee' }));
    expect(router.state.location.pathname).toContain('/productdefinitie/');
    expect(treeItem('VP')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productdefinities/Schade/Contractbericht/Particulier'));
  });

  it("a definition that cannot be loaded shows 'Ophalen van productdefinition is mislukt' with the server's reason", async () => {
    const server = new FetchStub().on('GET', outlinePath, () => problem({ status: 404, title: 'Niet gevonden', detail: `Definitie '${productName}' bestaat niet.` }));
    renderApp(route, { user: demoUsers.validator, server });
    const alert = await screen.findByRole('alert', { name: 'Ophalen van productdefinition is mislukt' });
    expect(alert).toHaveTextContent(`Definitie '${productName}' bestaat niet.`);
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });
});
