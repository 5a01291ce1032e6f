import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInAs } from '../support/sign-in.ts';

// Issue 16: with the longest names, nothing on the authoring screens ('AFD Online Samenstellen')
// runs out of its box or over its neighbour, at 1440×900 and at 1024×768. The server's answers
// are rewritten in the browser: two demo definitions, an entity, an attribute (name and
// description), a verbandscontrole and a variant get names longer than any real one, with no
// spaces or hyphens to break at. Requests that carry a long definition name go to the server with
// the real one, so every screen still loads. A long name must wrap, or be cut off with an
// ellipsis and a title that holds it whole. On the definition list, the definition page (subject
// line, entity tree, attribute list, attribute panel), verbandscontroles, variants and the OpenAPI
// description: the page does not scroll sideways, no long name spills out of its box or lies over
// a control or another long name, and the main neighbours keep apart. Axe once per screen.

const longNameOf = (real: string) => `${real.replace(/\s/gu, '')}_Met_Werelddekking_En_Annuleringsverzekering_Particulier_${'X'.repeat(50)}`;
const zakelijk = { real: 'Bedrijfsaansprakelijkheid', long: longNameOf('Bedrijfsaansprakelijkheid') };
const autoschade = { real: 'Autoschade Online', long: longNameOf('Autoschade Online') };
const longEntity = `ENTITEIT_${'E'.repeat(110)}`;
const longAttribute = `ATTRIBUUT_${'A'.repeat(110)}`;
const longDescription = `Omschrijving_${'O'.repeat(150)}`;
// A verbandscontrole's name may be 50 characters at most (the contract).
const longRule = `Verbandscontrole_${'R'.repeat(33)}`;
const longVariant = `Variant_${'V'.repeat(150)}`;
const longNames = [zakelijk.long, autoschade.long, longEntity, longAttribute, longDescription, longRule, longVariant];

const viewports = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
// The definition page loads the outline (entities, choices by path) and an entity's attributes when it is opened.
type OutlineEntity = { path: string; name: string; minOccurs: number; children: OutlineEntity[] };
type Outline = { entities: OutlineEntity[]; choices: { entities: Record<string, { selected: boolean }>; attributes: Record<string, { selected: boolean }> } };
type TreeAttribute = { name: string; description: string; isSelected: boolean };

/** Every string value that is a real definition name becomes its long one. */
function withLongDefinitionNames(value: Json): Json {
  if (typeof value === 'string') return value === zakelijk.real ? zakelijk.long : value === autoschade.real ? autoschade.long : value;
  if (Array.isArray(value)) return value.map(withLongDefinitionNames);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLongDefinitionNames(item)]));
  return value;
}

/** The entity made long: the first below the root in the definition with a chosen attribute. */
let lengthenedPath: string | null = null;

/**
 * In the outline: the first entity below the root in the definition (required, or chosen) with a
 * chosen attribute gets the long name; without one, the first in the definition (its required
 * attributes show). The outline carries no attributes: the attributes' own answer says which show.
 */
function lengthenFirstEntity(outline: Outline): void {
  const inDefinition = outline.entities.flatMap((root) => root.children).filter((entity) => entity.minOccurs > 0 || outline.choices.entities[entity.path]?.selected === true);
  const chosenAttributeOf = (entity: OutlineEntity) =>
    Object.entries(outline.choices.attributes).some(([path, choice]) => choice.selected && path.slice(0, path.indexOf('@')) === entity.path);
  const entity = inDefinition.find(chosenAttributeOf) ?? inDefinition[0];
  if (!entity) throw new Error('no entity below the root in the definition');
  entity.name = longEntity;
  lengthenedPath = entity.path;
}

/** In that entity's attributes: the first chosen one gets the long name and description. */
function lengthenFirstAttribute(attributes: TreeAttribute[]): void {
  const attribute = attributes.find((candidate) => candidate.isSelected);
  if (!attribute) throw new Error('the lengthened entity has no chosen attribute');
  attribute.name = longAttribute;
  attribute.description = longDescription;
}

