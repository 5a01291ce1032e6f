import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the shell of an anonymous visitor has no accessibility violations', async ({ page }) => {
  await page.goto('/published-schema-overview');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectNoViolations(page);
});

test('the shell of a beheerder, with the administration menu open, has no accessibility violations', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await expectNoViolations(page);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Beheer', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Beheer' }).getByRole('link', { name: 'XPath regels' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log uit' })).toBeVisible();
  await expectNoViolations(page);
});

test('the sign-in page and the Account niet actief page have no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('E-mailadres').fill('inactief@demo.nl');
  await page.getByLabel('Wachtwoord').fill('Demo-inactief-1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Account niet actief' })).toBeVisible();
  await expectNoViolations(page);
});
