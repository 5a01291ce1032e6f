import { expect, test, type Page } from '@playwright/test';
import { demoAfd2BaselineSchemaText } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 4: a beheerder uploads an edited copy of the AFD 2.0 demo baseline for its
// existing key. Before anything is written the impact analysis shows the narrowed path
// (party-policyHolder@surname, maxLength 60 → 40) and the demo definition 'Autoschade Online' that
// loses its choice of the removed emailAddresses. Nee writes nothing (the libraries overview still
// has one library of the baseline); Sla op and Ja store it, the overview compares the two
// libraries, and the definition has the task. Axe on the analysis, the comparison and the tasks.
//
// The edited copy is made here from the demo data (as the seed makes the demo baseline). The
// baseline gets a second library in the shared demo database; the definition stays on its own.

const basedOn = 'Mobiliteit-Schademelding-Zakelijk en particulier';
const key = { certificationArea: 'Mobiliteit', messageType: 'Schademelding', applicationArea: 'Zakelijk en particulier' };
const definitionPath = `Assurantiekantoor-Dijkstra/${basedOn}/Autoschade Online`;
const listUrl = '/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=Assurantiekantoor-Dijkstra';

interface JsonSchemaObject {
  properties: Record<string, { maxLength?: number }>;
}

/** The demo baseline with the policy holder's surname narrowed to 40 and its e-mail addresses gone. */
function editedBaseline(): { name: string; mimeType: string; buffer: Buffer } {
  const schema = JSON.parse(demoAfd2BaselineSchemaText()) as { definitions: Record<string, JsonSchemaObject> };
  const holder = schema.definitions.partyPolicyHolder;
  if (!holder?.properties.surname || !holder.properties.emailAddresses) throw new Error('the demo baseline changed shape');
  expect(holder.properties.surname.maxLength).toBe(60);
  holder.properties.surname.maxLength = 40;
  delete holder.properties.emailAddresses;
  return { name: 'mobiliteit-schademelding-nieuw.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(schema, null, 2), 'utf8') };
}

async function openUploadWithEditedBaseline(page: Page): Promise<void> {
  await page.goto('/uploadbaselinexsd');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload validatie baseline' })).toBeVisible();
  const file = editedBaseline();
  await page.getByLabel('Bestand kiezen').setInputFiles(file);
  await expect(page.getByTestId('chosen-file')).toHaveText(file.name);
  await page.getByLabel(/Community$/).selectOption({ label: key.certificationArea });
  await page.getByLabel('Berichtsoort').selectOption({ label: key.messageType });
  await page.getByLabel('Domein').selectOption({ label: key.applicationArea });
  await page.getByRole('button', { name: 'Sla op' }).click();
}

/** The rows of the libraries overview (all three cards) that belong to the demo AFD 2.0 baseline. */
async function librariesOfBaseline(page: Page) {
  await page.goto('/baselinelibrariesadministration');
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer baseline libraries' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actuele baseline libraries' })).toBeVisible();
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: basedOn, exact: true }) });
}

test('a beheerder previews the impact of a replacement baseline, cancels, then confirms and finds the task on the definition', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await expect(await librariesOfBaseline(page)).toHaveCount(1);

  await openUploadWithEditedBaseline(page);
  const impact = page.getByRole('region', { name: 'Impactanalyse' });
  const narrowed = impact.getByRole('table', { name: 'Verschillen per pad' }).getByRole('row').filter({ hasText: 'party-policyHolder@surname' });
  await expect(narrowed).toContainText('Beperkt');
  await expect(narrowed).toContainText("Attribuut 'party-policyHolder@surname': maxLength 60 → 40 (beperkt).");
  await expect(impact.getByRole('table', { name: 'Verschillen per pad' }).getByRole('row').filter({ hasText: 'party-policyHolder@emailAddresses' })).toContainText('Vervallen');
  const definitions = impact.getByRole('list', { name: 'AFD-definities met synchronisatiewaarschuwingen' });
  await expect(definitions).toContainText(definitionPath);
  await expect(definitions).toContainText('emailAddresses');
  await expect(impact).toContainText('Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?');
  await expectNoAxeViolations(page);

  // Changing their mind: nothing is written.
  await impact.getByRole('button', { name: 'Nee' }).click();
  await expect(impact).toBeHidden();
  await expect(await librariesOfBaseline(page)).toHaveCount(1);

  await openUploadWithEditedBaseline(page);
  await expect(impact.getByRole('list', { name: 'AFD-definities met synchronisatiewaarschuwingen' })).toContainText(definitionPath);
  await impact.getByRole('button', { name: 'Ja' }).click();
  await expect(toast(page, /Upload is succesvol zonder fouten\.|Opgeslagen/)).toBeVisible();
  await expect(impact).toBeHidden();

  // The overview has the new library, and compares the two.
  await expect(await librariesOfBaseline(page)).toHaveCount(2);
  const compare = page.getByRole('region', { name: 'Vergelijk baseline libraries' });
  await compare.getByLabel('Baseline').selectOption(basedOn);
  await compare.getByRole('button', { name: 'Vergelijk' }).click();
  await expect(compare.getByRole('table', { name: 'Verschillen per pad' }).getByRole('row').filter({ hasText: 'party-policyHolder@surname' })).toContainText('Beperkt');
  await expectNoAxeViolations(page);

  // The definition got the task from the new library on.
  await page.goto(listUrl);
  await page.getByRole('button', { name: 'Taken van Autoschade Online' }).click();
  const tasks = page.getByRole('dialog', { name: /Autoschade Online/ });
  await expect(tasks).toContainText('De nieuwere baseline library laat keuzes van deze definitie vervallen of beperkt ze');
  await expectNoAxeViolations(page);
});
