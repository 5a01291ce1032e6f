import { expect, type Page } from '@playwright/test';

/** Opens a screen from one of the top menu's dropdowns ('Beheer', 'Meldingen', ...) and waits for its heading. */
export async function openFromMenu(page: Page, menu: string, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('list', { name: menu, exact: true }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Opens a screen from the top menu's 'Beheer' dropdown, as a beheerder does, and waits for its heading. */
export async function openFromAdministrationMenu(page: Page, link: string, heading: string): Promise<void> {
  await openFromMenu(page, 'Beheer', link, heading);
}

/** 'Log uit' from the user menu; afterwards the header offers 'Inloggen' again. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
  await page.getByRole('menuitem', { name: 'Log uit' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
}

/** A toast (Mantine notification, role alert) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The page's quiet save line (a polite live region: 'Productdefinitie bijgewerkt', 'Verbandscontrole BR1 opgeslagen'), with exactly this text. */
export function saveLine(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}
