import { expect, test, type Page } from '@playwright/test';
import { generateAfd1Corpus } from '../../packages/afd/src/demo.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { followMenuLink, signInByKeyboard, tabTo, waitForScreen } from '../support/keyboard.ts';
import { toast } from '../support/navigation.ts';

// Issue 16: the main journeys with the keyboard only (no mouse): sign-in, the Beheer menu to every
// item, certify a schema, publish it, report a melding on it; axe on each screen on the way.
// Selects are chosen by typing (a closed native select picks the option that starts with the
// typed text), switches by Space, buttons and links by Enter.
//
// The schema is the corpus' valid one for the demo motor baseline (Schade/Contractbericht/
// Particulier), certified under this run's own name, so the other journeys' data is untouched.

const run = Date.now();
const corpus = generateAfd1Corpus();
const validSchema = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid');
const schemaName = `Toetsenbord_${run}`;

const administrationItems: [link: string, heading: string][] = [
  ['Beheer organisaties', 'Beheer organisaties'],
  ['Beheer gebruikers', 'Beheer gebruikers'],
  ['Beheer downloadmachtigingen', 'Beheer downloadmachtigingen'],
  ['Datacatalogus', 'Upload datacatalogus'],
  ['Voorgedefinieerde entiteiten', 'Voorgedefinieerde entiteiten'],
  ['Baseline libraries', 'Beheer baseline libraries'],
  ['Validatie baseline upload', 'Upload validatie baseline'],
  ['Validatie baseline beheer', 'Validatie baseline beheer'],
  ['Certificeer handmatig', 'Certificeer handmatig'],
  ['Hervalideer', "Hervalideer schema's"],
  ['Definities', 'Beheer definities'],
  ['Combinaties', 'Beheer definitiecombinaties'],
  ['Gecertificeerde AFD-definities', 'Rapportage gecertificeerde AFD-definities'],
  ['NVGA-2.0 wasactie status', 'NVGA-2.0 wasactie status'],
  ['Studio AFD-elementen gebruik', 'Studio AFD-elementen gebruik'],
  ['XPath regels', 'Beheer XPathregels'],
];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

// Four walks of four items each, every walk signed in on its own: one walk over all sixteen
// screens (each with its axe check) ran past its time on a loaded build machine.
const walks = [0, 4, 8, 12].map((start) => administrationItems.slice(start, start + 4));

for (const items of walks) {
  test(`a beheerder reaches ${items.map(([link]) => `'${link}'`).join(', ')} in the Beheer menu by keyboard, each screen passing axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInByKeyboard(page, 'beheerder@demo.nl');
    for (const [link, heading] of items) {
      // Each walk starts at the top of a page, where a keyboard user starts after loading one.
      await page.goto('/published-schema-overview');
      await waitForScreen(page, 'Gecertificeerde AFD-definities');
      await tabTo(page, mainMenu(page).getByRole('button', { name: 'Beheer', exact: true }));
      await page.keyboard.press('Enter');
      const list = page.getByRole('list', { name: 'Beheer' });
      await expect(list).toBeVisible();
      // The list follows its button: the items are the next Tab stops, not the rest of the page.
      const stops = await tabTo(page, list.getByRole('link', { name: link, exact: true }), administrationItems.length);
      expect(stops).toBe(administrationItems.findIndex(([item]) => item === link) + 1);
      await page.keyboard.press('Enter');
      await waitForScreen(page, heading);
      await expectNoAxeViolations(page);
    }
  });
}

test.describe.serial('certify, publish and report a melding with the keyboard only', () => {
  test('a certificeerder validates and certifies a schema', async ({ page }) => {
    if (!validSchema) throw new Error('the corpus has a valid schema for the motor baseline');
    await signInByKeyboard(page, 'certificeerder@demo.nl');
    await followMenuLink(page, 'Certificeer schema', 'Certificeer schema');
    await expectNoAxeViolations(page);

    // The drop zone opens the file chooser on Enter, as a click would.
    await tabTo(page, page.locator('.mantine-Dropzone-root'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'afdSchema.xsd', mimeType: 'application/xml', buffer: Buffer.from(validSchema.xsd, 'utf8') });
    await expect(page.getByTestId('chosen-file')).toHaveText('afdSchema.xsd');

    for (const [label, option] of [
      [/Community$/, 'Schade'],
      ['Berichtsoort', 'Contractbericht'],
      ['Domein', 'Particulier'],
    ] as const) {
      const select = page.getByLabel(label);
      await tabTo(page, select);
      await page.keyboard.type(option);
      await expect(select.locator('option:checked')).toHaveText(option);
    }
    await tabTo(page, page.getByRole('button', { name: 'Valideer' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Schema is valide.')).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Naam' }));
    await page.keyboard.type(schemaName);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Certificering is succesvol zonder fouten.')).toBeVisible();
    await expect(page.getByText(`Het schema is opgeslagen als '${schemaName}'`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the certificeerder publishes it with download on in Beheer schema's", async ({ page }) => {
    await signInByKeyboard(page, 'certificeerder@demo.nl');
    await followMenuLink(page, "Beheer schema's", "Beheer schema's");
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('switch', { name: `Register: ${schemaName}` }), 200);
    await page.keyboard.press('Space');
    await expect(toast(page, 'Register en download status bijgewerkt')).toBeVisible();
    await tabTo(page, page.getByRole('switch', { name: `Download: ${schemaName}` }), 3);
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: `Download: ${schemaName}` })).toBeChecked();
  });

  test('a user of another organisation finds it in the register and reports a melding on it', async ({ page }) => {
    await signInByKeyboard(page, 'adviseur@demo.nl');
    await followMenuLink(page, 'Register', 'Gecertificeerde AFD-definities');
    await tabTo(page, page.getByRole('button', { name: 'Polderzeker', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Schade-Contractbericht-Particulier', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await tabTo(page, page.getByRole('link', { name: `Melding maken over ${schemaName}` }), 200);
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'Nieuwe melding');
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('textbox', { name: 'Titel' }));
    await page.keyboard.type(`Toetsenbordmelding ${run}`);
    const category = page.getByRole('combobox', { name: 'Categorie' });
    await tabTo(page, category, 3);
    await page.keyboard.type('Fout');
    await expect(category).not.toHaveValue('');
    await tabTo(page, page.getByRole('textbox', { name: 'Omschrijving' }), 3);
    await page.keyboard.type('Gevonden met alleen het toetsenbord.');
    await tabTo(page, page.getByRole('button', { name: 'Versturen' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Aanmaken melding is gelukt')).toBeVisible();
  });
});
