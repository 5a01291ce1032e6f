import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusVisible, signInByKeyboard, tabTo, waitForScreen } from '../support/keyboard.ts';

// ADR 0056 (issue 27): a valideerder of Assurantiekantoor-Dijkstra makes an entity mandatory in one
// function with the keyboard only: on the demo definition 'Autoschade Online' she Tabs into the
// entity tree, walks to the car (object-car, optional in the baseline, chosen by the definition)
// with the arrows, opens it with Enter, Tabs to 'Conditie' of the first function and moves the
// V/O/N radios to V with the arrow keys (the change saves itself); 'Minimaal aantal' then shows
// 1, also after a reload. Axe on the page with the settings open. At the end O again with the
// arrows, so the demo definition is as it was for the other journeys.

const definitionUrl = `/productdefinitie/Assurantiekantoor-Dijkstra/${encodeURIComponent('Mobiliteit-Schademelding-Zakelijk en particulier')}/${encodeURIComponent('Autoschade Online')}`;

const tree = (page: Page) => page.getByRole('tree', { name: 'Entiteiten' });
const settings = (page: Page) => page.getByRole('table', { name: /^Aanwezigheid per functie: object/ });

async function pressAndAwaitSave(page: Page, key: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/Productdefinities/'));
  await page.keyboard.press(key);
  expect((await saved).ok()).toBe(true);
}

async function moveInTreeTo(page: Page, item: Locator, max = 30): Promise<void> {
  const id = await item.getAttribute('id');
  for (let presses = 0; presses < max; presses += 1) {
    if ((await tree(page).getAttribute('aria-activedescendant')) === id) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(tree(page)).toHaveAttribute('aria-activedescendant', id ?? '');
}

/** From the top of the page: Tab into the tree, arrows to the car, Enter. */
async function openCar(page: Page): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, tree(page));
  await expectFocusVisible(tree(page));
  const car = tree(page).getByRole('treeitem', { name: /^object/ }).first();
  await moveInTreeTo(page, car);
  await page.keyboard.press('Enter');
  await expect(car).toHaveAttribute('aria-selected', 'true');
  await expect(settings(page)).toBeVisible();
}

test('a valideerder makes an entity mandatory in one function with the keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByKeyboard(page, 'valideerder@demo.nl');
  await page.goto(definitionUrl);
  await waitForScreen(page, 'AFD Online Samenstellen');
  await openCar(page);

  const firstRow = settings(page).getByRole('row').nth(1);
  const functionName = (await firstRow.getByRole('cell').first().textContent()) ?? '';
  const radio = (value: 'V' | 'O' | 'N') => settings(page).getByRole('radiogroup', { name: `Conditie ${functionName}` }).getByRole('radio', { name: value, exact: true });
  const minimum = settings(page).getByRole('textbox', { name: `Minimaal aantal ${functionName}` });
  await expect(radio('O')).toBeChecked();
  await expect(minimum).toHaveValue('');

  // Tab to the checked radio of the group (O), then ArrowLeft to V: saved at once.
  await tabTo(page, radio('O'));
  await expectFocusVisible(radio('O'));
  await pressAndAwaitSave(page, 'ArrowLeft');
  await expect(radio('V')).toBeChecked();
  await expect(minimum).toHaveValue('1');
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForScreen(page, 'AFD Online Samenstellen');
  await openCar(page);
  await expect(radio('V')).toBeChecked();
  await expect(minimum).toHaveValue('1');

  // Back to O, as the demo definition was.
  await tabTo(page, radio('V'));
  await pressAndAwaitSave(page, 'ArrowRight');
  await expect(radio('O')).toBeChecked();
  await expect(minimum).toHaveValue('');
});
