import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 5: the certificeerder of Polderzeker opens 'Bericht testen' from the row of the
// demo's certified AFD 1.0 schema in 'Beheer schema's', checks a message whose root the schema
// does not know (its finding, at its place), and one with a DOCTYPE (the reason). Only checks run:
// the shared demo database is unchanged. Axe on the screen before and after a check.

const schemaName = 'Polderzeker-Autoverzekering';

test("a certificeerder checks a test message against a certified schema from 'Beheer schema's'", async ({ page }) => {
  await signInAs(page, 'certificeerder@demo.nl');
  await page.goto('/organisationschemas');
  await page.getByRole('link', { name: `Bericht testen met ${schemaName}` }).click();
  await expect(page.getByRole('heading', { name: 'Bericht testen', level: 1 })).toBeVisible();
  await expect(page.getByText(schemaName, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Bericht' }).fill('<?xml version="1.0" encoding="UTF-8"?>\n<Onbekend/>\n');
  await page.getByRole('button', { name: 'Controleer' }).click();
  const row = page.getByRole('table', { name: 'Bevindingen' }).getByRole('row').filter({ hasText: "Element 'Onbekend'" });
  await expect(row).toContainText('Schema');
  await expect(row).toContainText('Onbekend');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Bericht' }).fill('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>');
  await page.getByRole('button', { name: 'Controleer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Het bericht kon niet worden gecontroleerd' })).toContainText('Het bericht is geen bruikbare XML');
});
