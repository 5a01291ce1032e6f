import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { generateAfd1Corpus } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 1: a certificeerder certifies a valid schema against the demo motor baseline
// (Schade/Contractbericht/Particulier) under a name unique to this run and downloads the enriched
// XSD; the result names the certificate. Signed out, in a fresh browser context, the
// certificate's page shows it valid; the downloaded copy dropped on it matches the enriched copy,
// the original matches the original, a copy with one byte changed does NOT match; axe on the page.

const run = Date.now();
const validSchema = generateAfd1Corpus().organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid');
const motorKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' };

const xsdFile = (name: string, content: string | Buffer) => ({ name, mimeType: 'application/xml', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8') });

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('Bestand kiezen').setInputFiles(file);
  await expect(page.getByTestId('chosen-file')).toHaveText(file.name);
}

test('a certified schema is verified on its public certificate page, and a tampered copy is not', async ({ page, browser }) => {
  if (!validSchema) throw new Error('corpus lacks a valid motor schema');
  await signInAs(page, 'certificeerder@demo.nl');
  await page.goto('/uploadvalidationxsd');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificeer schema' })).toBeVisible();
  await chooseFile(page, xsdFile(`${validSchema.name}.xsd`, validSchema.xsd));
  await page.getByLabel(/Community$/).selectOption({ label: motorKey.certificationArea });
  await page.getByLabel('Berichtsoort').selectOption({ label: motorKey.messageType });
  await page.getByLabel('Domein').selectOption({ label: motorKey.applicationArea });
  await page.getByRole('button', { name: 'Valideer', exact: true }).click();
  await expect(toast(page, 'Schema is valide.')).toBeVisible();
  const name = `E2E-Certificaat-${run}`;
  await page.getByLabel('Naam').fill(name);
  await page.getByRole('button', { name: 'Certificeren', exact: true }).click();
  await expect(page.getByText(`Het schema is opgeslagen als '${name}'`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Verrijkte XSD downloaden' }).click();
  const enriched = await readFile(await (await downloading).path());
  const enrichedText = enriched.toString('utf8');
  const kenmerk = /<afdc:certificaat>([0-9A-Z-]+)<\/afdc:certificaat>/.exec(enrichedText)?.[1];
  if (!kenmerk) throw new Error('the enriched copy carries no kenmerk');
  // The copy names its page; the result on screen links to it.
  expect(enrichedText).toContain(`/certificaat/${kenmerk}</afdc:certificaatpagina>`);
  await expect(page.getByRole('link', { name: kenmerk })).toHaveAttribute('href', `/certificaat/${kenmerk}`);

  // Anybody, signed out: a fresh context has no session.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/certificaat/${kenmerk}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Certificaat ${kenmerk}` })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(visitor.getByTestId('certificate-status')).toHaveText('Geldig');
    const facts = visitor.getByRole('table', { name: 'Gegevens van het certificaat' });
    await expect(facts).toContainText(name);
    await expect(facts).toContainText('Schade / Contractbericht / Particulier');
    await expectNoAxeViolations(visitor);

    const result = visitor.getByTestId('verification-result');
    await chooseFile(visitor, xsdFile(`${name}.xsd`, enriched));
    await expect(result).toContainText('Het bestand komt overeen met de verrijkte kopie.');
    await expectNoAxeViolations(visitor);

    await chooseFile(visitor, xsdFile('origineel.xsd', validSchema.xsd));
    await expect(result).toContainText('Het bestand komt overeen met het gecertificeerde origineel.');

    const tampered = Buffer.from(enriched);
    const at = tampered.indexOf('>') + 1;
    tampered[at] = tampered[at] === 0x20 ? 0x0a : 0x20;
    await chooseFile(visitor, xsdFile('gewijzigd.xsd', tampered));
    await expect(result).toContainText('Het bestand komt NIET overeen met het gecertificeerde schema of de verrijkte kopie.');
    await expectNoAxeViolations(visitor);

    // An unknown kenmerk: a Dutch text, no drop zone.
    await visitor.goto('/certificaat/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await expect(visitor.getByRole('alert')).toContainText('Er is geen certificaat met kenmerk ZZZZ-ZZZZ-ZZZZ-ZZZZ. Controleer het kenmerk.');
    await expectNoAxeViolations(visitor);
  } finally {
    await visitorContext.close();
  }
});