async function answerWithLongNames(route: Route): Promise<void> {
  const url = route.request().url();
  const realUrl = url.replaceAll(encodeURIComponent(zakelijk.long), encodeURIComponent(zakelijk.real)).replaceAll(encodeURIComponent(autoschade.long), encodeURIComponent(autoschade.real));
  const response = await route.fetch({ url: realUrl });
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
  const json = withLongDefinitionNames((await response.json()) as Json) as Record<string, unknown>;
  const { pathname: path, searchParams } = new URL(url);
  if (path.startsWith('/api/Productdefinities/DefinitionOutline/') && Array.isArray(json.entities)) lengthenFirstEntity(json as unknown as Outline);
  if (path.startsWith('/api/Productdefinities/DefinitionAttributes/') && searchParams.get('entityPath') === lengthenedPath && Array.isArray(json)) {
    lengthenFirstAttribute(json as unknown as TreeAttribute[]);
  }
  if (path.startsWith('/api/Verbandscontroles/') && Array.isArray(json.businessRules)) {
    json.businessRules = [{ name: longRule, expression: 'true()', message: '', source: 'PP', type: 'xpath' }, ...(json.businessRules as unknown[])];
  }
  if (path.startsWith('/api/Productdefinities/Variants/') && Array.isArray(json.variants)) {
    json.variants = (json.variants as { name: string }[]).map((variant) => ({ ...variant, name: longVariant }));
  }
  return route.fulfill({ response, json });
}

/**
 * In the browser: no text holding a long name spills out of its box (the first box up from the
 * text that is narrower than its content), unless that box cuts it off with an ellipsis and a
 * title holds the whole name; and no such text is painted over a control or another long name.
 */
function layoutProblems(names: string[]): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const textRects: { name: string; element: Element; rect: DOMRect }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const name = names.find((candidate) => node?.textContent?.includes(candidate));
    const parent = node.parentElement;
    if (!name || !parent || !visible(parent) || parent.closest('[aria-hidden="true"], script, style, option')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) textRects.push({ name, element: parent, rect });
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.display === 'inline' || style.display === 'contents') continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        const titled = box.closest('[title]')?.getAttribute('title')?.includes(name) ?? false;
        if (!(style.textOverflow === 'ellipsis' && titled)) problems.push(`${name.slice(0, 20)}… spills out of ${describe(box)} (${box.scrollWidth} > ${box.clientWidth})`);
        break;
      }
    }
  }
  // A header, footer or table head that stays put while the page scrolls lies over content by design.
  const pinned = (element: Element) => {
    for (let box: Element | null = element; box; box = box.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(box).position)) return true;
    return false;
  };
  const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], h1')].filter((control) => visible(control) && !pinned(control));
  const meets = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  for (const text of textRects) {
    for (const control of controls) {
      if (control.contains(text.element) || text.element.contains(control)) continue;
      if (meets(text.rect, control.getBoundingClientRect())) problems.push(`${text.name.slice(0, 20)}… lies over ${describe(control)} '${(control.textContent ?? '').slice(0, 30)}'`);
    }
  }
  for (let a = 0; a < textRects.length; a += 1) {
    for (let b = a + 1; b < textRects.length; b += 1) {
      const [one, other] = [textRects[a], textRects[b]];
      if (one && other && one.element !== other.element && !one.element.contains(other.element) && !other.element.contains(one.element) && meets(one.rect, other.rect)) {
        problems.push(`${one.name.slice(0, 20)}… lies over ${other.name.slice(0, 20)}…`);
      }
    }
  }
  return problems;
}

