import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveLine, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 13: a certificeerder duplicates the demo definition 'Reis Compleet', downloads one
// function's schema set, certifies and publishes the definition with download on, follows the
// result's links to the schema's certificate and (publishing again) to its place in the register,
// and downloads it there; then exports the definition as CSV, edits it
// as a spreadsheet (Excel's .xlsx) and imports it back. Axe on every modal. A copy with this run's
// time in its name keeps the demo definitions as they are for the other journeys.

const run = Date.now().toString().slice(-6);
const product = `Reis Publicatie ${run}`;
const listUrl = '/productdefinities/Schade/Contractbericht/Particulier';

const table = (page: Page) => page.getByRole('table', { name: 'AFD-definities' });
const rowMenu = async (page: Page, name: string, item: string) => {
  await table(page).getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};
const waitForLoaders = (page: Page) => expect(page.locator('.mantine-Loader-root')).toHaveCount(0);

test.describe.serial('AFD Online Samenstellen: generate, certify and publish, import', () => {
  let functionName = '';

  test('a certificeerder downloads a function’s schema, certifies and publishes the definition, and finds it in the register', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'certificeerder@demo.nl');
    await page.goto(listUrl);
    await expect(table(page).getByRole('cell', { name: 'Reis Compleet', exact: true })).toBeVisible();
    await rowMenu(page, 'Reis Compleet', 'Dupliceren');
    const duplicate = page.getByRole('dialog', { name: 'Dupliceren: Reis Compleet' });
    await duplicate.getByRole('textbox', { name: 'Naam' }).fill(product);
    await duplicate.getByRole('button', { name: 'Dupliceren' }).click();
    await expect(toast(page, 'Gedupliceerde product is opgeslagen')).toBeVisible();

    await rowMenu(page, product, 'Exporteer XSD per functie');
    const exportDialog = page.getByRole('dialog', { name: `Exporteer XSD per functie: ${product}` });
    functionName = await exportDialog.getByRole('combobox', { name: 'Functie' }).inputValue();
    await waitForLoaders(page);
    await expectNoAxeViolations(page);
    const zipDownload = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Downloaden' }).click();
    const zipFile = await zipDownload;
    expect(zipFile.suggestedFilename()).toBe(`${product}-${functionName}.zip`);
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await zipFile.path()))));
    expect(entries.some((name) => name.endsWith('.xsd'))).toBe(true);
    expect(entries.some((name) => name.endsWith('-afdXPathLibrary.xml'))).toBe(true);
    expect(entries.some((name) => name.endsWith('.csv'))).toBe(true);
    await expect(exportDialog).toHaveCount(0);

    await rowMenu(page, product, 'Certificeer en publiceer');
    const publish = page.getByRole('dialog', { name: `Certificeer en publiceer: ${product}` });
    await expect(publish.getByRole('checkbox', { name: /Certificeren/ })).toBeDisabled();
    await publish.getByRole('checkbox', { name: 'Ook aanbieden als download' }).check();
    await expectNoAxeViolations(page);
    await publish.getByRole('button', { name: 'Publiceren' }).click();
    // The toast and the modal's own summary both say it.
    await expect(toast(page, 'Publiceren is gelukt').first()).toBeVisible({ timeout: 60_000 });
    await expect(publish.getByText(`${product}-${functionName} (versie 1)`)).toBeVisible();
    await expect(publish.getByRole('checkbox', { name: 'Zichtbaar in register' })).toBeDisabled();
    await expectNoAxeViolations(page);
    // Issue 30: the result links each schema to its certificate page and to its place in the register.
    const schemaName = `${product}-${functionName}`;
    await publish.getByRole('link', { name: `Certificaat van ${schemaName}` }).click();
    await expect(page).toHaveURL(/\/certificaat\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Certificaat / })).toBeVisible();
    await expect(page.getByTestId('certificate-status')).toHaveText('Geldig');
    await expect(page.getByRole('table', { name: 'Gegevens van het certificaat' })).toContainText(schemaName);
    await expectNoAxeViolations(page);
    await page.goBack();

    // The same link from a new publication (version 2) opens the register at the organisation and baseline.
    await rowMenu(page, product, 'Certificeer en publiceer');
    await publish.getByRole('checkbox', { name: 'Ook aanbieden als download' }).check();
    await publish.getByRole('button', { name: 'Publiceren' }).click();
    await expect(publish.getByText(`${schemaName} (versie 2)`)).toBeVisible({ timeout: 60_000 });
    await publish.getByRole('link', { name: `${schemaName} in het register` }).click();
    await expect(page).toHaveURL(/\/published-schema-overview\?organization=Polderzeker&baselineid=/);
    await waitForLoaders(page);
    const registerDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: schemaName, exact: true }).click();
    const registered = await registerDownload;
    expect(registered.suggestedFilename()).toBe(`${schemaName}.zip`);
    const registeredEntries = Object.keys(unzipSync(new Uint8Array(await readFile(await registered.path()))));
    expect(registeredEntries).toContain(`${schemaName}.xsd`);
    expect(registeredEntries.length).toBeGreaterThan(2);
    await expectNoAxeViolations(page);
  });

  test('the certificeerder exports the definition as CSV, saves it as .xlsx and imports it back', async ({ page }) => {
    await signInAs(page, 'certificeerder@demo.nl');
    await page.goto(listUrl);
    const csvDownload = page.waitForEvent('download');
    await rowMenu(page, product, 'Exporteer CSV');
    const csv = (await readFile(await (await csvDownload).path(), 'utf8')).replace(/^\uFEFF/, '');
    // What Excel does with it: the same cells in a workbook.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Definitie');
    for (const line of csv.trimEnd().split('\r\n')) sheet.addRow(line.split(';'));
    const xlsxPath = path.join(os.tmpdir(), `${product}.xlsx`);
    await writeFile(xlsxPath, new Uint8Array(await workbook.xlsx.writeBuffer()));

    await rowMenu(page, product, 'Importeer XLSX');
    const importDialog = page.getByRole('dialog', { name: `Importeer XLSX: ${product}` });
    await expect(importDialog.getByRole('button', { name: 'Importeer' })).toBeDisabled();
    await importDialog.getByLabel('Bestand kiezen').setInputFiles(xlsxPath);
    await expectNoAxeViolations(page);
    await importDialog.getByRole('button', { name: 'Importeer' }).click();
    await expect(toast(page, 'Importeren is gelukt')).toBeVisible();
    await expect(importDialog.getByRole('list', { name: 'Verwerkingsrapport' })).toContainText('de definitie is bijgewerkt');
    const report = page.waitForEvent('download');
    await importDialog.getByRole('button', { name: 'Download rapport' }).click();
    expect((await report).suggestedFilename()).toBe(`verwerkingsrapport-Polderzeker-${product}.txt`);
    await expectNoAxeViolations(page);
    await importDialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(importDialog).toHaveCount(0);
  });

  test("the certificeerder writes a verbandscontrole in pseudo code: a typo is refused with 'Ongeldige invoer', fixed it is saved and found in the generated ZIP", async ({ page }) => {
    await signInAs(page, 'certificeerder@demo.nl');
    await page.goto(listUrl);
    await rowMenu(page, product, 'Verbandscontroles bewerken');
    await expect(page.getByRole('heading', { level: 1, name: 'Verbandscontroles' })).toBeVisible();
    await page.getByRole('button', { name: 'Nieuwe verbandscontrole' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe verbandscontrole' });
    await expect(dialog.getByRole('textbox', { name: 'Naam' })).toHaveValue('BR1');
    await dialog.getByRole('textbox', { name: 'Bron' }).fill('AL');
    // A typo: the comparison lacks its right-hand side.
    await dialog.getByRole('textbox', { name: 'Indien' }).fill('exists(AL_DATUM) EN AL_DATUM >');
    await dialog.getByRole('textbox', { name: 'Dan' }).fill('count(AL_DATUM) = 1');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText(/^Ongeldige invoer: /)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Indien' }).fill("exists(AL_DATUM) EN AL_DATUM > '20000101'");
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(saveLine(page, 'Verbandscontrole BR1 opgeslagen')).toBeVisible();
    const xpath = "if (exists(//AL_DATUM) and //AL_DATUM > '20000101') then count(//AL_DATUM) = 1 else true()";
    await expect(page.getByRole('table', { name: 'Verbandscontroles' }).getByText(xpath)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Terug' }).click();
    await rowMenu(page, product, 'Exporteer XSD per functie');
    const exportDialog = page.getByRole('dialog', { name: `Exporteer XSD per functie: ${product}` });
    const zipDownload = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Downloaden' }).click();
    const files = unzipSync(new Uint8Array(await readFile(await (await zipDownload).path())));
    const library = Object.entries(files).find(([name]) => name.endsWith('-afdXPathLibrary.xml'))?.[1];
    expect(new TextDecoder().decode(library)).toContain('BR1');
    expect(new TextDecoder().decode(library)).toContain('count(//AL_DATUM) = 1');
  });
});
