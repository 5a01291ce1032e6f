import type { BusinessRule, BusinessRulesAnswer } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// The verbandscontroles screens (001 §2, §4, §5): add and edit in pseudo or XPath mode (AFD 1.0)
// or JMESPath (AFD 2.0), the required-field texts, the server's 'Ongeldige invoer' blocking,
// every change saved as the whole list and said quietly in the page, failure toasts, delete with
// confirmation.

const definitionPath = '/productdefinitie/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet';
const rulesPath = /^\/api\/Verbandscontroles\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const savePath = /^\/api\/Verbandscontroles\/Voorbeeld Verzekeringen\/Reis Compleet\/[^/]+\/[^/]+$/;
const validatePath = /^\/api\/Verbandscontroles\/Validate\/Voorbeeld Verzekeringen\/Reis Compleet$/;

interface BackendOptions {
  load?: () => Response;
  validate?: (expression: string) => string[] | Response;
  save?: (rules: BusinessRule[]) => Response;
}

function backend(rules: BusinessRule[], options: BackendOptions = {}) {
  const puts: BusinessRule[][] = [];
  const revisionsSent: (string | null)[] = [];
  const validated: string[] = [];
  let loads = 0;
  let current: BusinessRulesAnswer = { businessRules: rules, attributeNames: ['Branche', 'Premie', 'VP'], revision: 7 };
  const server = new FetchStub()
    .on('GET', rulesPath, () => {
      loads += 1;
      return options.load?.() ?? json(current);
    })
    .on('POST', validatePath, (request: StubRequest) => {
      const { expression } = JSON.parse(String(request.body)) as { expression: string };
      validated.push(expression);
      const answer = options.validate?.(expression) ?? [];
      return answer instanceof Response ? answer : json(answer);
    })
    .on('PUT', savePath, (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as BusinessRule[];
      puts.push(body);
      revisionsSent.push(request.url.searchParams.get('revision'));
      if (options.save) return options.save(body);
      current = { ...current, businessRules: body, revision: current.revision + 1 };
      return json(current);
    });
  return { puts, revisionsSent, validated, server, loads: () => loads };
}

/** A good save is said in the page's status line (a polite live region), and not as a toast. */
async function savedQuietly(text: string) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

const xpathRule: BusinessRule = { name: 'BR1', expression: "if (//Branche = '021') then //Premie > 0 else true()", message: '', source: 'PP', type: 'pseudo' };

/** 'Nieuwe verbandscontrole' opened on an AFD 1.0 definition, with Bron, Indien and Dan typed. */
async function typedPseudoRule(options: BackendOptions, rules: BusinessRule[] = []) {
  const context = backend(rules, options);
  const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server: context.server });
  await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), 'PP');
  await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), 'exists(VP)');
  await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), 'Premie > 0');
  return { ...context, user, dialog };
}

