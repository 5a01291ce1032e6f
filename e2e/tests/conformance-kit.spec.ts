import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 18, point 5: a beheerder runs the workbench on the AFD 2.0 demo definition and downloads
// its conformance kit ('Genereer voorbeeldberichten'). The ZIP is read in node: kit.json names the
// definition and each of its functions, every file it lists is in the ZIP, each function starts
// with its valid message (no findings expected) and each invalid one expects at least one finding.
// Then the first invalid example of the chosen function is pasted back into the workbench: the
// screen shows exactly the findings kit.json labels it with. Axe before and after the download.

const organisation = 'Assurantiekantoor-Dijkstra';
const product = 'Autoschade Online';
const listUrl = `/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=${organisation}`;

interface Manifest {
  definitie: string;
  afdVersie: string;
  functies: { functie: string; berichten: { bestand: string; soort: string; verwachteBevindingen: { plaats: string; melding: string }[] }[]; nietTeMaken: { soort: string; reden: string }[] }[];
}

test('a member downloads the conformance kit of a definition, and its examples give their labelled findings', async ({ page }) => {
  await signInAs(page, 'beheerder@demo.nl');
  await page.goto(listUrl);
  await page.getByRole('table', { name: 'AFD-definities' }).getByRole('button', { name: `Acties voor ${product}` }).click();
  await page.getByRole('menuitem', { name: 'Bericht testen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bericht testen' })).toBeVisible();
  const functionBox = page.getByRole('combobox', { name: 'Functie' });
  await expect(functionBox).not.toHaveValue('');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Genereer voorbeeldberichten' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${product}-voorbeeldberichten.zip`);
  await expect(page.getByText(`${product}-voorbeeldberichten.zip is gedownload.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const text = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  const manifest = JSON.parse(text('kit.json')) as Manifest;
  expect(manifest.definitie).toBe(product);
  expect(manifest.afdVersie).toBe('2.0');
  expect(text('LEESMIJ.txt')).toContain(`Conformiteitskit voor definitie '${product}'`);
  for (const fn of manifest.functies) {
    expect(fn.berichten[0]).toMatchObject({ bestand: `${fn.functie}/geldig.json`, soort: 'Geldig bericht', verwachteBevindingen: [] });
    for (const message of fn.berichten) expect(Object.keys(zip)).toContain(message.bestand);
    for (const message of fn.berichten.slice(1)) expect(message.verwachteBevindingen.length, message.bestand).toBeGreaterThan(0);
  }

  // The function the screen chose (the first active one): its first invalid example, checked on the screen: exactly its labelled findings.
  const functionName = await functionBox.inputValue();
  const chosen = manifest.functies.find((fn) => fn.functie === functionName);
  if (!chosen) throw new Error(`kit.json has no function ${functionName}`);
  const example = chosen.berichten[1];
  if (!example) throw new Error(`no invalid example for ${chosen.functie}`);
  await page.getByRole('textbox', { name: 'Bericht' }).fill(text(example.bestand));
  await page.getByRole('button', { name: 'Controleer' }).click();
  const rows = page.getByRole('table', { name: 'Bevindingen' }).getByRole('row');
  await expect(rows).toHaveCount(example.verwachteBevindingen.length + 1);
  for (const [index, finding] of example.verwachteBevindingen.entries()) {
    await expect(rows.nth(index + 1)).toContainText(finding.melding);
    await expect(rows.nth(index + 1)).toContainText(finding.plaats === '' ? '(het hele bericht)' : finding.plaats);
  }
  await expectNoAxeViolations(page);
});
