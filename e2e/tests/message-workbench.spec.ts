import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 5: a beheerder opens 'Bericht testen' from an AFD 2.0 and an AFD 1.0 demo definition's row
// menu, checks a message with a property the function does not know (its finding, at its place),
// changes the message (the result goes), and checks one that is no JSON (the reason). Axe on the
// screen before and after a check.

const organisation = 'Assurantiekantoor-Dijkstra';
const product = 'Autoschade Online';
const listUrl = `/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=${organisation}`;

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Bericht' });
const findings = (page: Page) => page.getByRole('table', { name: 'Bevindingen' });

test('a member checks test messages against a function of an AFD 2.0 definition', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await page.goto(listUrl);
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
  await page.getByRole('menuitem', { name: 'Bericht testen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bericht testen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Functie' })).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await messageBox(page).fill('{"onbekend": true}');
  await page.getByRole('button', { name: 'Controleer' }).click();
  await expect(findings(page).getByRole('row').filter({ hasText: "'onbekend' is hier niet toegestaan." })).toContainText('onbekend');
  await expectNoAxeViolations(page);

  await messageBox(page).fill('{"policy": [');
  await expect(findings(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Controleer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Het bericht kon niet worden gecontroleerd' })).toContainText('Het bericht is geen geldige JSON');
});

test('a member checks an XML message against a function of an AFD 1.0 definition', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await page.goto('/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker');
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: 'Acties voor Reis Compleet' }).click();
  await page.getByRole('menuitem', { name: 'Bericht testen', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Functie' })).not.toHaveValue('');

  await messageBox(page).fill('<?xml version="1.0" encoding="UTF-8"?>\n<Onbekend/>\n');
  await page.getByRole('button', { name: 'Controleer' }).click();
  await expect(findings(page).getByRole('row').filter({ hasText: 'Onbekend' }).first()).toContainText('Schema');
  await expectNoAxeViolations(page);

  await messageBox(page).fill('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>');
  await page.getByRole('button', { name: 'Controleer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Het bericht kon niet worden gecontroleerd' })).toContainText('Het bericht is geen bruikbare XML');
});
