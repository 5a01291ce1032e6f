import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './navigation.ts';

/** Creates a definition with 'Nieuwe definitie' in the definition list at `listPath` and waits for the toast. */
export async function createDefinition(page: Page, listPath: string, product: string): Promise<void> {
  await page.goto(listPath);
  await page.getByRole('button', { name: 'Nieuwe definitie' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuwe definitie' });
  await create.getByRole('textbox', { name: 'Naam' }).fill(product);
  await create.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(toast(page, 'Definitie is aangemaakt')).toBeVisible();
}

/** The row of the 'Baselines' table on 'AFD Online Samenstellen' with this certification area, message type and domain. */
export function baselineRow(page: Page, area: string, messageType: string, domain: string): Locator {
  let rows = page.getByRole('table', { name: 'Baselines' }).getByRole('row');
  for (const cell of [area, messageType, domain]) rows = rows.filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
  return rows;
}
