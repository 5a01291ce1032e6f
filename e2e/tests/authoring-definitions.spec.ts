import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { baselineRow } from '../support/definitions.ts';
import { openFromAdministrationMenu, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 11: a valideerder authorised for two organisations opens 'AFD Online Samenstellen', picks
// a baseline, switches organisation, creates a definition, sets its properties (tag SUIV-EP
// demands risk carrier and segment), adds a custom function, duplicates it and renames the copy;
// a beheerder deletes it and removes the obsolete library; the valideerder then synchronises the
// business definition with the newer library, which lacks an attribute it chose, through the
// warnings and 'Doorgaan' (issue 13), and exports it as CSV. Axe throughout.
//
// The valideerder (Assurantiekantoor-Dijkstra) also composes for Polderzeker (demo data). The
// names carry this run's time, so the demo definitions stay as they are for the other journeys.

const run = Date.now().toString().slice(-6);
const product = `Reis Online ${run}`;
const copy = `Reis Online Kopie ${run}`;
const renamed = `Reis Online Plus ${run}`;

async function waitForLoaders(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

const table = (page: Page) => page.getByRole('table', { name: 'AFD-definities' });
const rowMenu = async (page: Page, name: string, item: string) => {
  await table(page).getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

test.describe.serial('AFD Online Samenstellen: definitions on a baseline', () => {
  test('a valideerder creates, sets up, duplicates and renames a definition', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'valideerder@demo.nl');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'AFD Online Samenstellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AFD Online Samenstellen' })).toBeVisible();
    await waitForLoaders(page);
    await expectNoAxeViolations(page);
    const motor = baselineRow(page, 'Schade', 'Contractbericht', 'Particulier');
    // Issue 30: the whole row opens the baseline, also a click beside the link, on the domain's cell.
    await expect(motor.getByRole('link')).toHaveCount(1);
    // The link's click area lies over the cell, so the click goes to the link: Playwright is told to click there anyway.
    await motor.getByRole('cell', { name: 'Particulier', exact: true }).click({ force: true });
    await expect(page).toHaveURL(/\/productdefinities\/Schade\/Contractbericht\/Particulier/);
    await expect(page.getByText('Aanmaken AFD-definities')).toBeVisible();

    // Two organisations: a dropdown. Polderzeker has the demo definitions of this baseline.
    const organisation = page.getByRole('combobox', { name: 'Organisatie' });
    await organisation.selectOption('Polderzeker');
    await expect(page).toHaveURL(/organizationName=Polderzeker/);
    await expect(table(page).getByRole('cell', { name: 'Reis Compleet', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nieuwe definitie' }).click();
    const create = page.getByRole('dialog', { name: 'Nieuwe definitie' });
    await create.getByRole('textbox', { name: 'Naam' }).fill(product);
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(toast(page, 'Definitie is aangemaakt')).toBeVisible();
    await expect(table(page).getByRole('cell', { name: product, exact: true })).toBeVisible();

    await rowMenu(page, product, 'Eigenschappen');
    const properties = page.getByRole('dialog', { name: `Eigenschappen: ${product}` });
    await properties.getByRole('textbox', { name: 'Tag' }).fill('SUIV-EP');
    await expect(properties.getByText('Risicodrager is verplicht bij gespecificeerde tag.')).toBeVisible();
    await expect(properties.getByText('ProductSegment is verplicht bij gespecificeerde tag.')).toBeVisible();
    await expect(properties.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await properties.getByRole('textbox', { name: 'Risicodrager' }).fill('Polderzeker Schade N.V.');
    await properties.getByRole('combobox', { name: 'ProductSegment' }).selectOption({ label: 'Particulier' });
    await properties.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Metadata is opgeslagen')).toBeVisible();

    await rowMenu(page, product, 'Functies');
    const functions = page.getByRole('dialog', { name: `Functies: ${product}` });
    await functions.getByRole('textbox', { name: 'Nieuwe functie' }).fill('schadeaangifte');
    await functions.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(functions.getByRole('switch', { name: 'Actief: schadeaangifte' })).toBeVisible();
    await expectNoAxeViolations(page);
    await functions.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Functies opgeslagen')).toBeVisible();

    await rowMenu(page, product, 'Dupliceren');
    const duplicate = page.getByRole('dialog', { name: `Dupliceren: ${product}` });
    await duplicate.getByRole('textbox', { name: 'Naam' }).fill(copy);
    await duplicate.getByRole('button', { name: 'Dupliceren' }).click();
    await expect(toast(page, 'Gedupliceerde product is opgeslagen')).toBeVisible();
    await expect(table(page).getByRole('cell', { name: copy, exact: true })).toBeVisible();

    // Renaming is the properties form's product name.
    await rowMenu(page, copy, 'Eigenschappen');
    const rename = page.getByRole('dialog', { name: `Eigenschappen: ${copy}` });
    await rename.getByRole('textbox', { name: 'Productnaam' }).fill(renamed);
    await rename.getByRole('button', { name: 'Opslaan' }).click();
    // The first save's toast may still be showing: this save's is the newest.
    await expect(toast(page, 'Metadata is opgeslagen').last()).toBeVisible();
    await expect(rename).toHaveCount(0);
    await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  });

  test('a beheerder deletes the renamed copy and removes the obsolete library', async ({ page }) => {
    await signInAs(page, 'beheerder@demo.nl');
    await page.goto('/productdefinities/Schade/Contractbericht/Particulier?organizationName=Polderzeker');
    await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await rowMenu(page, renamed, 'Verwijderen');
    const confirm = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(confirm.getByText('Weet u zeker dat u dit item wilt verwijderen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja' }).click();
    await expect(toast(page, 'Productdefinitie is verwijderd')).toBeVisible();
    await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);

    await openFromAdministrationMenu(page, 'Baseline libraries', 'Beheer baseline libraries');
    await waitForLoaders(page);
    await expectNoAxeViolations(page);
    const obsolete = page.getByRole('region', { name: 'Vervallen baseline libraries' });
    await expect(obsolete.getByRole('button', { name: 'Schade-Contractbericht-Zakelijk' })).toBeVisible();
    await page.getByRole('button', { name: 'Verwijder vervallen baseline libraries (1)' }).click();
    await expect(toast(page, 'Baseline libraries zijn verwijderd.')).toBeVisible();
    await expect(obsolete.getByText('Er zijn geen vervallen baseline libraries.')).toBeVisible();
  });

  test('a valideerder synchronises a definition with the newer library through its warnings, downloads the report, and exports the definition as CSV', async ({ page }) => {
    await signInAs(page, 'valideerder@demo.nl');
    await page.goto('/productdefinities/Schade/Contractbericht/Zakelijk?organizationName=Polderzeker');
    const name = 'Bedrijfsaansprakelijkheid';
    await expect(table(page).getByRole('button', { name: `Taken van ${name}` })).toBeVisible();
    await rowMenu(page, name, 'Synchroniseren met baseline');
    const sync = page.getByRole('dialog', { name: `Synchroniseren met baseline: ${name}` });
    await expect(sync.getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await sync.getByRole('button', { name: 'Synchroniseer' }).click();
    // The newest upload lacks an attribute the definition chose: the loss is shown, nothing is
    // written yet, and Sluiten waits; 'Doorgaan' writes it (001 §4 sync phases).
    await expect(sync.getByText(/^Vervallen/).first()).toBeVisible();
    await expect(sync.getByText(/kan niet ongedaan worden gemaakt/)).toBeVisible();
    await expect(sync.getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await sync.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(toast(page, 'Synchronisatie is voltooid')).toBeVisible();
    await expect(sync.getByRole('list', { name: 'Synchronisatierapport' })).toContainText('Synchronisatie van de baseline library van');
    const download = page.waitForEvent('download');
    await sync.getByRole('button', { name: 'Download rapport' }).click();
    expect((await download).suggestedFilename()).toBe(`Synchronisatierapport-Polderzeker-${name}.txt`);
    await expectNoAxeViolations(page);
    await sync.getByRole('button', { name: 'Sluiten' }).click();
    await expect(table(page).getByRole('button', { name: `Taken van ${name}` })).toHaveCount(0);

    const csv = page.waitForEvent('download');
    await rowMenu(page, name, 'Exporteer CSV');
    const file = await csv;
    expect(file.suggestedFilename()).toBe(`${name}.csv`);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toMatch(/^Pad;Entiteit;Attribuut;Formaat\/type;Codelijst;Beperking;/);
  });
});
