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

/**
 * The row of the 'Baselines' table on 'AFD Online Samenstellen' with this certification area, message
 * type and domain: the row whose one link is named after the whole baseline ('Schade – Contractbericht – Particulier').
 */
export function baselineRow(page: Page, area: string, messageType: string, domain: string): Locator {
  return page.getByRole('table', { name: 'Baselines' }).getByRole('row').filter({ has: baselineLink(page, area, messageType, domain) });
}

/** The row's link, whose click area covers the whole row. */
export function baselineLink(page: Page, area: string, messageType: string, domain: string): Locator {
  return page.getByRole('link', { name: `${area} – ${messageType} – ${domain}`, exact: true });
}
