import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { catalogueZip, demoAfd2CatalogueFiles, generateAfd1Corpus, type OrganisationSchema } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue: a beheerder uploads the demo catalogue ZIP and a baseline with two XPath rules; a
// certificeerder validates an invalid XSD (sees the messages), then a valid one, certifies it and
// downloads the enriched XSD; a valideerder sees 'Valideer schema' and, for an undecidable
// schema, the contact notice; an axe check finds no violations.
//
// The files come from the synthetic AFD 1.0 corpus, as the demo seed uses it. The specs share one
// database (one worker, file order), so the uploads leave the demo data as it was: the catalogue
// ZIP is the seed's (AFD 1.0 set plus the AFD 2.0 pair), and the baseline is the corpus' home
// baseline with its own two rules, on the key the seed gave it (Schade/Contractbericht/Zakelijk),
// which asks to overwrite. Certification goes against the motor baseline
// (Schade/Contractbericht/Particulier), untouched here; the certified name carries this run's time.

const run = Date.now();
const corpus = generateAfd1Corpus();
const motorBaseline = 0;
const homeBaseline = 1;

function organisationSchema(find: (schema: OrganisationSchema) => boolean): OrganisationSchema {
  const schema = corpus.organisationSchemas.find((candidate) => candidate.baseline === motorBaseline && find(candidate));
  if (!schema) throw new Error('corpus lacks the organisation schema this journey needs');
  return schema;
}

const invalidSchema = organisationSchema((schema) => typeof schema.expectation === 'object' && schema.expectation.invalid.includes('baseline-restriction'));
const validSchema = organisationSchema((schema) => schema.expectation === 'valid');
const manualSchema = organisationSchema((schema) => schema.expectation === 'manual');

const xsdFile = (name: string, xsd: string) => ({ name, mimeType: 'application/xml', buffer: Buffer.from(xsd, 'utf8') });

/** Chooses the file through the drop zone's file input, as a click on the zone would. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('Bestand kiezen').setInputFiles(file);
  await expect(page.getByTestId('chosen-file')).toHaveText(file.name);
}

/** The three cascading selects of a baseline key, by their option labels. */
async function chooseKey(page: Page, key: { certificationArea: string; messageType: string; applicationArea: string }): Promise<void> {
  await page.getByLabel(/Community$/).selectOption({ label: key.certificationArea });
  await page.getByLabel('Berichtsoort').selectOption({ label: key.messageType });
  await page.getByLabel('Domein').selectOption({ label: key.applicationArea });
}

const motorKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' };
const homeKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Zakelijk' };

