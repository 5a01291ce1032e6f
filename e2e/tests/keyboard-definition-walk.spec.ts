import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baselineRow } from '../support/definitions.ts';
import { expectFocusVisible, followMenuLink, signInByKeyboard, tabTo, waitForScreen } from '../support/keyboard.ts';
import { saveLine, toast } from '../support/navigation.ts';

// Issue 16: 'open a definition and change an attribute's presence' with the keyboard only (no
// mouse): a valideerder reaches the definition list of the motor baseline from the top menu,
// creates a definition, opens it from its row menu ('Schema bewerken'), walks the entity tree
// with the arrow keys, chooses PP with Enter, adds PP_INGDAT in 'Wijzig attribuutselectie'
// (Space, Opslaan), makes it optional in offerte and required in polis with the arrow keys of the
// V/O/N radios (each change saves itself), and after a reload finds both stored. At every step
// the focused control is the expected one and shows its focus; axe on each screen and dialog.
//
// A new definition with this run's time in its name: the demo definitions stay as they are.

const product = `Toetsenbord Definitie ${Date.now().toString().slice(-6)}`;

const tree = (page: Page) => page.getByRole('tree', { name: 'Entiteiten' });
const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const usage = (page: Page) => page.getByRole('table', { name: 'Gebruik binnen functie: PP_INGDAT' });
const presence = (page: Page, functionName: string, value: 'V' | 'O' | 'N') =>
  usage(page).getByRole('row', { name: new RegExp(`^${functionName}`) }).getByRole('radio', { name: value, exact: true });
// A save is said in the page's status line, not in a toast (ADR 0062).
const updated = (page: Page) => expect(saveLine(page, 'Productdefinitie bijgewerkt')).toBeVisible();

/** Presses `key` on the focused control and waits until the save it starts is answered (each change in the page saves itself). */
async function pressAndAwaitSave(page: Page, key: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/Productdefinities/'));
  await page.keyboard.press(key);
  expect((await saved).ok()).toBe(true);
}

/** Presses `key` until the tree's active row (aria-activedescendant) is `item`. */
async function moveInTreeTo(page: Page, item: Locator, key: 'ArrowDown' | 'ArrowUp', max = 20): Promise<void> {
  const id = await item.getAttribute('id');
  for (let presses = 0; presses < max; presses += 1) {
    if ((await tree(page).getAttribute('aria-activedescendant')) === id) return;
    await page.keyboard.press(key);
  }
  await expect(tree(page)).toHaveAttribute('aria-activedescendant', id ?? '');
}

/** From the top of the definition page: Tab into the tree, walk to PP with the arrows, choose it with Enter. */
async function choosePpInTree(page: Page): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, tree(page));
  await expectFocusVisible(tree(page));
  await moveInTreeTo(page, treeItem(page, 'PP'), 'ArrowDown');
  await expect(treeItem(page, 'PP')).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Enter');
  await expect(treeItem(page, 'PP')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Attributen van PP' })).toBeVisible();
  await expect(tree(page)).toBeFocused();
}

/** From the tree: Tab to PP_INGDAT in the attribute list and choose it with Enter. */
async function choosePpIngdat(page: Page): Promise<void> {
  const attribute = page.getByRole('list', { name: 'Attributen van PP' }).getByRole('button', { name: 'PP_INGDAT', exact: true });
  await tabTo(page, attribute, 20);
  await expectFocusVisible(attribute);
  await page.keyboard.press('Enter');
  await expect(attribute).toHaveAttribute('aria-current', 'true');
  await expect(usage(page)).toBeVisible();
  await expect(attribute).toBeFocused();
}

