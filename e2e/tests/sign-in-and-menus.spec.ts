import { expect, test } from '@playwright/test';
import { signInAs, expectTopMenu } from '../support/sign-in.ts';

// Issue: each demo account signs in through the embedded provider and sees exactly its menu;
// the inactive one sees 'Account niet actief'; an anonymous visitor lands on the register.

test('an anonymous visitor lands on the register and sees only the register in the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/published-schema-overview$/);
  await expectTopMenu(page, ['Register']);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});

test('an unknown path redirects to the register', async ({ page }) => {
  await page.goto('/bestaat/niet');
  await expect(page).toHaveURL(/\/published-schema-overview$/);
});

test('a beheerder sees the whole administration menu', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await expectTopMenu(page, ['Beheer', 'Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);
  await expect(page.getByRole('button', { name: /Gebruikersmenu A\.M\. Bakker/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Beheer', exact: true }).click();
  const beheer = page.getByRole('list', { name: 'Beheer' });
  await expect(beheer.getByRole('link')).toHaveText([
    'Beheer organisaties',
    'Beheer gebruikers',
    'Beheer downloadmachtigingen',
    'Datacatalogus',
    'Voorgedefinieerde entiteiten',
    'Baseline libraries',
    'Validatie baseline upload',
    'Validatie baseline beheer',
    'Certificeer handmatig',
    'Hervalideer',
    'Definities',
    'Combinaties',
    'Gecertificeerde AFD-definities',
    'NVGA-2.0 wasactie status',
    'Studio AFD-elementen gebruik',
    'XPath regels',
  ]);
  await beheer.getByRole('link', { name: 'NVGA-2.0 wasactie status' }).click();
  await expect(page).toHaveURL(/\/nvga-20-wasactie-status$/);
});

test('a certificeerder sees schema management and the issues, not the administration', async ({ page }) => {
  await signInAs(page, 'certificeerder@demo.nl');
  await expectTopMenu(page, ['Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);
});

test('a valideerder sees the register and online composition only', async ({ page }) => {
  await signInAs(page, 'valideerder@demo.nl');
  await expectTopMenu(page, ['Valideer schema', 'Register', 'AFD Online Samenstellen']);
});

test('a valideerder who opens an administrator route is sent back to the register', async ({ page }) => {
  await signInAs(page, 'valideerder@demo.nl');
  await page.goto('/userlist');
  await expect(page).toHaveURL(/\/published-schema-overview$/);
});

test('an inactive account sees only the page Account niet actief', async ({ page }) => {
  await signInAs(page, 'inactief@demo.nl');
  await expect(page.getByRole('heading', { name: 'Account niet actief' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('an administrator route opened while signed out starts sign-in and returns there', async ({ page }) => {
  await page.goto('/organisations');
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('E-mailadres').fill('beheerder@demo.nl');
  await page.getByLabel('Wachtwoord').fill('Demo-beheerder-1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/organisations$/);
});

test('Log uit signs the user out', async ({ page }) => {
  await signInAs(page, 'certificeerder@demo.nl');
  await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
  await page.getByRole('menuitem', { name: 'Log uit' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expectTopMenu(page, ['Register']);
});