/** Opens a screen by its address and waits for its heading and for its loaders to finish. */
async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test.describe.serial('certification from catalogue to enriched XSD', () => {
  test('a beheerder uploads the demo catalogue ZIP again and is told that its version exists (a version is never overwritten)', async ({ page }) => {
    await signInAs(page, 'beheerder@demo.nl');
    await openScreen(page, '/uploadafm', 'Upload datacatalogus');
    await expectNoAxeViolations(page);

    // The demo data holds this catalogue already: its baselines and certifications refer to it.
    const afd2 = demoAfd2CatalogueFiles();
    const zip = catalogueZip({ ...corpus.catalogueFiles, 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson });
    await chooseFile(page, { name: `datacatalogus-${run}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await page.getByRole('button', { name: 'Uploaden' }).click();

    await expect(page.getByText(/Datacatalogus .+ is al geüpload\./).first()).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Upload van datacatalogus afgerond.', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a beheerder uploads a baseline with two XPath rules on an existing key after confirming the overwrite', async ({ page }) => {
    const baseline = corpus.baselines[homeBaseline];
    if (!baseline) throw new Error('corpus lacks the home baseline');
    expect(baseline.xpathRuleNames).toHaveLength(2);
    await signInAs(page, 'beheerder@demo.nl');
    await openScreen(page, '/uploadbaselinexsd', 'Upload validatie baseline');
    await expectNoAxeViolations(page);

    await chooseFile(page, xsdFile('schade-contractbericht-zakelijk.xsd', baseline.xsd));
    await chooseKey(page, homeKey);
    const rules = page.getByRole('group', { name: 'XPath regels' });
    // Re-uploading on an existing key starts with that baseline's rules ticked (issue 10: they
    // were silently dropped).
    for (const rule of baseline.xpathRuleNames) await expect(rules.getByRole('checkbox', { name: rule, exact: true })).toBeChecked();
    for (const rule of baseline.xpathRuleNames) await rules.getByRole('checkbox', { name: rule, exact: true }).check();
    await expect(rules.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sla op' }).click();
    // An existing key: the impact analysis first (issue 18), with the spec's question under it.
    const impact = page.getByRole('region', { name: 'Impactanalyse' });
    await expect(impact).toContainText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?');
    await expectNoAxeViolations(page);
    await impact.getByRole('button', { name: 'Ja' }).click();

    await expect(impact).toBeHidden();
    await expect(toast(page, 'Upload is succesvol zonder fouten.')).toBeVisible();
    await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  });

  test('a certificeerder sees the messages of an invalid XSD, then certifies a valid one and downloads the enriched XSD', async ({ page }) => {
    await signInAs(page, 'certificeerder@demo.nl');
    await openScreen(page, '/uploadvalidationxsd', 'Certificeer schema');
    await expectNoAxeViolations(page);

    await chooseFile(page, xsdFile(`${invalidSchema.name}.xsd`, invalidSchema.xsd));
    await chooseKey(page, motorKey);
    await page.getByRole('button', { name: 'Valideer', exact: true }).click();
    const messages = page.getByRole('table', { name: 'Meldingen' });
    await expect(messages).toBeVisible();
    await expect(messages.locator('tbody tr[data-severity="error"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Certificeren', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chooseFile(page, xsdFile(`${validSchema.name}.xsd`, validSchema.xsd));
    await page.getByRole('button', { name: 'Valideer', exact: true }).click();
    await expect(toast(page, 'Schema is valide.')).toBeVisible();
    await expect(messages).toHaveCount(0);
    const certify = page.getByRole('button', { name: 'Certificeren', exact: true });
    await expect(certify).toBeDisabled();
    await expectNoAxeViolations(page);

    // Changing one's mind: another file after validation hides Certificeren, so the earlier file
    // can never be certified under the new one (issue 10); validating the new file brings it back.
    await chooseFile(page, xsdFile(`${invalidSchema.name}.xsd`, invalidSchema.xsd));
    await expect(certify).toHaveCount(0);
    await chooseFile(page, xsdFile(`${validSchema.name}.xsd`, validSchema.xsd));
    await page.getByRole('button', { name: 'Valideer', exact: true }).click();
    await expect(certify).toBeDisabled();

    const name = `E2E-Autopolis-${run}`;
    await page.getByLabel('Naam').fill(name);
    await certify.click();
    await expect(toast(page, 'Certificering is succesvol zonder fouten.')).toBeVisible();
    await expect(page.getByText(`Het schema is opgeslagen als '${name}'`)).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Verrijkte XSD downloaden' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xsd$/);
    const enriched = await readFile(await download.path(), 'utf8');
    expect(enriched).toContain('<afdc:certificering xmlns:afdc="urn:afd-portaal:certificering:1">');
    expect(enriched).toContain(`<afdc:naam>${name}</afdc:naam>`);
    expect(enriched).toContain('<afdc:community>Schade</afdc:community>');
    expect(enriched).toContain('<afdc:domein>Particulier</afdc:domein>');
    expect(enriched).toMatch(/<afdc:certificeringskenmerk algoritme="sha-256">[0-9a-f]{64}<\/afdc:certificeringskenmerk>/);
  });

  test("a valideerder sees 'Valideer schema' and, for a schema the checker cannot decide, the contact notice instead of a request", async ({ page }) => {
    await signInAs(page, 'valideerder@demo.nl');
    await openScreen(page, '/uploadvalidationxsd', 'Valideer schema');
    await expectNoAxeViolations(page);

    await chooseFile(page, xsdFile(`${manualSchema.name}.xsd`, manualSchema.xsd));
    await chooseKey(page, motorKey);
    await page.getByRole('button', { name: 'Valideer', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Dit schema kan (nog) niet automatisch gevalideerd worden' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('button', { name: 'Aanvraag versturen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Certificeren', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the other certification screens of a beheerder have no accessibility violations when loaded', () => {
  for (const [path, heading] of [
    ['/validationbaselines', 'Validatie baseline beheer'],
    ['/manualuploadxsd', 'Certificeer handmatig'],
    ['/revalidateschemas', "Hervalideer schema's"],
    ['/uploadpredefinedentities', 'Voorgedefinieerde entiteiten'],
  ] as const) {
    test(`${path} (${heading})`, async ({ page }) => {
      await signInAs(page, 'beheerder@demo.nl');
      await openScreen(page, path, heading);
      await expectNoAxeViolations(page);
    });
  }
});
