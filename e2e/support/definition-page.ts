import { expect, type Locator, type Page } from '@playwright/test';

// The definition page 'AFD Online Samenstellen' as the journeys walk it: the entity tree, an
// entity's attribute list, an attribute chosen from it, and V/O/N in 'Gebruik binnen functie'.

export const tree = (page: Page) => page.getByRole('tree', { name: 'Entiteiten' });
export const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
export const attributeList = (page: Page, entity: string) => page.getByRole('list', { name: `Attributen van ${entity}` });

/** Chooses an attribute in the entity's list and waits for its panel. */
export async function chooseAttribute(page: Page, entity: string, attribute: string): Promise<void> {
  await attributeList(page, entity).getByRole('button', { name: new RegExp(`^${attribute}`) }).click();
  await expect(page.getByText(attribute, { exact: true }).last()).toBeVisible();
}

/** Clicks V, O or N in the function's row of a 'Gebruik binnen functie' table. */
export async function setPresence(usage: Locator, functionName: string, presence: 'V' | 'O' | 'N'): Promise<void> {
  await usage.getByRole('row', { name: new RegExp(`^${functionName}`) }).getByText(presence, { exact: true }).click();
}
