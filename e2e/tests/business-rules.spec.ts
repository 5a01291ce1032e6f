import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDefinition } from '../support/definitions.ts';
import { saveLine, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 14, verbandscontroles: a valideerder writes AFD 1.0 rules in pseudo code from the offered
// operators and names, and in XPath mode (an unknown name refused on its field); a stored rule opens
// in pseudo mode; a colleague's save in between refuses a stale one. AFD 2.0: JMESPath with its
// message. Fresh definitions (this run's time in their names) keep the demo data as it is. Axe on
// the screens and the modals with their refusals.

const run = Date.now().toString().slice(-6);
const afd1Product = `Regels ${run}`;
const afd2Product = `Regels AFD2 ${run}`;
const afd1List = '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker';
const afd2List = '/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=Assurantiekantoor-Dijkstra';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Verbandscontroles' });
const rulesTable = (page: Page) => page.getByRole('table', { name: 'Verbandscontroles' });

/** Creates a definition in the list and opens its verbandscontroles from the row's menu. */
async function createAndOpenRules(page: Page, listPath: string, product: string): Promise<void> {
  await createDefinition(page, listPath, product);
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
  await page.getByRole('menuitem', { name: 'Verbandscontroles bewerken' }).click();
  await expect(heading(page)).toBeVisible();
}

test.describe.serial('Verbandscontroles', () => {
  test('AFD 1.0: pseudo code from the offered pieces, XPath mode with an unknown name refused, pseudo mode again on edit, a stale save refused', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'valideerder@demo.nl');
    await createAndOpenRules(page, afd1List, afd1Product);
    await expect(page).toHaveURL(/\/verbandscontroles$/);
    await expect(page.getByText('Deze definitie heeft nog geen verbandscontroles.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nieuwe verbandscontrole' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue('BR1');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Bron verplicht')).toBeVisible();
    await expect(dialog.getByText('Conditie verplicht')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Bron' }).fill('PB');
    await dialog.getByRole('textbox', { name: 'Indien' }).click();
    await dialog.getByRole('combobox', { name: 'Attribuut invoegen' }).selectOption('PB_PREMIE');
    await dialog.getByRole('button', { name: 'Invoegen: >', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Indien' }).press('End');
    await dialog.getByRole('textbox', { name: 'Indien' }).pressSequentially('0');
    await expect(dialog.getByRole('textbox', { name: 'Indien' })).toHaveValue('PB_PREMIE > 0');
    await dialog.getByRole('textbox', { name: 'Dan' }).fill('count(PB) = 1');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(saveLine(page, 'Verbandscontrole BR1 opgeslagen')).toBeVisible();
    await expect(rulesTable(page).getByText('if (//PB_PREMIE > 0) then count(//PB) = 1 else true()')).toBeVisible();

    await page.getByRole('button', { name: 'Nieuwe verbandscontrole' }).click();
    dialog = page.getByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue('BR2');
    await dialog.getByRole('textbox', { name: 'Bron' }).fill('PB');
    await dialog.getByText('XPath', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'XPath 2.0' }).fill('exists(//PB_ONBEKEND)');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Opslaan van de verbandscontroles is mislukt')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'XPath 2.0' })).toHaveAccessibleDescription("Ongeldige invoer: Attribuut 'PB_ONBEKEND' bestaat niet in deze definitie");
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'XPath 2.0' }).fill('exists(//PB_PREMIE)');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rulesTable(page).getByText('exists(//PB_PREMIE)', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Bewerk BR1' }).click();
    dialog = page.getByRole('dialog', { name: 'Bewerk verbandscontrole: BR1' });
    await expect(dialog.getByRole('textbox', { name: 'Indien' })).toHaveValue('PB_PREMIE > 0');
    await expect(dialog.getByRole('textbox', { name: 'Dan' })).toHaveValue('count(PB) = 1');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // A colleague with the list open from before the next save is refused, and told who saved.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await signInAs(colleague, 'certificeerder@demo.nl');
    await colleague.goto(page.url());
    await expect(rulesTable(colleague).getByText('BR2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Verwijder BR2' }).click();
    await page.getByRole('button', { name: 'Ja' }).click();
    await expect(rulesTable(page).getByText('BR2', { exact: true })).toHaveCount(0);
    await colleague.getByRole('button', { name: 'Verwijder BR1' }).click();
    await colleague.getByRole('button', { name: 'Ja' }).click();
    await expect(toast(colleague, 'Opslaan van de verbandscontroles is mislukt')).toContainText(/De definitie is intussen door .+ gewijzigd/);
    await expect(rulesTable(colleague).getByText('BR2', { exact: true })).toHaveCount(0);
    await expect(rulesTable(colleague).getByText('BR1', { exact: true })).toBeVisible();
    await colleagueContext.close();
  });

  test("AFD 2.0: a JMESPath rule asks for 'Foutmelding verplicht', a refused expression is shown on its field, the fixed rule is saved", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'valideerder@demo.nl');
    await createAndOpenRules(page, afd2List, afd2Product);
    await expect(page).toHaveURL(/\/verbandscontroles-afd2$/);
    await page.getByRole('button', { name: 'Nieuwe verbandscontrole' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Conditie verplicht')).toBeVisible();
    await expect(dialog.getByText('Foutmelding verplicht')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'JMESPath' }).fill('length(policy) ==');
    await dialog.getByRole('textbox', { name: 'Foutmelding' }).fill('Precies één polis.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Opslaan van de verbandscontroles is mislukt')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'JMESPath' })).toHaveAccessibleDescription(/^Ongeldige invoer: /);
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'JMESPath' }).fill('length(policy) == `1`');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(saveLine(page, 'Verbandscontrole BR1 opgeslagen')).toBeVisible();
    await expect(rulesTable(page).getByRole('row', { name: /BR1/ })).toContainText('Precies één polis.');
    await expectNoAxeViolations(page);
  });
});
