import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFromAdministrationMenu, signOut, toast } from '../support/navigation.ts';
import { signInAs, expectTopMenu } from '../support/sign-in.ts';

// Issue: a beheerder adds an organisation and a certification area dimension, allows a combination,
// adds an XPath rule (an invalid expression is refused with the engine's message), changes a demo
// user's role from V to C and that user then sees the certifier menu; an axe check on each
// administration screen finds no violations.
//
// The specs share one database (one worker, file order). Names carry this run's time, so a rerun
// on a reused database adds new items. The role change uses medewerker@demo.nl: other specs
// expect valideerder@demo.nl to stay a valideerder.

const run = Date.now();
const beheerder = 'beheerder@demo.nl';
const medewerker = 'medewerker@demo.nl';

/** The table with this accessible name, and its row holding a cell with exactly this text. */
function rowWithCell(page: Page, table: string, cell: string) {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
}

test.describe.serial('a beheerder administers the portal', () => {
  const organisation = `Testorganisatie-${run}`;
  const certificationArea = `Reizen ${run}`;
  const rule = `Geen any-elementen ${run}`;

  test.beforeEach(async ({ page }) => {
    await signInAs(page, beheerder);
  });

  test('adds an organisation in Beheer organisaties', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Beheer organisaties', 'Beheer organisaties');
    const field = page.getByLabel('Nieuwe organisatie');
    await field.fill(organisation);
    await page.getByRole('button', { name: 'Toevoegen' }).click();

    await expect(toast(page, 'Opgeslagen')).toBeVisible();
    await expect(rowWithCell(page, 'Organisaties', organisation)).toBeVisible();
    await expect(field).toHaveValue('');
    await page.reload();
    await expect(rowWithCell(page, 'Organisaties', organisation)).toBeVisible();
  });

  test('adds a certification area with its version in Beheer definities', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Definities', 'Beheer definities');
    await expect(page.getByRole('tab', { name: /Community$/ })).toHaveAttribute('aria-selected', 'true');
    const add = page.getByRole('button', { name: 'Toevoegen' });
    await page.getByLabel('Nieuwe community').fill(certificationArea);
    // A certification area needs its version before it can be added.
    await expect(add).toBeDisabled();
    await page.getByLabel('Versie').selectOption('2');
    await add.click();

    await expect(toast(page, 'Opgeslagen')).toBeVisible();
    const row = rowWithCell(page, (await page.getByRole('tab', { name: /Community$/ }).innerText()).trim(), certificationArea);
    await expect(row.getByRole('cell')).toHaveText([certificationArea, '2', /Wijzig naam/]);
  });

  test('allows a combination of the new certification area in Beheer definitiecombinaties, and it stays allowed', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Combinaties', 'Beheer definitiecombinaties');
    // The list is longer than a page: the administrator narrows it to the new certification area first.
    const search = page.getByRole('searchbox', { name: 'Zoeken in definitiecombinaties' });
    await search.fill(certificationArea);
    const allowed = page.getByRole('checkbox', { name: `Toegestaan: ${certificationArea}-Contractbericht-Particulier`, exact: true });
    await expect(allowed).not.toBeChecked();
    await allowed.check();

    await expect(toast(page, 'Opgeslagen')).toBeVisible();
    await page.reload();
    await search.fill(certificationArea);
    await expect(allowed).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Toegestaan: ${certificationArea}-Contractbericht-Zakelijk`, exact: true })).not.toBeChecked();
  });

  test("refuses an XPath rule with an invalid selection with the engine's message, then adds the corrected rule", async ({ page }) => {
    await openFromAdministrationMenu(page, 'XPath regels', 'Beheer XPathregels');
    const form = page.getByRole('group', { name: 'Nieuwe XPath-regel' });
    const selection = form.getByLabel('Selectie XPath');
    await form.getByLabel('Naam').fill(rule);
    await form.getByLabel('Foutmelding').fill('Gebruik geen xs:any; benoem de elementen.');
    await selection.fill('//xs:any[');
    await form.getByLabel('Predicaat XPath').fill('fn:false()');
    await form.getByRole('button', { name: 'Toevoegen' }).click();

    // The server compiles the expression; its engine's error code and text follow the spec's prefix.
    await expect(selection).toHaveAttribute('aria-invalid', 'true');
    await expect(selection).toHaveAccessibleDescription(/^Selectie X-path is ongeldig: XPST0003: \S/);
    await expect(rowWithCell(page, 'XPath-regels', rule)).toHaveCount(0);

    await selection.fill('//xs:any');
    await expect(selection).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Toevoegen' }).click();

    await expect(toast(page, 'Opgeslagen')).toBeVisible();
    await expect(rowWithCell(page, 'XPath-regels', rule).getByRole('cell')).toHaveText([
      rule,
      '//xs:any',
      'fn:false()',
      'Gebruik geen xs:any; benoem de elementen.',
      /Bewerk/,
    ]);
    await expect(form.getByLabel('Naam')).toHaveValue('');
  });

  test('changes the role of a valideerder to certificeerder; signed in, that user sees the certifier menu', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Beheer gebruikers', 'Beheer gebruikers');
    await page.getByRole('link', { name: `Bewerk ${medewerker}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker bewerken' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(medewerker);
    await page.getByRole('radio', { name: 'Certificeerder (C)' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(/\/userlist$/);
    // Columns: Email, Naam, Organisatie, CL-flow, AOS, CL (the role), Actions.
    await expect(rowWithCell(page, 'Gebruikers', medewerker).getByRole('cell').nth(5)).toHaveText('C');

    await signOut(page);
    await signInAs(page, medewerker);
    await expectTopMenu(page, ['Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);
  });
});

test.describe('the administration screens have no accessibility violations', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, beheerder);
  });

  test('Beheer organisaties: the list, a refused name, the rename editor and the delete confirmation', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Beheer organisaties', 'Beheer organisaties');
    await expect(rowWithCell(page, 'Organisaties', 'Polderzeker')).toBeVisible();
    await expectNoAxeViolations(page);

    const field = page.getByLabel('Nieuwe organisatie');
    await field.fill('Geen geldige naam!');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(field).toHaveAccessibleDescription('Naam voldoet niet aan het vereiste formaat');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Wijzig naam van Polderzeker' }).click();
    await expect(page.getByLabel('Nieuwe naam voor Polderzeker')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Annuleren' }).click();

    // A throwaway organisation to delete, so the demo data stays as it is.
    const throwaway = `Weg-${run}`;
    await field.fill(throwaway);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(rowWithCell(page, 'Organisaties', throwaway)).toBeVisible();
    await page.getByRole('button', { name: `Verwijder ${throwaway}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(dialog).toContainText('Weet u zeker dat u dit item wilt verwijderen?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowWithCell(page, 'Organisaties', throwaway)).toHaveCount(0);
  });

  test('Beheer definities: each of the three tabs, a refused name and the delete confirmation', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Definities', 'Beheer definities');
    await expect(rowWithCell(page, (await page.getByRole('tab', { name: /Community$/ }).innerText()).trim(), 'Schade')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Berichtsoort' }).click();
    await expect(rowWithCell(page, 'Berichtsoort', 'Contractbericht')).toBeVisible();
    await expectNoAxeViolations(page);
    const field = page.getByLabel('Nieuwe berichtsoort');
    await field.fill('contractbericht');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(field).toHaveAccessibleDescription('Er is al een dimensie met deze naam');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Domein' }).click();
    await expect(rowWithCell(page, 'Domein', 'Particulier')).toBeVisible();
    await expectNoAxeViolations(page);

    // A throwaway domain (used in no baseline key) to delete.
    const throwaway = `Weg ${run}`;
    await page.getByLabel('Nieuw domein').fill(throwaway);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(rowWithCell(page, 'Domein', throwaway)).toBeVisible();
    await page.getByRole('button', { name: `Verwijder ${throwaway}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(dialog).toContainText('Weet u zeker dat u dit item wilt verwijderen?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(rowWithCell(page, 'Domein', throwaway)).toHaveCount(0);
  });

  test('Beheer definitiecombinaties: the list of combinations', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Combinaties', 'Beheer definitiecombinaties');
    await page.getByRole('searchbox', { name: 'Zoeken in definitiecombinaties' }).fill('Schade');
    await expect(page.getByRole('checkbox', { name: 'Toegestaan: Schade-Contractbericht-Particulier', exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('Beheer XPathregels: the list, a refused expression, the edit dialog and the delete confirmation', async ({ page }) => {
    await openFromAdministrationMenu(page, 'XPath regels', 'Beheer XPathregels');
    await expect(rowWithCell(page, 'XPath-regels', 'Alleen restrictie')).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('group', { name: 'Nieuwe XPath-regel' });
    await form.getByLabel('Naam').fill(`Ongeldig ${run}`);
    await form.getByLabel('Foutmelding').fill('Wordt niet opgeslagen.');
    await form.getByLabel('Selectie XPath').fill('//xs:element');
    await form.getByLabel('Predicaat XPath').fill('fn:exists(');
    await form.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(form.getByLabel('Predicaat XPath')).toHaveAccessibleDescription(/^X-path regel is ongeldig: /);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Bewerk Alleen restrictie' }).click();
    const edit = page.getByRole('dialog', { name: 'XPath-regel bewerken' });
    await expect(edit.getByLabel('Naam')).toHaveValue('Alleen restrictie');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Annuleren' }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Verwijder Alleen restrictie' }).click();
    const confirm = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(confirm).toContainText('Weet u zeker dat u dit item wilt verwijderen?');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Nee' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowWithCell(page, 'XPath-regels', 'Alleen restrictie')).toBeVisible();
  });

  test('Beheer gebruikers: the list, the edit form with a missing field and the unsaved-changes confirmation', async ({ page }) => {
    await openFromAdministrationMenu(page, 'Beheer gebruikers', 'Beheer gebruikers');
    await expect(rowWithCell(page, 'Gebruikers', 'certificeerder@demo.nl')).toBeVisible();
    await expectNoAxeViolations(page);
    // The filter is a segmented control: its radio buttons are hidden behind their labels.
    await page.getByRole('radiogroup', { name: 'Filter gebruikers' }).getByText('Niet actief', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Niet actief' })).toBeChecked();
    await expect(rowWithCell(page, 'Gebruikers', 'inactief@demo.nl')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Bewerk inactief@demo.nl', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker bewerken' })).toBeVisible();
    const initials = page.getByLabel('Voorletters');
    await expect(initials).toHaveValue('I.');
    await expectNoAxeViolations(page);

    await initials.fill('');
    await expect(initials).toHaveAccessibleDescription('Voorletters zijn verplicht');
    await expect(page.getByRole('status').filter({ hasText: 'Vul de verplichte velden in om op te kunnen slaan.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Annuleren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(dialog).toContainText('De gemaakte wijzigingen zijn nog niet opgeslagen.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/userlist$/);
  });

  test('Instellingen: the notification settings', async ({ page }) => {
    await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
    await page.getByRole('menuitem', { name: 'Instellingen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Notificatie bij wijziging van AFD-definities' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Beheer downloadmachtigingen: an organisation's choice and the Let op warning, by menu and by an organisation's own address", async ({ page }) => {
    await openFromAdministrationMenu(page, 'Beheer downloadmachtigingen', 'Beheer downloadmachtigingen');
    const organisation = page.getByRole('combobox', { name: 'Organisatie', exact: true });
    await organisation.selectOption('Zuiderlicht-Verzekeringen');
    await expect(page.getByRole('switch', { name: 'Assurantiekantoor-Dijkstra' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.goto('/organisationschema-download-authorization/Polderzeker');
    await expect(page.getByRole('heading', { level: 1, name: 'Beheer downloadmachtigingen' })).toBeVisible();
    await expect(organisation).toHaveValue('Polderzeker');
    await expect(page.getByRole('switch', { name: 'Assurantiekantoor-Dijkstra' })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Polderzeker never restricted its downloads: saving warns first.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const warning = page.getByRole('dialog', { name: 'Let op' });
    await expect(warning).toContainText('Na het opslaan kunnen alleen de geselecteerde organisaties');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Annuleren' }).click();
    await expect(warning).toBeHidden();
  });
});
