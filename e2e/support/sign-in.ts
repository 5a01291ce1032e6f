import { expect, type Page } from '@playwright/test';
import { demoAccountWithEmail } from '../../apps/server/src/auth/embedded-provider/demo-accounts.ts';

/** Signs in the way a person does: 'Inloggen' in the header, then the embedded provider's page. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const account = demoAccountWithEmail(email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
}

/**
 * The top menu shows exactly these entries, in order. Retried until it does: entries such as
 * 'AFD Online Samenstellen' appear once the user's authorised organisations have loaded, so a
 * single read right after sign-in can see the menu half built (it did, on a loaded CI machine).
 */
export async function expectTopMenu(page: Page, labels: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('button').or(nav.getByRole('link'))).toHaveText(labels);
}
