import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFromMenu, signOut } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 16: with the longest names, nothing runs over its neighbour on the melding screens or in
// the header, at 1440×900 and at 1024×768. The demo melding is served with names longer than any
// real one (no spaces or hyphens to break at), by rewriting the server's answer in the browser;
// the check compares the boxes the browser laid out, and that no value spills out of its own box.

const longSchemaName = `Polderzeker_Reis_SUIV_Particulier_Doorlopend_Met_Werelddekking_En_Annuleringsverzekering_${'X'.repeat(40)}`;
const longEmail = `${'melder.met.een.heel.lang.adres'.repeat(3)}@assurantiekantoor-dijkstra.example`;
const viewports = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pair of fields (dt + dd) keeps apart, and every value stays within its own box. */
async function expectFieldsApart(fields: Locator): Promise<void> {
  const count = await fields.count();
  expect(count).toBeGreaterThan(3);
  const boxes: Box[] = [];
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const box = await field.boundingBox();
    if (!box) throw new Error(`field ${index} is not laid out`);
    boxes.push(box);
    const spills = await field.locator('dd').evaluate((value) => value.scrollWidth > value.clientWidth + 1);
    expect(spills, `the value of field ${index} spills out of its box`).toBe(false);
  }
  for (let a = 0; a < boxes.length; a += 1) {
    for (let b = a + 1; b < boxes.length; b += 1) {
      expect(overlaps(boxes[a] as Box, boxes[b] as Box), `fields ${a} and ${b} overlap`).toBe(false);
    }
  }
}

/** The header's account button keeps clear of the Contact link and of the menu below it. */
async function expectHeaderApart(page: Page): Promise<void> {
  const account = await page.getByRole('button', { name: /Gebruikersmenu/ }).boundingBox();
  const contact = await page.getByRole('banner').getByRole('link', { name: 'Contact' }).boundingBox();
  const menu = await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox();
  if (!account || !contact || !menu) throw new Error('header not laid out');
  expect(overlaps(account, contact)).toBe(false);
  expect(overlaps(account, menu)).toBe(false);
}

/** Serves every melding with the long names; everything else as the server answers it. */
async function withLongNames(page: Page): Promise<void> {
  await page.route(/\/api\/SchemaIssues\/[^/]+\/\d+$/u, async (route) => {
    const response = await route.fetch();
    const issue = (await response.json()) as { schema: string; reporter: { email: string } };
    await route.fulfill({ response, json: { ...issue, schema: longSchemaName, reporter: { ...issue.reporter, email: longEmail } } });
  });
}

test.describe('long names on the melding screens', () => {
  for (const viewport of viewports) {
    test(`'Melding behandelen' and 'Melding inzien' at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await withLongNames(page);
      await signInAs(page, 'certificeerder@demo.nl');
      await expectHeaderApart(page);
      await openFromMenu(page, 'Meldingen', 'Ontvangen', 'Overzicht ontvangen meldingen');
      await page.getByRole('button', { name: /^Bewerk melding / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Melding behandelen' })).toBeVisible();
      await expect(page.getByText(longSchemaName)).toBeVisible();
      await expectFieldsApart(page.locator('dl > div'));

      // A melding read-only, as its reporter's organisation sees it under Verzonden.
      await signOut(page);
      await signInAs(page, 'adviseur@demo.nl');
      await openFromMenu(page, 'Meldingen', 'Verzonden', 'Overzicht verzonden meldingen');
      await page.getByRole('button', { name: /^Inzien melding / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Melding inzien' })).toBeVisible();
      await expect(page.getByText(longSchemaName)).toBeVisible();
      await expectFieldsApart(page.locator('dl > div'));
    });
  }
});
