import { expect, type Locator, type Page, test } from '@playwright/test';
import { generateAfd1Corpus } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 32: a certificeerder certifies and publishes version 1 of a schema, then certifies version
// 2 with a code added to PP_BRANCHE and sees at once that it is 'niet compatibel met versie 1',
// with the counterexample message (a message with the new code) in a code block; once version 2 is
// published, a visitor who is not signed in finds it in the register and on the schema's versions
// page, beside each version, and compares the two. Axe on each screen. The files are the synthetic
// corpus' valid Autopolis schema, as the demo seed uses it; the name carries this run's time.

const run = Date.now();
const corpus = generateAfd1Corpus();
const valid = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid');
if (!valid) throw new Error('corpus lacks a valid schema');
const version1 = valid.xsd;
// A code the baseline allows (020, 021, 022) added: receivers on version 1 refuse version 2's messages with it.
const version2 = version1.replace('<xs:enumeration value="020"/>', '<xs:enumeration value="020"/><xs:enumeration value="021"/>');
const schemaName = `E2E-Versies-${run}`;
const owner = 'Polderzeker';
const baseline = 'Schade-Contractbericht-Particulier';
const counterexampleLabel = 'Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude';

const xsdFile = (xsd: string) => ({ name: 'autopolis.xsd', mimeType: 'application/xml', buffer: Buffer.from(xsd, 'utf8') });
const waitForLoaders = (page: Page) => expect(page.locator('.mantine-Loader-root')).toHaveCount(0);

/** Valideer and Certificeren on 'Certificeer schema', confirming the name in use for a second version. */
async function certify(page: Page, xsd: string, again: boolean): Promise<void> {
  await page.goto('/uploadvalidationxsd');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificeer schema' })).toBeVisible();
  await page.getByLabel('Bestand kiezen').setInputFiles(xsdFile(xsd));
  await page.getByLabel(/Community$/).selectOption({ label: 'Schade' });
  await page.getByLabel('Berichtsoort').selectOption({ label: 'Contractbericht' });
  await page.getByLabel('Domein').selectOption({ label: 'Particulier' });
  await page.getByRole('button', { name: 'Valideer', exact: true }).click();
  await expect(toast(page, 'Schema is valide.')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Naam').fill(schemaName);
  await page.getByRole('button', { name: 'Certificeren', exact: true }).click();
  if (again) {
    const dialog = page.getByRole('dialog', { name: 'Bevestiging' });
    await expect(dialog.getByText('Weet u dit zeker? De opgegeven naam is al in gebruik')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ja' }).click();
  }
  await expect(toast(page, 'Certificering is succesvol zonder fouten.')).toBeVisible({ timeout: 60_000 });
}

/** Puts the schema in the register from 'Beheer schema's' (its switch, from the keyboard: the J/N label covers it). */
async function publish(page: Page): Promise<void> {
  await page.goto('/organisationschemas');
  await expect(page.getByRole('heading', { level: 1, name: "Beheer schema's" })).toBeVisible();
  await waitForLoaders(page);
  const register: Locator = page.getByRole('switch', { name: `Register: ${schemaName}` });
  await expect(register).not.toBeChecked();
  await register.focus();
  await register.press('Space');
  await expect(toast(page, 'Register en download status bijgewerkt')).toBeVisible();
  await expect(register).toBeChecked();
}

test.describe.serial('compatibility of a new version, shown at certification and in the register', () => {
  test("a certificeerder publishes version 1, certifies version 2 with a code added and sees 'niet compatibel' with the counterexample", async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'certificeerder@demo.nl');
    await certify(page, version1, false);
    // A first version has nothing to compare with.
    await expect(page.getByText('niet compatibel met versie 1')).toHaveCount(0);
    await publish(page);

    await certify(page, version2, true);
    const result = page.getByTestId('compatibility-2');
    await expect(result.getByText('niet compatibel met versie 1')).toBeVisible();
    await expect(result.getByLabel(counterexampleLabel)).toContainText('<PP_BRANCHE>021</PP_BRANCHE>');
    await expectNoAxeViolations(page);
    await publish(page);
  });

  test('a visitor who is not signed in finds version 2 in the register, beside it what breaks, and compares the versions', async ({ page }) => {
    await page.goto('/published-schema-overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Gecertificeerde AFD-definities' })).toBeVisible();
    await page.getByRole('button', { name: owner, exact: true }).click();
    await page.getByRole('button', { name: baseline, exact: true }).click();
    await waitForLoaders(page);
    const versionsLink = page.getByRole('link', { name: `Versies van ${schemaName}` });
    await expect(versionsLink).toHaveText('versie 2');
    await expectNoAxeViolations(page);
    await versionsLink.click();

    await expect(page.getByRole('heading', { level: 1, name: `Versies van ${schemaName}` })).toBeVisible();
    await waitForLoaders(page);
    const row2 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
    await expect(row2.getByText('niet compatibel met versie 1')).toBeVisible();
    await expect(row2.getByLabel(counterexampleLabel)).toContainText('<PP_BRANCHE>021</PP_BRANCHE>');
    const row1 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
    await expect(row1.getByText('eerste versie')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Oude versie', { exact: true }).selectOption('1');
    await page.getByLabel('Nieuwe versie', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Vergelijk' }).click();
    const comparison = page.getByTestId('comparison-result');
    await expect(comparison.getByRole('heading', { name: 'Versie 1 en versie 2' })).toBeVisible();
    await expect(comparison.getByLabel(counterexampleLabel)).toContainText('<PP_BRANCHE>021</PP_BRANCHE>');
    await expect(page).toHaveURL(/\?van=1&naar=2$/);
    await expectNoAxeViolations(page);
  });
});
