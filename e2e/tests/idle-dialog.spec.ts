import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

// The idle timings are shortened through local storage (lib/idle-timeouts.ts): 3 s idle, 4 s countdown.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('afd.idleTimeouts', JSON.stringify({ idleSeconds: 3, countdownSeconds: 4 }));
  });
});

test('the idle dialog appears after inactivity, Doorgaan keeps the session', async ({ page }) => {
  await signInAs(page, 'valideerder@demo.nl');
  const dialog = page.getByRole('dialog', { name: 'U bent inactief' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('U bent langer 3 seconden inactief');
  // Static: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Gebruikersmenu/ })).toBeVisible();
});

test('the countdown expiring signs the user out', async ({ page }) => {
  await signInAs(page, 'valideerder@demo.nl');
  await expect(page.getByRole('dialog', { name: 'U bent inactief' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 15_000 });
});

test('no idle dialog for an anonymous visitor', async ({ page }) => {
  await page.goto('/published-schema-overview');
  await page.waitForTimeout(5_000);
  await expect(page.getByRole('dialog', { name: 'U bent inactief' })).toHaveCount(0);
});
