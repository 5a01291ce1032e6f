import type { XPathRule } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const restriction: XPathRule = {
  id: 'aaaaaaaa1',
  name: 'Alleen restrictie',
  selectionXPath: '//xs:complexType',
  predicateXPath: 'fn:empty(.//xs:extension)',
  errorMessage: 'xs:extension is niet toegestaan',
};
const labels: XPathRule = {
  id: 'bbbbbbbb2',
  name: 'Entiteitlabel',
  selectionXPath: '/xs:schema/xs:complexType',
  predicateXPath: "fn:matches(@name, '^[A-Z]{2}$')",
  errorMessage: 'Een entiteit heeft een label van twee letters',
};

/** A stub server that keeps the rules; 'FOUT' in an expression makes it invalid, as the engines would say. */
function xpathServer(usages: Record<string, string[]> = {}) {
  let rules = [restriction, labels];
  const saves: XPathRule[][] = [];
  const validations: unknown[] = [];
  return {
    saves,
    validations,
    list: () => json({ rules: [...rules].sort((a, b) => a.name.localeCompare(b.name, 'nl')) }),
    save: (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as { rules: XPathRule[] };
      saves.push(body.rules);
      for (const rule of body.rules) rules = [...rules.filter((candidate) => candidate.id !== rule.id), rule];
      return json({ rules: body.rules });
    },
    validate: (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as { selectionXPath: string; predicateXPath: string };
      validations.push(body);
      const selectionXPathError = body.selectionXPath.includes('FOUT') ? 'XPST0003: Failed to parse script. Expected end of input (kolom 4)' : null;
      const predicateXPathError = body.predicateXPath.includes('FOUT') ? 'XPST0017: Function Q{http://www.w3.org/2005/xpath-functions}FOUT with arity of 0 not registered.' : null;
      return json({ valid: !selectionXPathError && !predicateXPathError, selectionXPathError, predicateXPathError });
    },
    usageOf: (name: string) => () => json(usages[name] ?? []),
    remove: (id: string) => () => {
      rules = rules.filter((rule) => rule.id !== id);
      return new Response(null, { status: 204 });
    },
  };
}

function renderScreen(usages: Record<string, string[]> = {}) {
  const backend = xpathServer(usages);
  const context = renderApp('/xpaths', { user: demoUsers.administrator });
  context.server
    .on('GET', '/api/xpathlist', backend.list)
    .on('POST', '/api/xpathlist', backend.save)
    .on('POST', '/api/xpath/Validate', backend.validate)
    .on('GET', `/api/xpath/UsageOf/${encodeURIComponent(restriction.name)}`, backend.usageOf(restriction.name))
    .on('GET', `/api/xpath/UsageOf/${encodeURIComponent(labels.name)}`, backend.usageOf(labels.name));
  return { ...context, backend };
}

const table = () => screen.getByRole('table', { name: 'XPath-regels' });
const ruleNames = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const addRow = () => screen.getByRole('group', { name: 'Nieuwe XPath-regel' });

