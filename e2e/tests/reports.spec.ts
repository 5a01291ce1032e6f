import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFromAdministrationMenu, toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 15: a beheerder generates each of the three reports, watches it run to Completed, and
// downloads its XLSX (the file name as listed, and a workbook exceljs opens with the report's
// sheet); stops a running StudioAfdElementUsageReport, which then keeps no file; and runs
// Hervalideer as a background job to its result. Axe on each screen.
//
// The demo data is small: playwright.config.ts starts the server with JOB_STEP_DELAY_MS, a pause
// after each item a job checks (ADR 0036), so a run lasts long enough to be watched and stopped.
// The specs share one database in file order; none before this one runs a report or Hervalideer.

interface Report {
  link: string;
  heading: string;
  reportName: string;
  sheet: string;
  firstHeader: string;
  /** Whether the sheet has one row per item counted in #Schemas. */
  rowPerItem: boolean;
}

const reports: Report[] = [
  {
    link: 'Gecertificeerde AFD-definities',
    heading: 'Rapportage gecertificeerde AFD-definities',
    reportName: 'CertifiedAfdDefinitionsReport',
    sheet: 'Gecertificeerde definities',
    firstHeader: 'Pad',
    rowPerItem: true,
  },
  { link: 'NVGA-2.0 wasactie status', heading: 'NVGA-2.0 wasactie status', reportName: 'NvgaWasactieStatusReport', sheet: 'Wasactie status', firstHeader: 'Definitie', rowPerItem: true },
  {
    link: 'Studio AFD-elementen gebruik',
    heading: 'Studio AFD-elementen gebruik',
    reportName: 'StudioAfdElementUsageReport',
    sheet: 'Elementgebruik',
    firstHeader: 'Element',
    rowPerItem: false,
  },
];

const filesTable = (page: Page) => page.getByRole('table', { name: 'Rapportage-bestanden' });
const noFilesText = 'Er is geen data om te tonen.';
/** The rows of report files: not the header, nor the row that says there are none. */
const fileRows = (page: Page) => filesTable(page).getByRole('row').filter({ has: page.getByRole('cell') }).filter({ hasNotText: noFilesText });

async function openReport(page: Page, report: Report): Promise<void> {
  await signInAs(page, 'beheerder@demo.nl');
  await openFromAdministrationMenu(page, report.link, report.heading);
  await expect(page.getByText(/^(Runtime status: |Status is \(nog\) onbekend\.)/)).toBeVisible();
}

test.describe.serial('Rapportage and Hervalideer as background jobs', () => {
  for (const report of reports) {
    test(`a beheerder generates ${report.reportName}, watches it complete and downloads the XLSX`, async ({ page }) => {
      test.setTimeout(120_000);
      await openReport(page, report);
      // No spec before this one runs a report.
      await expect(page.getByText('Status is (nog) onbekend.')).toBeVisible();
      await expect(filesTable(page)).toContainText(noFilesText);
      await expect(fileRows(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Genereer rapportage' }).click();
      await expect(toast(page, 'Rapportage generatie is gestart')).toBeVisible();
      await expect(page.getByText('Runtime status: Running')).toBeVisible();
      await expect(page.getByText('Runtime status: Completed')).toBeVisible({ timeout: 90_000 });

      await expect(fileRows(page)).toHaveCount(1);
      const cells = fileRows(page).first().getByRole('cell');
      const fileName = (await cells.first().textContent()) ?? '';
      expect(fileName).toMatch(new RegExp(`^${report.reportName}-\\d{8}-\\d{6}\\.xlsx$`));
      const schemaCount = Number(await cells.nth(4).textContent());
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${fileName}` }).click();
      expect((await download).suggestedFilename()).toBe(fileName);
      await expect(toast(page, `Download rapportage-bestand '${fileName}' is gelukt`)).toBeVisible();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await (await download).path());
      const sheet = workbook.getWorksheet(report.sheet);
      expect(sheet, `sheet '${report.sheet}'`).toBeDefined();
      expect(sheet?.getRow(1).getCell(1).value).toBe(report.firstHeader);
      if (report.rowPerItem) expect(sheet?.actualRowCount).toBe(schemaCount + 1);
      else expect(sheet?.actualRowCount).toBeGreaterThan(1);
    });
  }

  test('a beheerder stops a running StudioAfdElementUsageReport, which keeps no file', async ({ page }) => {
    const [, , studio] = reports;
    if (!studio) throw new Error('no studio report');
    await openReport(page, studio);
    await expect(page.getByText('Runtime status: Completed')).toBeVisible();
    await expect(fileRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Stop rapportage' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Genereer rapportage' }).click();
    await expect(page.getByText('Runtime status: Running')).toBeVisible();
    // While it runs, the start is hidden and the stop offered; the screen follows its progress.
    await expect(page.getByRole('button', { name: 'Genereer rapportage' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: /^Voortgang: \d+ van \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Stop rapportage' }).click();
    await expect(page.getByText('Runtime status: Canceled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Genereer rapportage' })).toBeVisible();
    // A run that ended, stopped too, offers no stop (issue 30; ADR 0061).
    await expect(page.getByRole('button', { name: 'Stop rapportage' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The stopped run stays stopped and writes nothing, also after the time it would have needed.
    await page.waitForTimeout(5_000);
    await page.getByRole('button', { name: 'Refresh status' }).click();
    await expect(page.getByText('Runtime status: Canceled')).toBeVisible();
    await expect(fileRows(page)).toHaveCount(1);
  });

  test('a beheerder runs Hervalideer as a background job and sees the result of the run', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'beheerder@demo.nl');
    await openFromAdministrationMenu(page, 'Hervalideer', "Hervalideer schema's");
    await expect(page.getByText(/^Laatste hervalidatie/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const start = page.getByRole('button', { name: 'Hervalideer' });
    await start.click();
    await expect(page.getByLabel('Hervalidatie loopt')).toBeVisible();
    await expect(start).toBeDisabled();
    await expect(page.getByText(/^Laatste hervalidatie: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByLabel('Hervalidatie loopt')).toHaveCount(0);
    await expect(start).toBeEnabled();
    await expectNoAxeViolations(page);

    // The result belongs to the run, not to the page: it is still there after a reload.
    const result = await page.getByText(/^Laatste hervalidatie/).textContent();
    await page.reload();
    await expect(page.getByText(/^Laatste hervalidatie/)).toHaveText(result ?? '');
  });
});