describe('Verbandscontroles AFD 1.0', () => {
  it("adds a rule in pseudo mode: BR1 proposed, 'Bron verplicht' and 'Conditie verplicht', the server's 'Ongeldige invoer' blocks, fixed it is saved as XPath", async () => {
    let typo = true;
    const { puts, revisionsSent, validated, server } = backend([], { validate: () => (typo ? ["Ongeldige invoer: 'DAN' verwacht (positie 24)"] : []) });
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    expect(await screen.findByText('Deze definitie heeft nog geen verbandscontroles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    expect(within(dialog).getByRole('textbox', { name: 'Naam' })).toHaveValue('BR1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Bron verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Conditie verplicht')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), 'PP');
    await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), "Branche = '021'");
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), 'Premie > 0');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText("Ongeldige invoer: 'DAN' verwacht (positie 24)")).toBeInTheDocument();
    expect(validated).toEqual(["Indien Branche = '021' DAN Premie > 0 ANDERS true"]);
    expect(puts).toEqual([]);

    typo = false;
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await savedQuietly('Verbandscontrole BR1 opgeslagen');
    expect(puts).toEqual([[{ name: 'BR1', source: 'PP', message: '', expression: "if (//Branche = '021') then //Premie > 0 else true()", type: 'pseudo' }]]);
    expect(revisionsSent).toEqual(['7']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Verbandscontroles' })).getByText("if (//Branche = '021') then //Premie > 0 else true()")).toBeInTheDocument();
  });

  it('offers the operators, functions and attribute names, and puts each in the pseudo field the user was in', async () => {
    const { puts, server } = backend([]);
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    const offered = within(within(dialog).getByRole('group', { name: 'Operatoren en functies' }));
    for (const operator of ['=', '<>', '<', '<=', '>', '>=', 'EN', 'OF', 'NIET', '(', ')', 'count()', 'exists()']) expect(offered.getByRole('button', { name: `Invoegen: ${operator}` })).toBeInTheDocument();
    const names = offered.getByRole('combobox', { name: 'Attribuut invoegen' });

    await user.selectOptions(names, 'Branche');
    await user.click(offered.getByRole('button', { name: 'Invoegen: <>' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), "'021'");
    await user.click(within(dialog).getByRole('textbox', { name: 'Dan' }));
    await user.click(offered.getByRole('button', { name: 'Invoegen: count()' }));
    await user.selectOptions(names, 'VP');
    await user.click(offered.getByRole('button', { name: 'Invoegen: )' }));
    await user.click(offered.getByRole('button', { name: 'Invoegen: >=' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), '1');
    expect(within(dialog).getByRole('textbox', { name: 'Indien' })).toHaveValue("Branche <> '021'");
    expect(within(dialog).getByRole('textbox', { name: 'Dan' })).toHaveValue('count(VP) >= 1');

    await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), 'PP');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await savedQuietly('Verbandscontrole BR1 opgeslagen');
    expect(puts[0]?.[0]?.expression).toBe("if (//Branche != '021') then count(//VP) >= 1 else true()");
  });

  it("puts a refusal of the pseudo code on its field (Indien or Dan), counted from that field's start, naming an unknown function", async () => {
    const { puts, validated, server } = backend([]);
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), 'PP');
    await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), 'Premie > 0 EN exist(VP');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), 'Premie > 10');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Indien' })).toHaveAccessibleDescription(
        "Ongeldige invoer: Indien, positie 15: onbekende functie 'exist'; bekend zijn count( ) en exists( )",
      ),
    );
    expect(within(dialog).queryByText(/'DAN' verwacht/)).not.toBeInTheDocument();
    expect(validated).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Indien' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), 'Premie > 0');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Dan' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), 'Kleur = 1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Dan' })).toHaveAccessibleDescription("Ongeldige invoer: Dan, positie 1: Attribuut 'Kleur' bestaat niet in deze definitie"));
    expect(within(dialog).getByRole('textbox', { name: 'Indien' })).not.toHaveAccessibleDescription(/Ongeldige invoer/);
    expect(puts).toEqual([]);
  });

  it('opens a stored rule of the rule form in pseudo mode, and any other XPath in XPath mode', async () => {
    const other: BusinessRule = { name: 'BR2', expression: 'count(//VP) le 5', message: '', source: 'VP', type: 'xpath' };
    const { server } = backend([xpathRule, other]);
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Bewerk BR1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bewerk verbandscontrole: BR1' });
    expect(within(dialog).getByRole('textbox', { name: 'Indien' })).toHaveValue("Branche = '021'");
    expect(within(dialog).getByRole('textbox', { name: 'Dan' })).toHaveValue('Premie > 0');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await user.click(screen.getByRole('button', { name: 'Bewerk BR2' }));
    dialog = await screen.findByRole('dialog', { name: 'Bewerk verbandscontrole: BR2' });
    expect(within(dialog).getByRole('textbox', { name: 'XPath 2.0' })).toHaveValue('count(//VP) le 5');
  });

  it("says 'Opslaan van de verbandscontroles is mislukt' with the server's reason and keeps the modal open", async () => {
    const { server } = backend([xpathRule], { save: () => problem({ status: 400, title: 'Ongeldige invoer', detail: "Er is al een verbandscontrole met de naam 'BR1'." }) });
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Bewerk BR1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerk verbandscontrole: BR1' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText('Opslaan van de verbandscontroles is mislukt')).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText("Er is al een verbandscontrole met de naam 'BR1'.").length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Bewerk verbandscontrole: BR1' })).toBeInTheDocument();
  });

  it("puts the server's field errors for the rule on its fields", async () => {
    const { server } = backend([xpathRule], {
      save: () => problem({ status: 400, title: 'Ongeldige invoer', detail: 'Bron verplicht', errors: { 'rules.1.source': ['Bron verplicht'], 'rules.1.expression': ["Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie"] } }),
    });
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    expect(within(dialog).getByRole('textbox', { name: 'Naam' })).toHaveValue('BR2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), ' x');
    await user.click(within(dialog).getByRole('radio', { name: 'XPath' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'XPath 2.0' }), 'exists(//Kleur)');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Opslaan van de verbandscontroles is mislukt')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Bron' })).toHaveAccessibleDescription('Bron verplicht');
    expect(within(dialog).getByRole('textbox', { name: 'XPath 2.0' })).toHaveAccessibleDescription("Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie");
  });

  it("refuses a name already in the list, ignoring case, and takes the message away as soon as the name is changed", async () => {
    const { user, dialog, puts } = await typedPseudoRule({}, [xpathRule]);
    const naam = within(dialog).getByRole('textbox', { name: 'Naam' });
    await user.clear(naam);
    await user.type(naam, 'br1 ');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(naam).toHaveAccessibleDescription("Er is al een verbandscontrole met de naam 'br1'."));
    expect(puts).toEqual([]);
    await user.type(naam, 'b');
    await waitFor(() => expect(naam).not.toHaveAccessibleDescription(/Er is al een verbandscontrole/));
  });

  it("shows the server's refusal of the XPath a pseudo rule stands for in the modal as 'Ongeldige invoer', and a change takes it away", async () => {
    const refusal = "Ongeldige invoer: Attribuut 'VP' bestaat niet in deze definitie";
    const { user, dialog } = await typedPseudoRule({ save: () => problem({ status: 400, title: 'Ongeldige invoer', detail: refusal, errors: { 'rules.0.expression': [refusal] } }) });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const alert = await within(dialog).findByRole('alert', { name: 'Ongeldige invoer' });
    expect(alert).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: 'Indien' })).not.toHaveAccessibleDescription(/Ongeldige invoer/);
    expect(screen.getByRole('dialog', { name: 'Nieuwe verbandscontrole' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), '0');
    await waitFor(() => expect(within(dialog).queryByRole('alert', { name: 'Ongeldige invoer' })).not.toBeInTheDocument());
  });

  it("keeps the modal open with what was typed when the save gets no answer, saying 'Opslaan van de verbandscontroles is mislukt' there too", async () => {
    const { user, dialog, puts } = await typedPseudoRule({
      save: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByRole('alert', { name: 'Opslaan van de verbandscontroles is mislukt' })).toHaveTextContent('Geen verbinding met de server');
    expect(puts).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nieuwe verbandscontrole' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Indien' })).toHaveValue('exists(VP)');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('says so when a colleague saved in between (409), and reads the rules again', async () => {
    const detail = 'De definitie is intussen door Piet gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.';
    const { loads, server } = backend([xpathRule], { save: () => problem({ status: 409, title: 'Definitie gewijzigd', detail }) });
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Verwijder BR1' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opslaan van de verbandscontroles is mislukt')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(2));
    expect(screen.getByRole('table', { name: 'Verbandscontroles' })).toBeInTheDocument();
  });

  it("says 'Controleren van de verbandscontrole is mislukt' when the server's check fails, and saves nothing", async () => {
    const { puts, server } = backend([], { validate: () => problem({ status: 500, title: 'Internal Server Error', detail: 'Er ging iets mis.' }) });
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bron' }), 'PP');
    await user.type(within(dialog).getByRole('textbox', { name: 'Indien' }), 'exists(VP)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dan' }), 'count(VP) > 1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText('Controleren van de verbandscontrole is mislukt')).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Er ging iets mis.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("says 'Ophalen van de verbandscontroles is mislukt' when the rules cannot be read", async () => {
    const { server } = backend([], { load: () => problem({ status: 404, title: 'Not Found', detail: "Definitie 'Reis Compleet' bestaat niet." }) });
    renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    expect((await screen.findAllByText('Ophalen van de verbandscontroles is mislukt')).length).toBeGreaterThan(0);
    expect(screen.getByText("Definitie 'Reis Compleet' bestaat niet.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe verbandscontrole' })).not.toBeInTheDocument();
  });

  it('deletes a rule after confirmation by saving the list without it', async () => {
    const { puts, server } = backend([xpathRule]);
    const { user } = renderApp(`${definitionPath}/verbandscontroles`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Verwijder BR1' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await savedQuietly('Verbandscontrole BR1 verwijderd');
    expect(puts).toEqual([[]]);
    await waitFor(() => expect(screen.getByText('Deze definitie heeft nog geen verbandscontroles.')).toBeInTheDocument());
  });
});

