import { expect, type Locator, type Page } from '@playwright/test';
import { demoAccountWithEmail } from '../../apps/server/src/auth/embedded-provider/demo-accounts.ts';

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through a page, and fails when
 * it is not reached within `max` stops (a control the Tab order skips, or one far down a page
 * that should be nearer). Returns how many stops it took.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  for (let stops = 1; stops <= max; stops += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return stops;
  }
  throw new Error(`${String(target)} is not reached with ${max} Tab presses`);
}

/**
 * `target` has the keyboard focus and shows it: the browser counts the focus as one to show
 * (:focus-visible), and the control looks different with the focus than without it — outline,
 * ring, border or background, on the control or, for the visually hidden input of a Mantine
 * radio or checkbox, on the label beside it. The focus is taken away for a moment to compare,
 * and put back.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate(async (element) => {
    if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return false;
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    const drawn = [element, element.nextElementSibling, label].filter((part) => part !== null);
    const look = () =>
      drawn
        .map((part) => {
          const style = getComputedStyle(part);
          return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor].join(' ');
        })
        .join(' | ');
    // Transitions (a border fading to its focus colour) end before each look.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 250));
    await settled();
    const focused = look();
    element.blur();
    await settled();
    const unfocused = look();
    element.focus({ preventScroll: true });
    return focused !== unfocused;
  });
  expect(shown, `${String(target)} has focus but does not show it`).toBe(true);
  await expect(target).toBeFocused();
}

/** The screen with this level-1 heading has loaded: its heading shows and no loader turns. */
export async function waitForScreen(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** From the top of the page: Tab to a top-menu link and follow it with Enter. */
export async function followMenuLink(page: Page, link: string, heading: string): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: link, exact: true }));
  await page.keyboard.press('Enter');
  await waitForScreen(page, heading);
}

/** Signs in with the keyboard only: Tab to 'Inloggen', Enter, type e-mail and password, Enter. */
export async function signInByKeyboard(page: Page, email: string): Promise<void> {
  const account = demoAccountWithEmail(email);
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Inloggen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oidc\//);
  await tabTo(page, page.getByLabel('E-mailadres'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Wachtwoord'), 3);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
  await expect(page.getByRole('button', { name: /Gebruikersmenu/ })).toBeVisible();
}
