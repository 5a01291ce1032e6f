import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDefinition } from '../support/definitions.ts';
import { attributeList, chooseAttribute, setPresence, tree, treeItem } from '../support/definition-page.ts';
import { saveLine, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 12: the definition page. On a new AFD 1.0 definition a valideerder selects an entity and
// attributes, sets V/O/N for two functions, defines an option list, imports a code-list subset
// with one duplicate and one unknown code, enters a value range that breaks the format (message)
// and a valid one; after a reload everything is still there. A beheerder saving the same
// definition in between makes the next save fail with the 409 text. On a new AFD 2.0 definition
// a facet the baseline does not allow is refused by the server, a valid one is kept, and a oneOf
// is composed; after a reload both are still there. Axe on the page and every dialog.
//
// New definitions with this run's time in their names: the demo definitions stay as they are.

const run = Date.now().toString().slice(-6);
const afd1Product = `Woonhuis Editor ${run}`;
const afd2Product = `Auto Editor ${run}`;

// A save is said in the page's status line, not in a toast (ADR 0062).
const updated = (page: Page) => expect(saveLine(page, 'Productdefinitie bijgewerkt')).toBeVisible();

async function createAndOpen(page: Page, listPath: string, product: string): Promise<void> {
  await createDefinition(page, listPath, product);
  await page.getByRole('link', { name: `Open ${product}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AFD Online Samenstellen' })).toBeVisible();
  await expect(tree(page)).toBeVisible();
}

test.describe.serial('AFD Online Samenstellen: the definition page', () => {
  test('AFD 1.0: entities, attributes, presence, option list, code-list subset and value range survive a reload', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'valideerder@demo.nl');
    await createAndOpen(page, '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker', afd1Product);
    await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker');
    await expectNoAxeViolations(page);

    // Edit mode: every entity to choose from; PB (premie) is optional.
    await treeItem(page, 'Contractbericht').click();
    await page.getByRole('button', { name: 'Wijzig selectie' }).click();
    // The definition opens unfolded: PP (required) shows its children, PB among them.
    await expect(treeItem(page, 'PP')).toHaveAttribute('aria-expanded', 'true');
    await expect(treeItem(page, 'PB')).toBeVisible();
    await expect(treeItem(page, 'PB')).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(page);
    await treeItem(page, 'PB').click();
    await expect(treeItem(page, 'PB')).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);

    await treeItem(page, 'PB').click();
    await expect(attributeList(page, 'PB')).toBeVisible();
    await page.getByRole('button', { name: 'Wijzig attribuutselectie' }).click();
    const selection = page.getByRole('dialog', { name: 'Wijzig attribuutselectie: PB' });
    for (const name of ['PB_PREMIE', 'PB_BETTERM', 'PB_VALUTA']) await selection.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
    await expectNoAxeViolations(page);
    await selection.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);

    // PB_PREMIE: optional in offerte, required in polis; a value range in its format N..12 B2.
    await chooseAttribute(page, 'PB', 'PB_PREMIE');
    const usage = page.getByRole('table', { name: 'Gebruik binnen functie: PB_PREMIE' });
    await setPresence(usage, 'offerte', 'O');
    await updated(page);
    await setPresence(usage, 'polis', 'V');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Waardebeperking wijzigen' }).click();
    const range = page.getByRole('dialog', { name: 'Waardebeperking: PB_PREMIE' });
    await range.getByRole('textbox', { name: 'Minimum' }).fill('1234567890123');
    await expect(range.getByText('Minimum voldoet niet aan formaat N..12 B2.')).toBeVisible();
    await expect(range.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await range.getByRole('textbox', { name: 'Minimum' }).fill('10.00');
    await range.getByRole('textbox', { name: 'Maximum' }).fill('2500.00');
    await range.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);

    // PB_VALUTA: the organisation's own option list.
    await chooseAttribute(page, 'PB', 'PB_VALUTA');
    await page.getByRole('switch', { name: 'Optielijst' }).check();
    await page.getByRole('button', { name: 'Definieer optielijst' }).click();
    const options = page.getByRole('dialog', { name: 'Definieer optielijst: PB_VALUTA' });
    await expect(options.getByText('Let op: het wijzigen van opties kan fouten in de bestaande logica veroorzaken.')).toBeVisible();
    await options.getByRole('textbox', { name: 'Waarde' }).fill('EUR');
    await options.getByRole('button', { name: 'Toevoegen' }).click();
    await options.getByRole('textbox', { name: 'Waarde' }).fill(' USD ');
    await options.getByRole('button', { name: 'Toevoegen' }).click();
    await options.getByRole('textbox', { name: 'Waarde' }).fill('EURO');
    await expect(options.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await options.getByRole('textbox', { name: 'Waarde' }).fill('');
    await options.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);

    // PB_BETTERM: a subset of ADNBTT (1, 3, 6, 12) imported with a duplicate and an unknown code.
    await chooseAttribute(page, 'PB', 'PB_BETTERM');
    await page.getByRole('button', { name: 'Selecteer subset codelijst' }).click();
    const subset = page.getByRole('dialog', { name: 'Selecteer opties: PB_BETTERM' });
    await subset.getByRole('button', { name: 'Importeer subset' }).click();
    await subset.getByRole('textbox', { name: /^Importeer subset/ }).fill('1;12;1;99;');
    await subset.getByRole('button', { name: 'Verwerk' }).click();
    await expect(subset.getByRole('table', { name: 'Resultaat import' }).getByRole('row').nth(1)).toHaveText('4211');
    await expectNoAxeViolations(page);
    await subset.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);
    await expect(page.getByRole('switch', { name: /^Actuele codelijst/ })).toBeDisabled();

    // Everything is stored: a reload shows it again.
    await page.reload();
    await expect(treeItem(page, 'PB')).toBeVisible();
    await treeItem(page, 'PB').click();
    await expect(attributeList(page, 'PB').getByRole('button')).toHaveText(['PB_ENTITEI (verplicht)', 'PB_VOLGNUM (verplicht)', 'PB_PREMIE', 'PB_BETTERM', 'PB_VALUTA']);
    await chooseAttribute(page, 'PB', 'PB_PREMIE');
    const usageAgain = page.getByRole('table', { name: 'Gebruik binnen functie: PB_PREMIE' });
    await expect(usageAgain.getByRole('row', { name: /^offerte/ }).getByRole('radio', { name: 'O' })).toBeChecked();
    await expect(usageAgain.getByRole('row', { name: /^polis/ }).getByRole('radio', { name: 'V' })).toBeChecked();
    // Stored as the standard writes it (10.00), shown with the Dutch decimal comma.
    await expect(page.getByText('10,00', { exact: true })).toBeVisible();
    await expect(page.getByText('2500,00', { exact: true })).toBeVisible();
    await chooseAttribute(page, 'PB', 'PB_VALUTA');
    await expect(page.getByRole('table', { name: 'Optielijst' }).getByRole('row')).toHaveText(['Waarde', 'EUR', 'USD']);
    await chooseAttribute(page, 'PB', 'PB_BETTERM');
    await expect(page.getByText('2 van 4 codes gekozen: 1, 12')).toBeVisible();
  });

  test("a colleague's save in between: the next save fails with who changed it, and a reload goes on from there", async ({ page, browser }) => {
    await signInAs(page, 'valideerder@demo.nl');
    const path = `/productdefinitie/Polderzeker/Schade-Contractbericht-Particulier/${encodeURIComponent(afd1Product)}`;
    await page.goto(path);
    await treeItem(page, 'PB').click();
    await chooseAttribute(page, 'PB', 'PB_PREMIE');

    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    await signInAs(other, 'beheerder@demo.nl');
    await other.goto(path);
    await treeItem(other, 'PB').click();
    await chooseAttribute(other, 'PB', 'PB_PREMIE');
    await other.getByRole('button', { name: 'Eigen omschrijving wijzigen' }).click();
    const help = other.getByRole('dialog', { name: 'Eigen omschrijving: PB_PREMIE' });
    await help.getByRole('textbox', { name: 'Eigen omschrijving' }).fill('De jaarpremie inclusief assurantiebelasting.');
    await help.getByRole('button', { name: 'Opslaan' }).click();
    await updated(other);
    await colleague.close();

    await setPresence(page.getByRole('table', { name: 'Gebruik binnen functie: PB_PREMIE' }), 'offerte', 'N');
    await expect(toast(page, 'Productdefinitie bijwerken is mislukt')).toBeVisible();
    const stale = page.getByRole('alert').filter({ hasText: 'De definitie is intussen gewijzigd' });
    await expect(stale).toContainText(/De definitie is intussen door .+ gewijzigd/);
    await expectNoAxeViolations(page);
    // What is on screen is what is stored: the refused change went back.
    await expect(page.getByRole('table', { name: 'Gebruik binnen functie: PB_PREMIE' }).getByRole('row', { name: /^offerte/ }).getByRole('radio', { name: 'O' })).toBeChecked();
    await stale.getByRole('button', { name: 'Definitie opnieuw laden' }).click();
    await expect(stale).toHaveCount(0);
    await treeItem(page, 'PB').click();
    await chooseAttribute(page, 'PB', 'PB_PREMIE');
    await expect(page.getByText('De jaarpremie inclusief assurantiebelasting.')).toBeVisible();
  });

  test('AFD 2.0: a facet the baseline does not allow is refused, a narrower one kept, and a oneOf composed', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'valideerder@demo.nl');
    await createAndOpen(page, '/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=Assurantiekantoor-Dijkstra', afd2Product);
    await expect(page.getByText('Er zijn geen oneOf composities gedefinieerd.')).toBeVisible();
    await expectNoAxeViolations(page);

    await treeItem(page, 'policy (default)').click();
    await chooseAttribute(page, 'policy', 'policyNumber');
    await page.getByRole('button', { name: 'Attribuut wijzigen' }).click();
    const facets = page.getByRole('dialog', { name: 'Attribuut wijzigen: policyNumber' });
    await facets.getByRole('textbox', { name: 'maxLength Actueel' }).fill('5x');
    await expect(facets.getByText('Er is een ongeldigde waarde ingvoerd.')).toBeVisible();
    await expect(facets.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await facets.getByRole('textbox', { name: 'maxLength Actueel' }).fill('50');
    await facets.getByRole('button', { name: 'Opslaan' }).click();
    await expect(facets.getByText(/maxLength 50 is ruimer dan de baseline \(35\)/)).toBeVisible();
    await expectNoAxeViolations(page);
    await facets.getByRole('textbox', { name: 'maxLength Actueel' }).fill('20');
    await facets.getByRole('button', { name: 'Opslaan' }).click();
    await expect(facets).toHaveCount(0);
    await updated(page);

    await page.getByRole('button', { name: 'Wijzig compositie' }).click();
    const composition = page.getByRole('group', { name: 'policy-default/object' });
    await composition.getByRole('checkbox', { name: 'car' }).check();
    await composition.getByRole('checkbox', { name: 'trailer' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await updated(page);
    await expect(page.getByRole('list', { name: 'oneOf composities' })).toHaveText('policy-default/object: car, trailer');

    await page.reload();
    await expect(page.getByRole('list', { name: 'oneOf composities' })).toHaveText('policy-default/object: car, trailer');
    await treeItem(page, 'policy (default)').click();
    await chooseAttribute(page, 'policy', 'policyNumber');
    await expect(page.getByText(/maxLength: 20/)).toBeVisible();
  });
});
