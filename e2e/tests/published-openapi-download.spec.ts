import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';
import { filesIn, removeFolders, unpackIntoEmptyFolder, validateOffline } from '../../apps/server/test/helpers/offline-download.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast } from '../support/navigation.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 35, point 2 of 'What must hold', as the specification has it (ADR 0071): a beheerder
// registers the AFD 2.0 demo definition's OpenAPI description with download on. A signed-out
// visitor finds it in the register under 'Alleen OAD-definities' but gets no download: its name is
// plain text, and the server refuses the download (401) — 'downloading needs login and a
// downloadable schema' (001 §6; 000 §2 screen 17). A member of another organisation signs in,
// clicks it, and gets {name}.zip; the ZIP is unpacked into an empty folder and checked there offline
// as apps/server/test/authoring/downloads-offline.routes.test.ts does: a standard OpenAPI 3.1
// validator on the JSON and the YAML document (the same document), every function schema they
// refer to in the folder, and the conformance kit's messages get their labelled verdict against
// them with an independent JSON Schema validator, nothing fetched. Axe on each screen.

const organisation = 'Assurantiekantoor-Dijkstra';
const product = 'Autoschade Online';
const baseline = 'Mobiliteit-Schademelding-Zakelijk en particulier';
const listUrl = `/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=${organisation}`;
const schemaName = `${product}-OpenAPI`;

interface Manifest {
  functies: { functie: string; berichten: { bestand: string; verwachteBevindingen: { soort: string }[] }[] }[];
}

/** Shared by the serial tests: the kit the beheerder downloaded, unpacked. */
let kitFolder = '';

async function openRegisterAtDescription(page: Page): Promise<void> {
  await page.goto('/published-schema-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Gecertificeerde AFD-definities' })).toBeVisible();
  await page.getByText('Alleen OAD-definities', { exact: true }).click();
  await page.getByRole('button', { name: organisation, exact: true }).click();
  await page.getByRole('button', { name: baseline, exact: true }).click();
  await expect(page).toHaveURL(/baselineid=/);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test.describe.serial('the published OpenAPI description: seen signed out, downloaded signed in, checked offline', () => {
  test.afterAll(() => removeFolders());

  test("a beheerder takes the definition's conformance kit and registers its OpenAPI description with download on", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'beheerder@demo.nl');
    await page.goto(listUrl);
    const rowMenu = async (item: string) => {
      await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    };
    await rowMenu('Bericht testen');
    await expect(page.getByRole('heading', { name: 'Bericht testen' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Genereer voorbeeldberichten' }).click();
    kitFolder = unpackIntoEmptyFolder(new Uint8Array(await readFile(await (await downloading).path())));

    await page.goto(listUrl);
    await rowMenu('Certificeer en publiceer');
    const publish = page.getByRole('dialog', { name: `Certificeer en publiceer: ${product}` });
    await publish.getByRole('radio', { name: 'OpenAPI Description' }).check();
    await expect(publish.getByRole('checkbox', { name: 'Zichtbaar in register' })).toBeChecked();
    await publish.getByRole('checkbox', { name: 'Ook aanbieden als download' }).check();
    await expectNoAxeViolations(page);
    await publish.getByRole('button', { name: 'Publiceren' }).click();
    await expect(toast(page, 'Publiceren is gelukt').first()).toBeVisible({ timeout: 60_000 });
    await expect(publish.getByRole('listitem').first()).toContainText(schemaName);
  });

  test('a signed-out visitor finds it in the register, gets no download link, and the server refuses the download', async ({ page }) => {
    await openRegisterAtDescription(page);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByText(schemaName, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: schemaName, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The server decides, not the missing link.
    const baselineId = new URL(page.url()).searchParams.get('baselineid') ?? '';
    const refused = await page.request.get(`/api/PublishedSchemas/${organisation}/${baselineId}/${encodeURIComponent(schemaName)}`);
    expect(refused.status()).toBe(401);
  });

  test('a member of another organisation signs in, downloads it from the register, and it stands on its own offline', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'certificeerder@demo.nl');
    await openRegisterAtDescription(page);
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: schemaName, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${schemaName}.zip`);
    const folder = unpackIntoEmptyFolder(new Uint8Array(await readFile(await download.path())));
    const files = filesIn(folder);
    const manifest = JSON.parse(await readFile(join(kitFolder, 'kit.json'), 'utf8')) as Manifest;

    // One document, two serialisations, both with the certification.
    const json = JSON.parse(files.get(`${schemaName}.json`) ?? '{}') as Record<string, unknown>;
    expect(json['x-afd-certification']).toMatchObject({ name: schemaName });
    expect(parse(files.get(`${schemaName}.yaml`) ?? '')).toEqual(json);
    expect(files.get('LEESMIJ.txt')).toContain(`${schemaName}.json`);

    // A standard OpenAPI 3.1 validator, given only the folder's other JSON files (by $id or name).
    const validator = new OpenApiValidator();
    for (const [file, content] of files) {
      if (!file.endsWith('.json') || file === `${schemaName}.json`) continue;
      const schema = JSON.parse(content) as { $id?: string };
      await validator.addSpecRef(schema, schema.$id ?? file);
    }
    const verdict = await validator.validate(json as unknown as Parameters<OpenApiValidator['validate']>[0]);
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(json).toMatchObject({ openapi: '3.1.0', jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base' });

    // Every function schema the document refers to is in the folder, and the kit's messages get their labelled verdict against it.
    const referred = Object.values((json.components as { schemas: Record<string, { $ref: string }> }).schemas).map((schema) => decodeURIComponent(schema.$ref));
    expect(referred.length).toBeGreaterThan(0);
    for (const file of referred) {
      expect([...files.keys()]).toContain(file);
      const kitFunction = manifest.functies.find((fn) => file.endsWith(`-${fn.functie}.json`));
      expect(kitFunction, file).toBeDefined();
      for (const message of kitFunction?.berichten ?? []) {
        const result = validateOffline(folder, file, JSON.parse(await readFile(join(kitFolder, message.bestand), 'utf8')));
        expect(result.valid, `${message.bestand}: ${result.errors.join('; ')}`).toBe(message.verwachteBevindingen.every((finding) => finding.soort !== 'schema'));
      }
    }
  });
});
