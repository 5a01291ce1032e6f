import { expect, type Page } from '@playwright/test';
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
