import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDefinition } from '../support/definitions.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 15, the OpenAPI description editor (flag AosOpenApi, on in the journeys' server): a
// beheerder describes a fresh AFD 2.0 definition — a path with a {parameter}, a POST whose request
// body and 200 response are AFD functions — and sees the server's validator complain about the
// undeclared path parameter in 'Errors' until the parameter is added; exports it, registers it
// with the publish modal's OpenAPI choice and finds it in the register under 'Alleen
// OAD-definities'. Axe on the editor, its modals and the Errors card. The run's time in the
// definition's name keeps the demo data as it is.

const run = Date.now().toString().slice(-6);
const product = `OpenAPI ${run}`;
const organisation = 'Assurantiekantoor-Dijkstra';
const baseline = 'Mobiliteit-Schademelding-Zakelijk en particulier';
const listPath = `/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=${organisation}`;
const path = '/schades/{schadenummer}';

const tree = (page: Page) => page.getByRole('navigation', { name: 'Structuur van de OpenAPI Description' });
const errorsCard = (page: Page) => page.getByRole('region', { name: /^Errors/ });
const rowMenu = async (page: Page, item: string) => {
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

test.describe.serial('OpenAPI description', () => {
  test('a beheerder builds an OpenAPI description, watches a validation error come and go, and exports it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'beheerder@demo.nl');
    await createDefinition(page, listPath, product);
    await rowMenu(page, 'OpenAPI Description specificeren');
    await expect(page.getByRole('heading', { level: 1, name: 'OpenAPI Description' })).toBeVisible();
    await expect(page.getByText('Specificatieversie: OpenAPI 3.1.0')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paths' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A path: refused while it breaks the grammar, then stored.
    await tree(page).getByRole('button', { name: 'Path toevoegen' }).click();
    const addPath = page.getByRole('dialog', { name: 'Path toevoegen' });
    await addPath.getByRole('textbox', { name: 'Path' }).fill('schades');
    await addPath.getByRole('textbox', { name: 'Path' }).blur();
    await expect(addPath.getByText("Path moet starten met een slash '/'")).toBeVisible();
    await expect(addPath.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await addPath.getByRole('textbox', { name: 'Path' }).fill(path);
    await addPath.getByRole('button', { name: 'Opslaan' }).click();
    await expect(addPath).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue(path);

    // POST with a request body and a 200 response, both the JSON Schema of an AFD function.
    // The new path is chosen and open.
    await tree(page).getByRole('button', { name: `Operations van ${path}` }).click();
    await page.getByRole('group', { name: 'Operations' }).getByRole('button', { name: 'POST' }).click();
    await tree(page).getByRole('button', { name: `POST ${path}` }).click();
    await expect(page.getByRole('heading', { name: 'Operation: POST' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Een schade melden');
    const bodyFunction = page.getByRole('combobox', { name: 'AFD functie' });
    const functionName = (await bodyFunction.locator('option').nth(1).textContent()) ?? '';
    expect(functionName).not.toBe('');
    await bodyFunction.selectOption(functionName);
    await page.getByRole('combobox', { name: 'Required' }).selectOption('true');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('button', { name: 'Responses: Toevoegen' }).click();
    const response = page.getByRole('dialog', { name: 'Nieuwe response' });
    await response.getByRole('combobox', { name: 'Code' }).selectOption('200');
    await response.getByRole('combobox', { name: 'AFD functie' }).selectOption(functionName);
    await response.getByRole('textbox', { name: 'Description' }).fill('Gemeld');
    await expectNoAxeViolations(page);
    await response.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('table', { name: 'Responses' }).getByRole('cell', { name: '200 OK', exact: true })).toBeVisible();

    // The server's validator: the path's {schadenummer} is not declared as a parameter.
    await expect(errorsCard(page)).toBeVisible();
    // Issue 30: a Dutch finding that names the path, the operation and the parameter.
    await expect(errorsCard(page).getByRole('listitem').first()).toContainText("parameter '{schadenummer}' uit het pad is nergens gedeclareerd");
    await expectNoAxeViolations(page);
    await errorsCard(page).getByRole('button', { name: 'Hide' }).click();
    await expect(errorsCard(page).getByRole('list')).toHaveCount(0);
    await errorsCard(page).getByRole('button', { name: 'Show' }).click();

    // Declared (a path parameter: in path, required), the errors are gone.
    await tree(page).getByRole('button', { name: `Parameters van ${path}` }).click();
    await page.getByRole('button', { name: 'Parameters: Toevoegen' }).click();
    const parameter = page.getByRole('dialog', { name: 'Nieuwe parameter' });
    await expect(parameter.getByRole('combobox', { name: 'In' })).toHaveValue('path');
    await parameter.getByRole('textbox', { name: 'Name' }).fill('schadenummer');
    await expectNoAxeViolations(page);
    await parameter.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('table', { name: 'Parameters' }).getByRole('cell', { name: 'schadenummer', exact: true })).toBeVisible();
    await expect(errorsCard(page)).toHaveCount(0);

    // The export carries what the description refers to (ADR 0067): one ZIP with the YAML document,
    // the function schemas its paths name, and a LEESMIJ.txt.
    const download = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteer YAML' }).click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toMatch(/-OpenAPI\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const names = Object.keys(files);
    const document = names.find((name) => /\.ya?ml$/.test(name));
    expect(document).toBeDefined();
    expect(strFromU8(files[document as string] as Uint8Array)).toContain(path);
    expect(names).toContain('LEESMIJ.txt');
    expect(names.filter((name) => name.endsWith('.json')).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test("the beheerder registers it with the publish modal's OpenAPI choice and finds it under 'Alleen OAD-definities'", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'beheerder@demo.nl');
    await page.goto(listPath);
    await rowMenu(page, 'Certificeer en publiceer');
    const publish = page.getByRole('dialog', { name: `Certificeer en publiceer: ${product}` });
    await publish.getByRole('radio', { name: 'OpenAPI Description' }).check();
    await expectNoAxeViolations(page);
    await publish.getByRole('button', { name: 'Publiceren' }).click();
    await expect(toast(page, 'Publiceren is gelukt').first()).toBeVisible({ timeout: 60_000 });
    const registered = (await publish.getByRole('listitem').first().textContent()) ?? '';
    // The line is the schema's name and version, then its links (Certificaat, Bekijk in register).
    const schemaName = /^(.*) \(versie \d+\)/.exec(registered)?.[1] ?? '';
    expect(schemaName).not.toBe('');
    await publish.getByRole('button', { name: 'Sluiten' }).last().click();

    await page.goto('/published-schema-overview');
    await page.getByText('Alleen OAD-definities', { exact: true }).click();
    await page.getByRole('button', { name: organisation, exact: true }).click();
    await page.getByRole('button', { name: baseline, exact: true }).click();
    await expect(page.getByText(schemaName, { exact: true }).or(page.getByRole('button', { name: schemaName, exact: true })).first()).toBeVisible();
    await page.getByText('Alleen AFD-definities', { exact: true }).click();
    await expect(page.getByRole('button', { name: schemaName, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
