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
