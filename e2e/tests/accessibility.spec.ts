import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

test('the shell of an anonymous visitor has no accessibility violations', async ({ page }) => {
  await page.goto('/published-schema-overview');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the shell of a beheerder, with the administration menu open, has no accessibility violations', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Beheer', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Beheer' }).getByRole('link', { name: 'XPath regels' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log uit' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the sign-in page and the Account niet actief page have no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mailadres').fill('inactief@demo.nl');
  await page.getByLabel('Wachtwoord').fill('Demo-inactief-1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Account niet actief' })).toBeVisible();
  await expectNoAxeViolations(page);
});