async function fillAddRow(user: ReturnType<typeof renderScreen>['user'], rule: Omit<XPathRule, 'id'>) {
  const row = within(addRow());
  await user.type(row.getByLabelText('Naam'), rule.name);
  await user.type(row.getByLabelText('Selectie XPath'), rule.selectionXPath.replace(/[[{]/g, (bracket) => bracket + bracket));
  await user.type(row.getByLabelText('Predicaat XPath'), rule.predicateXPath.replace(/[[{]/g, (bracket) => bracket + bracket));
  await user.type(row.getByLabelText('Foutmelding'), rule.errorMessage);
}

const newRule = { name: 'Geen onbegrensde herhaling', selectionXPath: '//xs:element', predicateXPath: "@maxOccurs != 'unbounded'", errorMessage: 'Geef een maximum' };

describe('Beheer XPathregels', () => {
  it('lists the rules with Naam, Selectie XPath, Predicaat XPath, Foutmelding and their buttons', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Beheer XPathregels' })).toBeInTheDocument();
    await waitFor(() => expect(ruleNames()).toEqual(['Alleen restrictie', 'Entiteitlabel']));
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent?.replace(/ [▲▼]$/, ''))).toEqual([
      'Naam',
      'Selectie XPath',
      'Predicaat XPath',
      'Foutmelding',
      'Acties',
    ]);
    expect(screen.getByRole('button', { name: 'Bewerk Entiteitlabel' })).toHaveTextContent('Bewerk');
    expect(screen.getByRole('button', { name: 'Verwijder Entiteitlabel' })).toHaveTextContent('Verwijder');
  });

  it("says 'Ophalen van de xpaden is mislukt' and shows the empty table when the rules cannot be loaded", async () => {
    const { server } = renderApp('/xpaths', { user: demoUsers.administrator });
    server.on('GET', '/api/xpathlist', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van de xpaden is mislukt')).toBeInTheDocument();
    expect(await screen.findByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it('adds a rule with a 9-character client id once all four fields pass, clears the row and says Opgeslagen', async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Entiteitlabel' });
    await fillAddRow(user, newRule);
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.validations).toEqual([{ ...newRule }]);
    expect(backend.saves).toEqual([[{ id: expect.stringMatching(/^[A-Za-z0-9]{9}$/), ...newRule }]]);
    await waitFor(() => expect(ruleNames()).toContain('Geen onbegrensde herhaling'));
    expect(within(addRow()).getByLabelText('Naam')).toHaveValue('');
  });

  it('requires all four fields, each on its own field, before asking the server anything', async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Entiteitlabel' });
    await user.type(within(addRow()).getByLabelText('Naam'), 'Half');
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(addRow()).findByText('Selectie XPath is verplicht')).toBeInTheDocument();
    expect(within(addRow()).getByText('Predicaat XPath is verplicht')).toBeInTheDocument();
    expect(within(addRow()).getByText('Foutmelding is verplicht')).toBeInTheDocument();
    expect(within(addRow()).getByLabelText('Selectie XPath')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.validations).toEqual([]);
  });

  it("refuses a name in use, ignoring case, with 'Er is al een XPath met deze naam'", async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Entiteitlabel' });
    await fillAddRow(user, { ...newRule, name: 'ENTITEITLABEL' });
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(addRow()).findByText('Er is al een XPath met deze naam')).toBeInTheDocument();
    expect(backend.saves).toEqual([]);
  });

  it("shows the engines' errors as 'Selectie X-path is ongeldig: …' and 'X-path regel is ongeldig: …'", async () => {
    const { user, backend } = renderScreen();
    await screen.findByRole('cell', { name: 'Entiteitlabel' });
    await fillAddRow(user, { ...newRule, selectionXPath: '//FOUT[', predicateXPath: 'FOUT()' });
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(
      await within(addRow()).findByText('Selectie X-path is ongeldig: XPST0003: Failed to parse script. Expected end of input (kolom 4)'),
    ).toBeInTheDocument();
    expect(
      within(addRow()).getByText('X-path regel is ongeldig: XPST0017: Function Q{http://www.w3.org/2005/xpath-functions}FOUT with arity of 0 not registered.'),
    ).toBeInTheDocument();
    expect(backend.saves).toEqual([]);
  });

  it("puts the server's field refusal of a save on its field, and says 'Opslaan is mislukt' otherwise", async () => {
    const { user, server } = renderScreen();
    server.on('POST', '/api/xpathlist', () =>
      problem({ status: 409, title: 'Naam al in gebruik', detail: 'Er is al een XPath met deze naam', errors: { 'rules.0.name': ['Er is al een XPath met deze naam'] } }),
    );
    await screen.findByRole('cell', { name: 'Entiteitlabel' });
    await fillAddRow(user, newRule);
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(addRow()).findByText('Er is al een XPath met deze naam')).toBeInTheDocument();

    server.on('POST', '/api/xpathlist', () => problem({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' }));
    await user.click(within(addRow()).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(within(addRow()).getByLabelText('Naam')).toHaveValue(newRule.name);
  });

  it("edits a rule in a dialog; another rule's name is refused with 'Er is al een dimensie met deze naam'", async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Bewerk Entiteitlabel' }));
    const dialog = await screen.findByRole('dialog', { name: 'XPath-regel bewerken' });
    expect(within(dialog).getByLabelText('Selectie XPath')).toHaveValue(labels.selectionXPath);
    const name = within(dialog).getByLabelText('Naam');
    await user.clear(name);
    await user.type(name, 'alleen RESTRICTIE');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Er is al een dimensie met deze naam')).toBeInTheDocument();
    expect(backend.saves).toEqual([]);
  });

  it('asks before renaming, listing the baselines that use the rule, and saves under the same id on Ja', async () => {
    const { user, backend } = renderScreen({ [labels.name]: ['Schade-Contractbericht-Particulier', 'Leven-Mutatiebericht-Particulier'] });
    await user.click(await screen.findByRole('button', { name: 'Bewerk Entiteitlabel' }));
    const dialog = await screen.findByRole('dialog', { name: 'XPath-regel bewerken' });
    const name = within(dialog).getByLabelText('Naam');
    await user.clear(name);
    await user.type(name, 'Entiteitlabel van twee letters');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(confirmation).getByText('Weet u zeker dat u dit item wilt hernoemen?')).toBeInTheDocument();
    expect(within(within(confirmation).getByRole('list', { name: 'In gebruik bij' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Schade-Contractbericht-Particulier',
      'Leven-Mutatiebericht-Particulier',
    ]);
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(backend.saves).toEqual([[{ ...labels, name: 'Entiteitlabel van twee letters' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'XPath-regel bewerken' })).not.toBeInTheDocument());
  });

  it("keeps the edit open and saves nothing when the rename is answered with 'Nee'", async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Bewerk Entiteitlabel' }));
    const dialog = await screen.findByRole('dialog', { name: 'XPath-regel bewerken' });
    await user.type(within(dialog).getByLabelText('Naam'), ' nieuw');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bevestiging' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'XPath-regel bewerken' })).toBeInTheDocument();
    expect(backend.saves).toEqual([]);
  });

  it('saves a change that keeps the name without asking', async () => {
    const { user, backend } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Bewerk Alleen restrictie' }));
    const dialog = await screen.findByRole('dialog', { name: 'XPath-regel bewerken' });
    await user.type(within(dialog).getByLabelText('Foutmelding'), '.');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bevestiging' })).not.toBeInTheDocument();
    expect(backend.saves).toEqual([[{ ...restriction, errorMessage: 'xs:extension is niet toegestaan.' }]]);
  });

  it('asks before removing, listing the usage, and removes the rule on Ja', async () => {
    const { user, server, backend } = renderScreen();
    server.on('DELETE', `/api/xpathlist/${restriction.id}`, backend.remove(restriction.id));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Alleen restrictie' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(confirmation).getByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    await waitFor(() => expect(ruleNames()).toEqual(['Entiteitlabel']));
  });

  it("says 'Verwijderen is mislukt' with the server's reason when a baseline still selects the rule", async () => {
    const reason = 'Deze XPath-regel wordt gebruikt door de validatie baseline(s) Schade-Contractbericht-Particulier en kan niet worden verwijderd.';
    const { user, server } = renderScreen({ [restriction.name]: ['Schade-Contractbericht-Particulier'] });
    server.on('DELETE', `/api/xpathlist/${restriction.id}`, () => problem({ status: 409, title: 'XPath-regel in gebruik', detail: reason }));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Alleen restrictie' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(confirmation).getByRole('listitem')).toHaveTextContent('Schade-Contractbericht-Particulier');
    await user.click(within(confirmation).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Verwijderen is mislukt')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(ruleNames()).toContain('Alleen restrictie');
  });

  it("says 'Ophalen van gegevens is mislukt' when the usage of a rule cannot be looked up", async () => {
    const { user, server } = renderScreen();
    server.on('GET', `/api/xpath/UsageOf/${encodeURIComponent(restriction.name)}`, () => problem({ status: 500, title: 'Interne serverfout' }));
    await user.click(await screen.findByRole('button', { name: 'Verwijder Alleen restrictie' }));
    expect(await screen.findByText('Ophalen van gegevens is mislukt')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bevestiging' })).not.toBeInTheDocument();
  });
});
