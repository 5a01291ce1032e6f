import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generateAfd1Corpus } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 3: a certificeerder validates an AFD 1.0 organisation schema that widens the
// baseline's maxLength of PP_NUMMER (30 where the motor baseline allows 20). Check 3 refuses it;
// the refusal's row in the message table offers 'Voorbeeldbericht', and the downloaded file is an
// XML message with a PP_NUMMER longer than the baseline allows and no longer than the upload does:
// the message the organisation's software could send and the baseline would refuse. Axe on the
// screen with the table.
//
// The schema comes from the synthetic AFD 1.0 corpus (made in memory, as the demo seed makes its
// data), validated against the motor baseline the seed put on Schade/Contractbericht/Particulier.
// Only Valideer runs: nothing is certified, so the shared demo database stays as it was.

const refusedSchema = generateAfd1Corpus().organisationSchemas.find((schema) => schema.name.includes('-AutoPolisnummerTeLang-'));
const baselineMaxLength = 20;
const uploadMaxLength = 30;

/** The three cascading selects of the motor baseline's key, as a member picks them. */
async function chooseMotorBaseline(page: Page): Promise<void> {
  await page.getByLabel(/Community$/).selectOption({ label: 'Schade' });
  await page.getByLabel('Berichtsoort').selectOption({ label: 'Contractbericht' });
  await page.getByLabel('Domein').selectOption({ label: 'Particulier' });
}

/** The text of the first element with this local name, read by the browser's own XML parser; null when the file is no well-formed XML. */
async function elementText(page: Page, xml: string, localName: string): Promise<string | null | undefined> {
  return page.evaluate(
    ([text, name]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      return doc.getElementsByTagNameNS('*', name)[0]?.textContent ?? undefined;
    },
    [xml, localName] as const,
  );
}

test('a certificeerder downloads the example message of a refused restriction from the message table', async ({ page }) => {
  if (!refusedSchema) throw new Error('the corpus lacks the schema with a widened PP_NUMMER');
  await signInAs(page, 'certificeerder@demo.nl');
  await page.goto('/uploadvalidationxsd');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificeer schema' })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);

  const fileName = `${refusedSchema.name}.xsd`;
  await page.getByLabel('Bestand kiezen').setInputFiles({ name: fileName, mimeType: 'application/xml', buffer: Buffer.from(refusedSchema.xsd, 'utf8') });
  await expect(page.getByTestId('chosen-file')).toHaveText(fileName);
  await chooseMotorBaseline(page);
  await page.getByRole('button', { name: 'Valideer', exact: true }).click();

  const refusal = page
    .getByRole('table', { name: 'Meldingen' })
    .locator('tbody tr[data-severity="error"]')
    .filter({ hasText: 'Een beperking is ruimer dan in de baseline.' })
    .filter({ hasText: `de maximale lengte ${uploadMaxLength} is ruimer dan ${baselineMaxLength} in de baseline` });
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText('PP_NUMMER');
  await expect(page.getByRole('button', { name: 'Certificeren', exact: true })).toHaveCount(0);
  const exampleButton = refusal.getByRole('button', { name: 'Voorbeeldbericht downloaden: Een beperking is ruimer dan in de baseline.' });
  await expect(exampleButton).toHaveText('Voorbeeldbericht');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await exampleButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('voorbeeldbericht.xml');
  const example = await readFile(await download.path(), 'utf8');
  expect(example).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  const policyNumber = await elementText(page, example, 'PP_NUMMER');
  expect(policyNumber, example).toEqual(expect.any(String));
  expect(policyNumber?.length, example).toBeGreaterThan(baselineMaxLength);
  expect(policyNumber?.length, example).toBeLessThanOrEqual(uploadMaxLength);
  await expectNoAxeViolations(page);
});
