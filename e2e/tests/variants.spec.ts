import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDefinition } from '../support/definitions.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 14 point 4, variants: a beheerder creates a variant of a fresh AFD 1.0 definition, gives it
// a function, places the demo's predefined entity (AN, 'Aansprakelijkheid bedrijven,
// standaarddekking') after an entity below PP, and certifies and publishes the variant; a
// certificeerder of another organisation (adviseur@demo.nl, Assurantiekantoor-Dijkstra) reports a
// melding on the variant schema from the register, and it arrives at the standards body (SIVI,
// STANDARDS_ORGANISATION's default), not at the definition's owner. Axe on every screen and modal.

const run = Date.now().toString().slice(-6);
const product = `Variant ${run}`;
const owner = 'Polderzeker';
const baseline = 'Schade-Contractbericht-Zakelijk';
const list = `/productdefinities/Schade/Contractbericht/Zakelijk?organizationName=${owner}`;
const issueTitle = `Snippet in variant ${run}`;
const snippetName = 'Aansprakelijkheid bedrijven, standaarddekking';
// What the publication stored; the next tests report on it.
let schemaName = '';

async function openFromRowMenu(page: Page, item: string): Promise<void> {
  await page.goto(list);
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function waitForLoaders(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test.describe.serial('a variant with a predefined entity, published, and a melding on it', () => {
  test('a beheerder creates a variant, adds a snippet and certifies and publishes the variant', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, 'beheerder@demo.nl');
    await createDefinition(page, list, product);

    // The variants editor: 'Nieuwe Variant' with its rules, then a function of the definition.
    await openFromRowMenu(page, 'Variant aanmaken');
    await expect(page).toHaveURL(/\/variants\/Polderzeker\//);
    await expect(page.getByText('Deze definitie heeft nog geen varianten.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nieuwe Variant' }).click();
    const variantDialog = page.getByRole('dialog', { name: 'Nieuwe Variant' });
    await variantDialog.getByRole('textbox', { name: 'Naam' }).fill('Basis');
    await variantDialog.getByRole('textbox', { name: 'Versie' }).fill('1.0');
    await expect(variantDialog.getByRole('textbox', { name: 'Versie' })).toHaveAccessibleDescription(/Versie is niet valide \(nnn\.nn\)\./);
    await expect(variantDialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await expect(variantDialog.getByRole('switch', { name: 'Actief' })).toBeChecked();
    await expectNoAxeViolations(page);
    await variantDialog.getByRole('textbox', { name: 'Versie' }).fill('001.00');
    await variantDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Productdefinitie varianten zijn bijgewerkt')).toBeVisible();
    await expect(variantDialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Kies variant Basis 001.00' }).click();
    await page.getByRole('button', { name: 'Functies van de variant' }).click();
    const functionsDialog = page.getByRole('dialog', { name: 'Functies van de variant: Basis 001.00' });
    await functionsDialog.getByRole('button', { name: 'aanvraag toevoegen' }).click();
    await expect(functionsDialog.getByRole('switch', { name: 'aanvraag actief' })).toBeChecked();
    await expectNoAxeViolations(page);
    await functionsDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(functionsDialog).toHaveCount(0);
    const functions = page.getByRole('table', { name: 'Functies' });
    await expect(functions.getByRole('row').filter({ hasText: 'aanvraag' }).getByLabel('0 snippets')).toBeVisible();
    await expectNoAxeViolations(page);

    // The predefined entities: the snippet after VN, on PP's level where the baseline has AN.
    await openFromRowMenu(page, 'Variant configureren');
    await expect(page.getByRole('heading', { level: 1, name: 'Voorgedefinieerde entiteiten' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Variant' }).selectOption('Basis 001.00');
    await page.getByRole('combobox', { name: 'Functie' }).selectOption('aanvraag');
    const tree = page.getByRole('table', { name: 'Entiteiten van de functie' });
    await expect(tree.getByRole('button', { name: 'VN', exact: true })).toBeVisible();
    const entities = tree.getByRole('row').locator('td:first-child');
    const before = await entities.allTextContents();
    expect(before).not.toContain('ANsnippet');
    await expectNoAxeViolations(page);
    await tree.getByRole('button', { name: 'VN', exact: true }).click();
    await page.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' }).click();
    const picker = page.getByRole('dialog', { name: 'Kies een voorgedefinieerde entiteit' });
    await expect(picker.getByRole('cell', { name: snippetName, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await picker.getByRole('button', { name: `Kies ${snippetName} 1` }).click();
    await expect(toast(page, 'Varianten bijgewerkt')).toBeVisible();
    await expect(entities).toHaveCount(before.length + 1);
    await expect(tree.getByRole('row').filter({ hasText: snippetName })).toContainText('ANsnippet');

    // The same snippet once more on that level is refused, and nothing is saved.
    await tree.getByRole('button', { name: 'VN', exact: true }).click();
    await page.getByRole('button', { name: 'Voorgedefinieerde entiteit toevoegen' }).click();
    await picker.getByRole('button', { name: `Kies ${snippetName} 1` }).click();
    await expect(toast(page, 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.')).toBeVisible();
    await expect(entities).toHaveCount(before.length + 1);
    await expectNoAxeViolations(page);

    // Certify and publish the variant: 'Selecteer variant.' until it is chosen.
    await openFromRowMenu(page, 'Certificeer en publiceer variant');
    const publish = page.getByRole('dialog', { name: `Certificeer en publiceer variant: ${product}` });
    await expect(publish.getByText('Selecteer variant.')).toBeVisible();
    await expect(publish.getByRole('button', { name: 'Publiceren' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await publish.getByRole('combobox', { name: /Variant/ }).selectOption('Basis 001.00');
    // In the register and downloadable: the register's envelope (a melding) is for downloadable schemas.
    await publish.getByRole('checkbox', { name: 'Ook aanbieden als download' }).check();
    await publish.getByRole('button', { name: 'Publiceren' }).click();
    schemaName = `${product}-aanvraag-Basis-001.00`;
    await expect(publish.getByText(`${schemaName} (versie 1)`)).toBeVisible({ timeout: 60_000 });
    await expect(toast(page, 'Publiceren is gelukt').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a certificeerder of another organisation reports a melding on the variant schema from the register', async ({ page }) => {
    test.skip(schemaName === '', 'the variant was not published');
    await signInAs(page, 'adviseur@demo.nl');
    await page.goto('/published-schema-overview');
    await page.getByRole('button', { name: owner, exact: true }).click();
    await page.getByRole('button', { name: baseline, exact: true }).click();
    await waitForLoaders(page);
    await page.getByRole('link', { name: `Melding maken over ${schemaName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe melding' })).toBeVisible();
    await waitForLoaders(page);
    const form = page.getByRole('form', { name: 'Nieuwe melding' });
    await form.getByLabel('Titel').fill(issueTitle);
    await form.getByLabel('Categorie').selectOption({ label: 'Fout in de definitie' });
    await form.getByLabel('Omschrijving').fill('De standaarddekking van de aansprakelijkheid mist een plaats buiten Utrecht.');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(toast(page, 'Aanmaken melding is gelukt')).toBeVisible();
  });

  test("the melding arrives at the standards body SIVI, not at the definition's owner", async ({ page }) => {
    test.skip(schemaName === '', 'the variant was not published');
    await signInAs(page, 'beheerder@demo.nl');
    await page.goto(`/schema-issues-received-overview?organization=SIVI`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht ontvangen meldingen' })).toBeVisible();
    await waitForLoaders(page);
    await expect(page.getByRole('button', { name: `Bewerk melding ${issueTitle}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/schema-issues-received-overview?organization=${owner}`);
    await waitForLoaders(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht ontvangen meldingen' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Bewerk melding ${issueTitle}` })).toHaveCount(0);
  });
});