/** The page does not scroll sideways and no long name spills or lies over a neighbour; axe once. */
async function expectLaidOut(page: Page, withAxe: boolean): Promise<void> {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // The elements that reach past the window's right edge while their children do not: what makes the page scroll sideways.
  const pastTheEdge = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const past = (element: Element) => element.getBoundingClientRect().right > edge;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} '${(element.textContent ?? '').slice(0, 40)}'`);
  });
  expect(pastTheEdge, 'the page scrolls sideways').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'the page scrolls sideways').toBe(true);
  expect(await page.evaluate(layoutProblems, longNames)).toEqual([]);
  if (withAxe) await expectNoAxeViolations(page);
}

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) => a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;

async function expectApart(first: Locator, second: Locator, what: string): Promise<void> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error(`${what}: not laid out`);
  expect(apart(a, b), `${what} overlap`).toBe(true);
}

const definitionTable = (page: Page) => page.getByRole('table', { name: 'AFD-definities' });
async function openFromRowMenu(page: Page, name: string, item: string): Promise<void> {
  await definitionTable(page).getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test.describe('long names on the authoring screens', () => {
  for (const [index, viewport] of viewports.entries()) {
    test(`definition list, definition page, verbandscontroles, variants and OpenAPI at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      test.setTimeout(120_000);
      // Axe does not depend on the names' length much: once per screen, at the first viewport.
      const withAxe = index === 0;
      await page.setViewportSize(viewport);
      await page.route(/\/api\//u, answerWithLongNames);
      await signInAs(page, 'beheerder@demo.nl');

      // The definition list, reached from the baselines.
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'AFD Online Samenstellen' }).click();
      await page.getByRole('table', { name: 'Baselines' }).getByRole('link', { name: 'Schade – Contractbericht – Zakelijk', exact: true }).click();
      await expect(page).toHaveURL(/\/productdefinities\/Schade\/Contractbericht\/Zakelijk/);
      await page.getByRole('combobox', { name: 'Organisatie' }).selectOption('Polderzeker');
      await expect(definitionTable(page).getByRole('cell', { name: zakelijk.long, exact: true })).toBeVisible();
      await expectLaidOut(page, withAxe);
      const listPath = new URL(page.url()).pathname + new URL(page.url()).search;

      // The definition page: header, entity tree, attribute list and the attribute's properties.
      await definitionTable(page).getByRole('link', { name: `Open ${zakelijk.long}` }).click();
      const tree = page.getByRole('tree', { name: 'Entiteiten' });
      await tree.getByRole('treeitem', { name: longEntity }).click();
      const attributes = page.getByRole('list', { name: `Attributen van ${longEntity}` });
      await attributes.getByRole('button', { name: new RegExp(`^${longAttribute}`, 'u') }).click();
      await expect(page.getByText(longDescription).first()).toBeVisible();
      await expectLaidOut(page, withAxe);
      await expectApart(tree, attributes, 'the entity tree and the attribute list');
      await expectApart(tree, page.getByText(longDescription).first(), 'the entity tree and the properties panel');
      await expectApart(page.getByRole('heading', { level: 1 }), page.getByRole('link', { name: 'Terug' }), 'the title and Terug');

      // Verbandscontroles, with a rule of the longest name the contract allows.
      await page.goto(listPath);
      await openFromRowMenu(page, zakelijk.long, 'Verbandscontroles bewerken');
      await expect(page.getByRole('heading', { level: 1, name: 'Verbandscontroles' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Verbandscontroles' }).getByText(longRule)).toBeVisible();
      await expectLaidOut(page, withAxe);

      // The variants editor with the demo variant under a long name.
      await page.goto(listPath);
      await openFromRowMenu(page, zakelijk.long, 'Variant aanmaken');
      await expect(page.getByText(longVariant).first()).toBeVisible();
      await expectLaidOut(page, withAxe);
      // Chosen, it also names the card of its functions beside the list.
      await page.getByRole('button', { name: `Kies variant ${longVariant} 001.00` }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${longVariant} 001\\.00$`, 'u') })).toBeVisible();
      await expectLaidOut(page, false);
      await expectApart(page.getByRole('table', { name: 'Varianten' }), page.getByRole('button', { name: 'Functies van de variant' }), 'the variants and the button of the functions card');

      // The OpenAPI description of the AFD 2.0 demo definition.
      await page.goto('/productdefinities/Mobiliteit/Schademelding/Zakelijk%20en%20particulier?organizationName=Assurantiekantoor-Dijkstra');
      await openFromRowMenu(page, autoschade.long, 'OpenAPI Description specificeren');
      await expect(page.getByRole('heading', { level: 1, name: 'OpenAPI Description' })).toBeVisible();
      await expect(page.getByText(autoschade.long).first()).toBeVisible();
      await expectLaidOut(page, withAxe);
    });
  }
});