test("a valideerder opens a definition from its row menu and changes an attribute's presence by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  await signInByKeyboard(page, 'valideerder@demo.nl');
  await followMenuLink(page, 'AFD Online Samenstellen', 'AFD Online Samenstellen');
  await expectNoAxeViolations(page);

  // The motor baseline's definition list, for Polderzeker (the valideerder composes for two organisations).
  const baselineLink = baselineRow(page, 'Schade', 'Contractbericht', 'Particulier').getByRole('link');
  await tabTo(page, baselineLink, 200);
  await expectFocusVisible(baselineLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productdefinities\/Schade\/Contractbericht\/Particulier/);
  await waitForScreen(page, 'AFD Online Samenstellen');
  const organisation = page.getByRole('combobox', { name: 'Organisatie' });
  await tabTo(page, organisation);
  await expectFocusVisible(organisation);
  await page.keyboard.type('Polderzeker');
  await expect(page).toHaveURL(/organizationName=Polderzeker/);
  const definitions = page.getByRole('table', { name: 'AFD-definities' });
  await expect(definitions.getByRole('cell', { name: 'Reis Compleet', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A definition of its own, made with the keyboard: the name field has the focus when the dialog opens.
  const newDefinition = page.getByRole('button', { name: 'Nieuwe definitie' });
  await tabTo(page, newDefinition);
  await expectFocusVisible(newDefinition);
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Nieuwe definitie' });
  await expect(create.getByRole('textbox', { name: 'Naam' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(product);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Definitie is aangemaakt')).toBeVisible();
  await expect(create).toHaveCount(0);
  // Focus goes back to the button that opened the dialog, and the walk goes on from there.
  await expectFocusVisible(newDefinition);

  // Its row menu opens on Enter; the arrows go down to 'Schema bewerken', Enter opens the definition.
  const actions = definitions.getByRole('button', { name: `Acties voor ${product}` });
  await tabTo(page, actions, 200);
  await expectFocusVisible(actions);
  await page.keyboard.press('Enter');
  const edit = page.getByRole('menuitem', { name: 'Schema bewerken', exact: true });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  for (let presses = 0; presses < 3 && !(await edit.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('ArrowDown');
  await expectFocusVisible(edit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/productdefinitie/Polderzeker/Schade-Contractbericht-Particulier/${encodeURIComponent(product)}$`));
  await waitForScreen(page, 'AFD Online Samenstellen');
  await expect(tree(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // The tree: Tab into it, the arrows move the active row, Left folds PP and Right unfolds it again.
  await choosePpInTree(page);
  await expect(treeItem(page, 'PP')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(treeItem(page, 'PP')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(treeItem(page, 'PP')).toHaveAttribute('aria-expanded', 'true');
  await expectFocusVisible(tree(page));
  await expectNoAxeViolations(page);

  // PP_INGDAT (optional) joins the definition: 'Wijzig attribuutselectie', Space on its checkbox, Opslaan.
  const changeSelection = page.getByRole('button', { name: 'Wijzig attribuutselectie' });
  await tabTo(page, changeSelection, 20);
  await expectFocusVisible(changeSelection);
  await page.keyboard.press('Enter');
  const selection = page.getByRole('dialog', { name: 'Wijzig attribuutselectie: PP' });
  await expect(selection).toBeVisible();
  await expectNoAxeViolations(page);
  const ingdat = selection.getByRole('checkbox', { name: /^PP_INGDAT/ });
  await tabTo(page, ingdat, 30);
  await expectFocusVisible(ingdat);
  await page.keyboard.press('Space');
  await expect(ingdat).toBeChecked();
  const save = selection.getByRole('button', { name: 'Opslaan' });
  await tabTo(page, save, 30);
  await expectFocusVisible(save);
  await page.keyboard.press('Enter');
  await updated(page);
  await expect(selection).toHaveCount(0);
  // Focus goes back to the button that opened the dialog.
  await expectFocusVisible(changeSelection);

  // Presence: Tab lands on the checked radio of a function's V/O/N; the arrows change it, and each change saves.
  await choosePpIngdat(page);
  await expectNoAxeViolations(page);
  await tabTo(page, presence(page, 'offerte', 'N'), 20);
  await expectFocusVisible(presence(page, 'offerte', 'N'));
  await pressAndAwaitSave(page, 'ArrowLeft');
  await expect(presence(page, 'offerte', 'O')).toBeChecked();
  await expectFocusVisible(presence(page, 'offerte', 'O'));
  await tabTo(page, presence(page, 'polis', 'N'), 3);
  await pressAndAwaitSave(page, 'ArrowLeft');
  await pressAndAwaitSave(page, 'ArrowLeft');
  await expect(presence(page, 'polis', 'V')).toBeChecked();
  await expectFocusVisible(presence(page, 'polis', 'V'));
  await expectNoAxeViolations(page);

  // Stored: after a reload the same walk finds offerte O and polis V.
  await page.reload();
  await waitForScreen(page, 'AFD Online Samenstellen');
  await choosePpInTree(page);
  await choosePpIngdat(page);
  await expect(presence(page, 'offerte', 'O')).toBeChecked();
  await expect(presence(page, 'polis', 'V')).toBeChecked();
  await expectNoAxeViolations(page);
});