describe('Verbandscontroles AFD 2.0', () => {
  it("asks a JMESPath expression and 'Foutmelding verplicht', and saves it as jmespath without the server's pseudo check", async () => {
    const { puts, validated, server } = backend([]);
    const { user } = renderApp(`${definitionPath}/verbandscontroles-afd2`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    expect(within(dialog).queryByRole('textbox', { name: 'Bron' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Conditie verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Foutmelding verplicht')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'JMESPath' }), 'length(policy) == `1`');
    await user.type(within(dialog).getByRole('textbox', { name: 'Foutmelding' }), 'Precies één polis.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await savedQuietly('Verbandscontrole BR1 opgeslagen');
    expect(puts).toEqual([[{ name: 'BR1', source: '', message: 'Precies één polis.', expression: 'length(policy) == `1`', type: 'jmespath' }]]);
    expect(validated).toEqual([]);
  });

  it("shows the server's refusal of the JMESPath on its field, with the failure toast", async () => {
    const { server } = backend([], {
      save: () => problem({ status: 400, title: 'Ongeldige invoer', detail: 'Ongeldige invoer: Expected Rbracket', errors: { 'rules.0.expression': ['Ongeldige invoer: Expected Rbracket'] } }),
    });
    const { user } = renderApp(`${definitionPath}/verbandscontroles-afd2`, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe verbandscontrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await user.type(within(dialog).getByRole('textbox', { name: 'JMESPath' }), 'policy[[?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Foutmelding' }), 'Fout');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Opslaan van de verbandscontroles is mislukt')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'JMESPath' })).toHaveAccessibleDescription('Ongeldige invoer: Expected Rbracket');
  });

  it('filters a long list by a typed text and pages to its last rule; delete and edit there change the rule they name (issue 16)', async () => {
    const many = Array.from({ length: 60 }, (_, index): BusinessRule => ({ name: `BR${index + 1}`, expression: 'length(policy) == `1`', message: `Fout ${index + 1}`, source: '', type: 'jmespath' }));
    const { puts, server } = backend(many);
    const { user } = renderApp(`${definitionPath}/verbandscontroles-afd2`, { user: demoUsers.validator, server });
    const table = await screen.findByRole('table', { name: 'Verbandscontroles' });
    const shownRules = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(shownRules()).toHaveLength(50);
    const search = screen.getByRole('searchbox', { name: 'Zoeken in verbandscontroles' });

    await user.type(search, 'br5');
    expect(shownRules()).toEqual(['BR5', 'BR50', 'BR51', 'BR52', 'BR53', 'BR54', 'BR55', 'BR56', 'BR57', 'BR58', 'BR59']);
    await user.click(within(table).getByRole('button', { name: 'Verwijder BR50' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await savedQuietly('Verbandscontrole BR50 verwijderd');
    const withoutBr50 = many.filter((rule) => rule.name !== 'BR50');
    expect(puts).toEqual([withoutBr50]);
    await waitFor(() => expect(shownRules()).toEqual(['BR5', 'BR51', 'BR52', 'BR53', 'BR54', 'BR55', 'BR56', 'BR57', 'BR58', 'BR59']));

    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(shownRules()).toEqual(['BR52', 'BR53', 'BR54', 'BR55', 'BR56', 'BR57', 'BR58', 'BR59', 'BR60']);
    await user.click(within(table).getByRole('button', { name: 'Bewerk BR60' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerk verbandscontrole: BR60' });
    expect(within(dialog).getByRole('textbox', { name: 'Foutmelding' })).toHaveValue('Fout 60');
    await user.type(within(dialog).getByRole('textbox', { name: 'Foutmelding' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual(withoutBr50.map((rule) => (rule.name === 'BR60' ? { ...rule, message: 'Fout 60!' } : rule)));
  });
});
