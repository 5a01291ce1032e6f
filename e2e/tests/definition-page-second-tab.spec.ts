import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDefinition } from '../support/definitions.ts';
import { chooseAttribute, setPresence, tree, treeItem } from '../support/definition-page.ts';
import { saveLine, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 30, the definition page in daily use. One valideerder with the same definition open in two
// tabs: a save in the second makes the first tab's next save a conflict, after which the first tab
// takes no edits (its V/O/N and buttons are disabled) until 'Definitie opnieuw laden'; then it goes
// on from what the second tab stored. 'Importeer subset' with commas instead of semicolons gets the
// specification's format message and imports nothing. Saves are said in the page's status line.
// Axe on the page with the conflict and on the subset dialog with its message.

const run = Date.now().toString().slice(-6);
const product = `Woonhuis Tabbladen ${run}`;
const listPath = '/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker';
const definitionPath = `/productdefinitie/Polderzeker/Schade-Contractbericht-Particulier/${encodeURIComponent(product)}`;
const formatMessage = 'Invoer voldoet niet aan formaat: punt-komma (;) gescheiden subset van codewaarden';

const usage = (page: Page) => page.getByRole('table', { name: 'Gebruik binnen functie: PB_PREMIE' });
const saved = (page: Page) => expect(saveLine(page, 'Productdefinitie bijgewerkt')).toBeVisible();

async function openPremie(page: Page): Promise<void> {
  await page.goto(definitionPath);
  await treeItem(page, 'PB').click();
  await chooseAttribute(page, 'PB', 'PB_PREMIE');
}

test.describe.serial('AFD Online Samenstellen: a second tab and the subset import', () => {
  test('a save in a second tab: the first sees the conflict and cannot edit until it reloads', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'valideerder@demo.nl');
    await createDefinition(page, listPath, product);
    await page.goto(definitionPath);
    await expect(tree(page)).toBeVisible();
    await treeItem(page, 'Contractbericht').click();
    await page.getByRole('button', { name: 'Wijzig selectie' }).click();
    await treeItem(page, 'PB').click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await saved(page);
    await treeItem(page, 'PB').click();
    await page.getByRole('button', { name: 'Wijzig attribuutselectie' }).click();
    const selection = page.getByRole('dialog', { name: 'Wijzig attribuutselectie: PB' });
    for (const name of ['PB_PREMIE', 'PB_BETTERM']) await selection.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
    await selection.getByRole('button', { name: 'Opslaan' }).click();
    await saved(page);
    await chooseAttribute(page, 'PB', 'PB_PREMIE');

    // The second tab (same browser, same user) opens the stored definition and saves a change.
    const second = await context.newPage();
    await openPremie(second);
    await setPresence(usage(second), 'offerte', 'O');
    await saved(second);
    await expect(toast(second, 'Productdefinitie bijgewerkt')).toHaveCount(0);
    await second.close();

    // The first tab still works on the revision it loaded: its next save is refused.
    await setPresence(usage(page), 'polis', 'V');
    await expect(toast(page, 'Productdefinitie bijwerken is mislukt')).toBeVisible();
    const stale = page.getByRole('alert').filter({ hasText: 'De definitie is intussen gewijzigd' });
    await expect(stale).toBeVisible();
    await expect(saveLine(page, 'Niet opgeslagen')).toBeVisible();
    // No edit is taken that would be thrown away: the controls are disabled until the reload.
    const radios = usage(page).getByRole('radio');
    expect(await radios.count()).toBeGreaterThanOrEqual(6);
    for (const radio of await radios.all()) await expect(radio).toBeDisabled();
    await expect(usage(page).getByRole('row', { name: /^polis/ }).getByRole('radio', { name: 'N' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Optielijst' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Wijzig attribuutselectie' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Wijzig selectie' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await stale.getByRole('button', { name: 'Definitie opnieuw laden' }).click();
    await expect(stale).toHaveCount(0);
    await treeItem(page, 'PB').click();
    await chooseAttribute(page, 'PB', 'PB_PREMIE');
    // What the second tab stored is there, and editing goes on.
    await expect(usage(page).getByRole('row', { name: /^offerte/ }).getByRole('radio', { name: 'O' })).toBeChecked();
    await expect(usage(page).getByRole('row', { name: /^polis/ }).getByRole('radio', { name: 'V' })).toBeEnabled();
    await setPresence(usage(page), 'polis', 'V');
    await saved(page);
    await page.reload();
    await treeItem(page, 'PB').click();
    await chooseAttribute(page, 'PB', 'PB_PREMIE');
    await expect(usage(page).getByRole('row', { name: /^polis/ }).getByRole('radio', { name: 'V' })).toBeChecked();
  });

  test("'Importeer subset' with commas: the format message, nothing imported; with semicolons it imports", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'valideerder@demo.nl');
    await page.goto(definitionPath);
    await treeItem(page, 'PB').click();
    // PB_BETTERM: the code list ADNBTT (1, 3, 6, 12).
    await chooseAttribute(page, 'PB', 'PB_BETTERM');
    await page.getByRole('button', { name: 'Selecteer subset codelijst' }).click();
    const subset = page.getByRole('dialog', { name: 'Selecteer opties: PB_BETTERM' });
    await subset.getByRole('button', { name: 'Importeer subset' }).click();
    const input = subset.getByRole('textbox', { name: /^Importeer subset/ });
    await input.fill('1, 3');
    await subset.getByRole('button', { name: 'Verwerk' }).click();
    await expect(subset.getByText(formatMessage)).toBeVisible();
    await expect(subset.getByRole('table', { name: 'Resultaat import' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await input.fill('1;3');
    await expect(subset.getByText(formatMessage)).toHaveCount(0);
    await subset.getByRole('button', { name: 'Verwerk' }).click();
    await expect(subset.getByRole('table', { name: 'Resultaat import' }).getByRole('row').nth(1)).toHaveText('2200');
    await subset.getByRole('button', { name: 'Opslaan' }).click();
    await saved(page);
    await expect(page.getByText('2 van 4 codes gekozen: 1, 3')).toBeVisible();
  });
});
