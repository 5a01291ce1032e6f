import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { demoAccountWithEmail } from '../../apps/server/src/auth/embedded-provider/demo-accounts.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { organisations, userCompositionAuthorisations, users } from '../../apps/server/src/db/schema/index.ts';
import { demoDefinitionNames } from '../../apps/server/src/demo/demo-definitions.ts';
import { seedDemoData } from '../../apps/server/src/demo/demo-seed.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import type { TestEngine } from '../../apps/server/test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../apps/server/test/helpers/tokens.ts';
import { chromiumArgs } from '../../e2e/support/chromium-args.ts';
import { createLargeDefinition, insertLargeBaseline, saveUrl } from './support/large-definition.ts';
import { defaultLargeLibraryShape, firstChain, largeDefinitionChoices, largeLibrary } from './support/large-library.ts';
import { freePort, isBuilt, startPortal, stopPortal } from './support/portal.ts';
import { ms, percentile, ratio } from './support/timing.ts';

// Is the definition page fast on a large definition (issue 12, point 5)? A definition over a
// library of 20,000 nodes (1,000 entities over 5 levels, 19 attributes each: support/large-library.ts)
// with a few hundred entities and attributes chosen. Prints p50/p99 of each, with a reference
// measured side by side in the same run, interleaved:
//
// (a) Server: the definition page's save, PUT /api/Productdefinities/{organisation}/{name}/{user}/{dateTime}
//     with {revision, entities, attributes, compositions} (each save on the revision the previous
//     one made, alternating two selections), against GET /healthz (same app and pipeline, no
//     database), through app.inject as bench:definitions does; on PGlite, and on PostgreSQL too
//     when TEST_DATABASE_URL is set. Goal: save ≤ 300 ms. GET of the same definition (its merged
//     tree, what the page loads) is timed in the same loop: the save answered that tree too until
//     6cf1c30, and answers only the new revision since.
//
// (b) Browser: the production build (`npm run build` first) in Debian's Chromium, signed in as the
//     demo valideerder through the embedded provider's own sign-in page (as e2e/support/sign-in.ts
//     does). Open: a fresh browser context (empty cache, the session in local storage) per run, from
//     page.goto until the first treeitem of the 'Entiteiten' tree is visible, by wall clock around
//     the Playwright calls; printed next to it the page's own performance.now() at the moment the
//     first treeitem enters the DOM, and from the page's resource timing how long the definition's
//     GET took and how long after its answer the first treeitem came. At the end of the run the page
//     is opened once more in the same context (cache warm, the app started afresh, as a reload).
//     Expand + select: an entity at level 2 is collapsed (unmeasured), then ArrowRight on the tree
//     and a click on its first child, until the 'Attributen' card lists that child's attributes.
//     Measured two ways, alternately: wall clock around the Playwright actions (a keyboard press,
//     waiting for the child, a click with its actionability checks, waiting for the list: CDP round
//     trips and at least one animation frame included), and in the page with performance.mark and
//     measure (a keydown event on the tree, the child's click() once it is in the DOM, until the
//     list is in the DOM and the next frame has run). Reference: the same page and steps on the demo
//     definition 'Reis Compleet' (a small demo library), and for the opening also an empty page
//     (/readyz), cold. Goals: open ≤ 1 s, expand + select ≤ 50 ms.
//
//     The page's first data call is GET /api/Productdefinities/DefinitionOutline/… (ADR 0065: the
//     entities and the choices; an entity's attributes come when it is opened). Its bytes as sent
//     are read from Chromium's own count (CDP Network.loadingFinished encodedDataLength: headers
//     and body as they came over the wire, so compression counts). Each run also opens the large
//     definition cold under Chromium's network emulation (CDP Network.emulateNetworkConditions:
//     20 Mbit/s down, 5 Mbit/s up, 40 ms round trip), as a member on an office line would.
//     Goals (issue 29), one line each for bench:all: first treeitem emulated ≤ 1.5 s p50, on
//     loopback ≤ 0.7 s p50 (wall clock), the definition answer as sent ≤ 1 MB.
//
//     Seeding: before the portal starts, this script opens its DATA_DIR with the server's own
//     openDatabase and migrations, writes the demo data with the server's seedDemoData (as the first
//     `npm start` would; the portal then finds the seed run and leaves it), inserts the large library
//     as a baseline library row, and makes the definition through the app's own calls (POST, then
//     the PUT above, with an access token of the demo valideerder): what the page shows is exactly
//     what the app stores, and nothing but the PGlite files is shared with the portal. Uploading a
//     baseline through the admin API would need the library written out as an XSD first and would
//     run the upload's parsing and checks on every start, beside the point here; the library row is
//     what an upload stores. Embedded PGlite serves one process at a time: hence before the portal starts.
//
// Run: npm run bench:definition-editor -w bench   (the browser part: npm run build first)
// BENCH_PART=server|browser runs one part; BENCH_REQUESTS (saves, 100), BENCH_RUNS (browser runs, 20),
// BENCH_INTERACTIONS (expand + select per run and way, 3); TEST_DATABASE_URL=... adds PostgreSQL;
// BENCH_WATERFALL=1 prints the resources of one more cold opening of the large definition;
// BENCH_PROFILE=1 its CPU profile (BENCH_PROFILE_FILE=<path> also writes the whole profile there);
// BENCH_TRACE=1 its main thread's work by kind from a Chromium trace (BENCH_TRACE_FILE=<path> keeps the trace).

const part = process.env.BENCH_PART ?? 'all';
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const interactions = Number(process.env.BENCH_INTERACTIONS ?? 3);
const library = largeLibrary(defaultLargeLibraryShape);
const organisationName = 'Polderzeker';
const productName = 'Groot Product';

const line = (name: string, values: number[], extra = '') =>
  `  ${name.padEnd(52)} p50 ${ms(percentile(values, 50)).padStart(9)}  p99 ${ms(percentile(values, 99)).padStart(9)}${extra}`;
const ratios = (name: string, values: number[], reference: number[]) =>
  `  ${name.padEnd(52)} p50 ${ratio(percentile(values, 50) / percentile(reference, 50))}, p99 ${ratio(percentile(values, 99) / percentile(reference, 99))}`;

function describeChoices(functionNames: readonly string[]): string {
  const choices = largeDefinitionChoices(library, functionNames);
  const attributes = Object.values(choices.attributes).filter((choice) => choice.selected).length;
  return `${Object.keys(choices.entities).length} entiteiten en ${attributes} attributen gekozen`;
}

// --- (a) the server's save ---------------------------------------------------------------------

async function serverPart(engine: TestEngine): Promise<void> {
  const testApp = await buildTestApp({ engine });
  try {
    const { db } = testApp.database;
    const [organisation] = await db.insert(organisations).values({ name: organisationName }).returning({ id: organisations.id });
    if (!organisation) throw new Error('organisation not written');
    const tokens = await createTokenIssuer(testApp);
    const { userId, subject } = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: organisation.id, initials: 'B.', surname: 'Bench' });
    await db.insert(userCompositionAuthorisations).values({ userId, organisationId: organisation.id });
    const headers = bearer(await tokens.valid(subject, {}));
    const baseline = await insertLargeBaseline(testApp.database, library);
    const definition = await createLargeDefinition(testApp.app, headers, { organisation: organisationName, name: productName, baseline, library });

    let revision = definition.revision;
    let answerBytes = 0;
    const save = async () => {
      const payload = { revision, ...largeDefinitionChoices(library, definition.functionNames, { variant: revision }) };
      const response = await testApp.app.inject({ method: 'PUT', url: saveUrl(organisationName, productName), headers, payload });
      if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body.slice(0, 300)}`);
      answerBytes = response.rawPayload.byteLength;
      revision += 1;
    };
    // What the page loads, timed in the same loop (the save answered it too until 6cf1c30).
    let treeBytes = 0;
    const read = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/Productdefinities/Definition/${encodeURIComponent(organisationName)}/${encodeURIComponent(productName)}`, headers });
      if (response.statusCode !== 200) throw new Error(`definition: ${response.statusCode} ${response.body.slice(0, 300)}`);
      treeBytes = response.rawPayload.byteLength;
    };
    // What the page loads since ADR 0065: the outline, and the attributes of the entity it opens.
    let outlineBytes = 0;
    const readOutline = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/Productdefinities/DefinitionOutline/${encodeURIComponent(organisationName)}/${encodeURIComponent(productName)}`, headers });
      if (response.statusCode !== 200) throw new Error(`outline: ${response.statusCode} ${response.body.slice(0, 300)}`);
      outlineBytes = response.rawPayload.byteLength;
    };
    const health = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      if (response.statusCode !== 200) throw new Error(`healthz: ${response.statusCode}`);
    };
    const timed = async (task: () => Promise<void>) => {
      const start = performance.now();
      await task();
      return performance.now() - start;
    };

    for (let index = 0; index < 5; index++) {
      await health();
      await save();
      await read();
    }
    const saves: number[] = [];
    const reads: number[] = [];
    const outlines: number[] = [];
    const healths: number[] = [];
    for (let index = 0; index < requests; index++) {
      healths.push(await timed(health));
      saves.push(await timed(save));
      reads.push(await timed(read));
    }
    // The outline in a loop of its own: the whole tree leaves ~100 MB for the collector, which the
    // next request pays for (interleaved, the outline took 0.5 s after it; the save, next in line, too).
    for (let index = 0; index < 5; index++) await readOutline();
    for (let index = 0; index < requests; index++) outlines.push(await timed(readOutline));
    console.log(`(a) Opslaan van de definitie (${engine}): library van ${defaultLargeLibraryShape.nodes} knopen, ${describeChoices(definition.functionNames)}.`);
    console.log(`    ${requests} verzoeken per aanroep, om en om (de outline daarna apart); tijden per verzoek (app.inject, zonder netwerk); elke opslag een nieuwe revisie.`);
    console.log(line('PUT /api/Productdefinities/… (opslaan)', saves, `   antwoord ${answerBytes < 100_000 ? `${answerBytes} B` : `${(answerBytes / 1024 / 1024).toFixed(1)} MB`}   (doel ≤ 300 ms)`));
    console.log(line('GET definitie met boom (de hele boom)', reads, `   antwoord ${(treeBytes / 1024 / 1024).toFixed(1)} MB`));
    console.log(line('GET definitie, outline (wat de pagina laadt)', outlines, `   antwoord ${(outlineBytes / 1024).toFixed(0)} KB`));
    console.log(line('GET /healthz (referentie)', healths));
    console.log(ratios('Verhouding opslaan / GET /healthz', saves, healths));
    console.log(ratios('Verhouding opslaan / GET definitie', saves, reads));
    printGoal('opslaan (PUT), p50', percentile(saves, 50), 300, ms);
  } finally {
    await testApp.close();
  }
}

// --- (b) the page in the browser ---------------------------------------------------------------

interface SeededPortal {
  baselineName: string;
  description: string;
}

/** The demo data, the large library and the definition over it, written into `dataDir` before the portal starts. */
async function seedDataDir(dataDir: string): Promise<SeededPortal> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const testApp = await buildTestApp({ engine: 'pglite', database });
    try {
      await seedDemoData(database.db, testApp.config, () => undefined);
      const baseline = await insertLargeBaseline(database, library, { certificationArea: 'Bench', messageType: 'Definitiepagina', applicationArea: 'Groot' });
      const [validator] = await database.db.select({ subject: users.subject }).from(users).where(eq(users.email, 'valideerder@demo.nl'));
      if (!validator) throw new Error('the demo valideerder is missing');
      const headers = bearer(await (await createTokenIssuer(testApp)).valid(validator.subject));
      const definition = await createLargeDefinition(testApp.app, headers, { organisation: organisationName, name: productName, baseline, library });
      return { baselineName: baseline.name, description: describeChoices(definition.functionNames) };
    } finally {
      await testApp.close();
    }
  } finally {
    await database.close();
  }
}

const contextOptions = { locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', viewport: { width: 1280, height: 900 } };

/** Signs in as the demo valideerder the way a person does, and answers the session (local storage) to start contexts with. */
async function signIn(browser: Browser, origin: string) {
  const account = demoAccountWithEmail('valideerder@demo.nl');
  const context = await browser.newContext({ ...contextOptions, baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord').fill(account.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
    await page.getByRole('button', { name: /Gebruikersmenu/ }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

type Session = Awaited<ReturnType<typeof signIn>>;

// The scripts that run in the page are strings: tsx compiles this file with esbuild's keepNames,
// whose __name helper a function serialised into the page would call but not find.

// From the start of each document: the page's own time (from navigation start) at which the first
// treeitem of the entity tree enters the DOM.
const firstTreeItemProbe = `
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="tree"] [role="treeitem"]')) {
      window.firstTreeItemAt = performance.now();
      observer.disconnect();
      // The next frame, then the next task: until then the page can neither paint the tree nor
      // answer a key or a click, whatever work the first drawing set off.
      requestAnimationFrame(() => setTimeout(() => { window.treeFreeAt = performance.now(); }, 0));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * Expand + select in the page: a keydown ArrowRight on the tree (its active row is the collapsed
 * parent), the child's click() once its row is in the DOM, until the child's attribute list is in
 * the DOM and the next frame has run; performance.measure's duration in ms.
 */
const expandAndSelectScript = (child: string) => `(async () => {
  const entity = ${JSON.stringify(child)};
  const treeElement = document.querySelector('[role="tree"][aria-label="Entiteiten"]');
  if (!treeElement) throw new Error('no tree');
  const until = (found) => new Promise((resolve) => {
    const now = found();
    if (now) return resolve(now);
    const observer = new MutationObserver(() => {
      const later = found();
      if (later) {
        observer.disconnect();
        resolve(later);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  performance.mark('expand-select-start');
  treeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
  const row = await until(() => [...treeElement.querySelectorAll('[role="treeitem"]')].find((candidate) => candidate.lastElementChild?.textContent === entity) ?? null);
  row.click();
  await until(() => document.querySelector('ul[aria-label="Attributen van ' + CSS.escape(entity) + '"] li'));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  performance.mark('expand-select-end');
  return performance.measure('expand-select', 'expand-select-start', 'expand-select-end').duration;
})()`;

const tree = (page: Page) => page.getByRole('tree', { name: 'Entiteiten' });
const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const attributeItems = (page: Page, entity: string) => page.getByRole('list', { name: `Attributen van ${entity}` }).getByRole('listitem');

/** The page's first data call: the definition's outline (ADR 0065). */
const definitionCall = '/api/Productdefinities/DefinitionOutline/';

// Of an opening, from the page's resource timing: when the definition's GET started and when its
// answer had arrived, both from navigation start.
const definitionRequestTiming = `(() => {
  const entry = performance.getEntriesByType('resource').find((candidate) => candidate.name.includes(${JSON.stringify(definitionCall)}));
  return entry ? [entry.startTime, entry.responseEnd] : [Number.NaN, Number.NaN];
})()`;

interface Opening {
  wall: number;
  /** From page.goto until the browser starts the navigation (performance.timeOrigin): the new tab's renderer, outside the app. */
  beforeNavigation: number;
  /** From the first treeitem in the DOM until Playwright saw it visible: its polling and CDP round trips, outside the app. */
  afterDom: number;
  /** From the first treeitem in the DOM until the next frame and the task after it ran: the tree drawn and the page free to answer. */
  untilFree: number;
  /** When the app started the definition's GET, from navigation start: the app's own start (scripts, session, prefetch). */
  requestStart: number;
  /** The page's own time of the first treeitem in the DOM, from navigation start. */
  inPage: number;
  /** GET /api/Productdefinities/DefinitionOutline/…: from its start to the last byte of its answer. */
  request: number;
  /** That answer's bytes as sent (headers and body as they came over the wire; compressed if it was). */
  bytes: number;
  /** From the last byte of that answer until the first treeitem: checking, merging and drawing in the page. */
  afterAnswer: number;
}

/**
 * Chromium's own count of the bytes of the definition's answer as they came over the wire, for the
 * page `cdp` belongs to (Network.loadingFinished encodedDataLength). Reset before each opening.
 */
function answerBytesCounter(cdp: CDPSession): { reset: () => void; bytes: () => Promise<number> } {
  const definitionRequests = new Set<string>();
  let bytes = Number.NaN;
  let finished: (() => void) | null = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes(definitionCall)) definitionRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!definitionRequests.has(event.requestId)) return;
    bytes = event.encodedDataLength;
    finished?.();
  });
  return {
    reset: () => {
      definitionRequests.clear();
      bytes = Number.NaN;
    },
    // The event can come a moment after the page drew the tree: wait for it, a second at most.
    bytes: async () => {
      if (Number.isNaN(bytes)) await Promise.race([new Promise<void>((resolve) => (finished = resolve)), new Promise((resolve) => setTimeout(resolve, 1000))]);
      finished = null;
      return bytes;
    },
  };
}

/** 20 Mbit/s down, 5 Mbit/s up, 40 ms round trip: an office line (issue 29). */
const officeLine = { offline: false, latency: 40, downloadThroughput: 20_000_000 / 8, uploadThroughput: 5_000_000 / 8 };

/** Opens `url` until the first treeitem is visible: the wall clock and the page's own times. */
async function open(page: Page, url: string, counter?: ReturnType<typeof answerBytesCounter>): Promise<Opening> {
  counter?.reset();
  // performance.timeOrigin is epoch time in both processes (same machine): it places the page's
  // navigation start on the wall clock's line.
  const startEpoch = performance.timeOrigin + performance.now();
  const start = performance.now();
  await page.goto(url);
  await tree(page).getByRole('treeitem').first().waitFor({ state: 'visible' });
  const wall = performance.now() - start;
  const inPage = await page.evaluate<number>('window.firstTreeItemAt ?? Number.NaN');
  const free = await page.evaluate<number>('window.treeFreeAt ?? Number.NaN');
  const navigationEpoch = await page.evaluate<number>('performance.timeOrigin');
  const [requestStart = Number.NaN, responseEnd = Number.NaN] = await page.evaluate<number[]>(definitionRequestTiming);
  const beforeNavigation = navigationEpoch - startEpoch;
  const bytes = counter ? await counter.bytes() : Number.NaN;
  return { wall, beforeNavigation, afterDom: wall - beforeNavigation - inPage, untilFree: free - inPage, requestStart, inPage, request: responseEnd - requestStart, afterAnswer: inPage - responseEnd, bytes };
}

/** An empty page, cold, as first-view's reference. */
async function openEmpty(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(url);
  const elapsed = performance.now() - start;
  await context.close();
  return elapsed;
}

/** Unmeasured: chooses `parent` (the tree gets focus, the row is active) and collapses it. */
async function collapse(page: Page, parent: string, child: string): Promise<void> {
  await treeItem(page, parent).click();
  await treeItem(page, parent).and(page.locator('[aria-selected="true"]')).waitFor();
  await page.keyboard.press('ArrowLeft');
  await treeItem(page, child).waitFor({ state: 'detached' });
}

/** Expand + select by wall clock around the Playwright actions. */
async function expandAndSelectByPlaywright(page: Page, parent: string, child: string): Promise<number> {
  await collapse(page, parent, child);
  const start = performance.now();
  await page.keyboard.press('ArrowRight');
  await treeItem(page, child).click();
  await attributeItems(page, child).first().waitFor();
  return performance.now() - start;
}

/** Expand + select timed in the page (performance.mark/measure), without a CDP round trip in between. */
async function expandAndSelectInPage(page: Page, parent: string, child: string): Promise<number> {
  await collapse(page, parent, child);
  return page.evaluate<number>(expandAndSelectScript(child));
}

interface PageSamples {
  open: number[];
  openInPage: number[];
  openRequest: number[];
  openAfterAnswer: number[];
  openBeforeNavigation: number[];
  openAfterDom: number[];
  openUntilFree: number[];
  openRequestStart: number[];
  openWarm: number[];
  openWarmInPage: number[];
  /** The definition answer's bytes as sent, per cold opening. */
  openBytes: number[];
  byPlaywright: number[];
  inPage: number[];
}

const emptySamples = (): PageSamples => ({ open: [], openInPage: [], openRequest: [], openAfterAnswer: [], openBeforeNavigation: [], openAfterDom: [], openUntilFree: [], openRequestStart: [], openWarm: [], openWarmInPage: [], openBytes: [], byPlaywright: [], inPage: [] });

/**
 * One run on a definition page in a fresh context: open it cold, expand + select `interactions`
 * times each way, then open it again in the same context (the browser's cache warm, the app
 * started afresh: what a reload costs).
 */
async function pageRun(
  browser: Browser,
  session: Session,
  url: string,
  samples: PageSamples,
  pick: (page: Page) => Promise<{ parent: string; child: string }>,
  { emulated = false } = {},
): Promise<void> {
  const context = await browser.newContext({ ...contextOptions, storageState: session });
  try {
    await context.addInitScript({ content: firstTreeItemProbe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (emulated) await cdp.send('Network.emulateNetworkConditions', officeLine);
    const counter = answerBytesCounter(cdp);
    const cold = await open(page, url, counter);
    samples.openBytes.push(cold.bytes);
    samples.open.push(cold.wall);
    samples.openInPage.push(cold.inPage);
    samples.openRequest.push(cold.request);
    samples.openAfterAnswer.push(cold.afterAnswer);
    samples.openBeforeNavigation.push(cold.beforeNavigation);
    samples.openAfterDom.push(cold.afterDom);
    samples.openUntilFree.push(cold.untilFree);
    samples.openRequestStart.push(cold.requestStart);
    // Under emulation only the cold opening is the question (issue 29).
    if (emulated) return;
    const { parent, child } = await pick(page);
    for (let index = 0; index < interactions; index++) {
      samples.byPlaywright.push(await expandAndSelectByPlaywright(page, parent, child));
      samples.inPage.push(await expandAndSelectInPage(page, parent, child));
    }
    const warm = await open(page, url);
    samples.openWarm.push(warm.wall);
    samples.openWarmInPage.push(warm.inPage);
  } finally {
    await context.close();
  }
}

// Of an opening: every resource the page loaded, from navigation start, in the order they started.
// Beside the resources, what the main thread did meanwhile: the document's own milestones, the app's
// user-timing marks, and every task over 50 ms (longTaskProbe), so a gap in the loads can be read.
const resourceWaterfall = `[
  ...performance.getEntriesByType('resource').map((entry) => [entry.name.replace(location.origin, ''), entry.startTime, entry.responseEnd, entry.transferSize]),
  ...['domInteractive', 'domContentLoadedEventEnd'].map((name) => ['(document) ' + name, performance.getEntriesByType('navigation')[0][name], performance.getEntriesByType('navigation')[0][name], 0]),
  ...performance.getEntriesByType('mark').map((entry) => ['(mark) ' + entry.name, entry.startTime, entry.startTime, 0]),
  ...(window.longTasks ?? []).map((task) => ['(long task)', task.startTime, task.startTime + task.duration, 0]),
]`;
const longTaskProbe = `
  window.longTasks = [];
  new PerformanceObserver((list) => { window.longTasks.push(...list.getEntries()); }).observe({ type: 'longtask', buffered: true });
`;

/**
 * BENCH_WATERFALL=1: one cold opening of `url`, its resources printed with start and end from
 * navigation start: which loads wait on which, before the definition's GET can start.
 */
async function printWaterfall(browser: Browser, session: Session, url: string): Promise<void> {
  const context = await browser.newContext({ ...contextOptions, storageState: session });
  try {
    await context.addInitScript({ content: firstTreeItemProbe });
    await context.addInitScript({ content: longTaskProbe });
    const page = await context.newPage();
    const opening = await open(page, url);
    const entries = await page.evaluate<[string, number, number, number][]>(resourceWaterfall);
    console.log(`    Laadvolgorde van één koude opening (${ms(opening.inPage)} in de pagina tot de eerste treeitem):`);
    for (const [name, start, end, bytes] of entries.sort((a, b) => a[1] - b[1])) {
      console.log(`      ${ms(start).padStart(9)} – ${ms(end).padStart(9)}  ${String(Math.round(bytes / 1024)).padStart(6)} KB  ${name.slice(0, 90)}`);
    }
  } finally {
    await context.close();
  }
}

/**
 * BENCH_PROFILE=1: one cold opening of `url` under the CPU profiler: where the page's main thread
 * spends its time until the first treeitem, by script and by function (self time).
 */
async function printProfile(browser: Browser, session: Session, url: string): Promise<void> {
  const context = await browser.newContext({ ...contextOptions, storageState: session });
  try {
    await context.addInitScript({ content: firstTreeItemProbe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const opening = await open(page, url);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    // The whole profile, to open in Chromium's DevTools (Performance → load profile).
    if (process.env.BENCH_PROFILE_FILE) await writeFile(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
    const selfByNode = new Map<number, number>();
    profile.samples.forEach((id, index) => selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const self = selfByNode.get(node.id) ?? 0;
      const script = node.callFrame.url.replace(/^.*\//, '') || `(${node.callFrame.functionName || 'program'})`;
      byScript.set(script, (byScript.get(script) ?? 0) + self);
      const name = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + self);
    }
    const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`    Profiel van één koude opening (${ms(opening.inPage)} in de pagina tot de eerste treeitem), eigen tijd:`);
    for (const [name, time] of top(byScript)) console.log(`      ${ms(time).padStart(9)}  ${name.slice(0, 90)}`);
    console.log('    per functie:');
    for (const [name, time] of top(byFunction)) console.log(`      ${ms(time).padStart(9)}  ${name.slice(0, 110)}`);
  } finally {
    await context.close();
  }
}

/**
 * BENCH_TRACE=1: one cold opening of `url` under Chromium's tracing (devtools.timeline): the
 * renderer main thread's time until the first treeitem by kind of work (script evaluation and
 * compilation, style, layout, paint, parsing), which a CPU profile lumps together as "(program)".
 */
async function printTrace(browser: Browser, session: Session, url: string): Promise<void> {
  const context = await browser.newContext({ ...contextOptions, storageState: session });
  try {
    await context.addInitScript({ content: firstTreeItemProbe });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
    const opening = await open(page, url);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
    const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation?.pid);
    if (!navigation || !main) throw new Error('the trace has no main frame navigation');
    const until = navigation.ts + opening.inPage * 1000;
    // Complete events only, and only the outermost of each name: nested same-name events would count twice.
    const totals = new Map<string, number>();
    const endOfOutermost = new Map<string, number>();
    for (const event of traceEvents.filter((candidate) => candidate.pid === main.pid && candidate.tid === main.tid && candidate.ph === 'X' && candidate.ts >= navigation.ts && candidate.ts < until).sort((a, b) => a.ts - b.ts)) {
      if ((endOfOutermost.get(event.name) ?? 0) > event.ts) continue;
      endOfOutermost.set(event.name, event.ts + (event.dur ?? 0));
      totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    console.log(`    Trace van één koude opening (${ms(opening.inPage)} in de pagina tot de eerste treeitem), hoofdthread per soort werk:`);
    for (const [name, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`      ${ms(time).padStart(9)}  ${name}`);
    if (process.env.BENCH_TRACE_FILE) await writeFile(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents }));
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean } };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The demo definition: its first row (the root) and the row under it. */
async function firstTwoRows(page: Page): Promise<{ parent: string; child: string }> {
  const rows = tree(page).getByRole('treeitem');
  await rows.nth(1).waitFor();
  const [parent, child] = await Promise.all([rows.nth(0), rows.nth(1)].map((row) => row.evaluate((element) => element.lastElementChild?.textContent ?? '')));
  if (!parent || !child) throw new Error('the demo definition shows fewer than two rows');
  return { parent, child };
}

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(0)} KB`);

/** One goal, as bench:all reads it: `definition-editor: <goal>: <value> (<bound>) met|not met`. */
function printGoal(name: string, value: number, bound: number, shown: (value: number) => string): void {
  console.log(`definition-editor: ${name}: ${shown(value)} (≤ ${shown(bound)}) ${value <= bound ? 'met' : 'not met'}`);
}

/** The page's goals: issue 29's opening goals, and the expand + select goal the editor had before. */
function printGoals(loopback: PageSamples, emulated: PageSamples): void {
  printGoal('eerste treeitem, koud, geëmuleerd 20/5 Mbit/s 40 ms, p50', percentile(emulated.open, 50), 1500, ms);
  printGoal('eerste treeitem, koud, loopback, p50', percentile(loopback.open, 50), 700, ms);
  printGoal('GET definitie (DefinitionOutline), bytes zoals verstuurd, p50', percentile([...loopback.openBytes, ...emulated.openBytes], 50), 1024 * 1024, kilobytes);
  printGoal('uitklappen + kiezen, in de pagina, p50', percentile(loopback.inPage, 50), 50, ms);
}

async function browserPart(): Promise<void> {
  if (!(await isBuilt())) {
    console.log('(b) overgeslagen: de productiebuild ontbreekt. Eerst: npm run build');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'afd-definition-editor-'));
  let portal: Awaited<ReturnType<typeof startPortal>> | null = null;
  let browser: Browser | null = null;
  try {
    const seeded = await seedDataDir(dataDir);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    portal = await startPortal(port, dataDir);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const pagePath = (baseline: string, product: string) => `${origin}/productdefinitie/${[organisationName, baseline, product].map(encodeURIComponent).join('/')}`;
    const large = pagePath(seeded.baselineName, productName);
    const small = pagePath('Schade-Contractbericht-Particulier', demoDefinitionNames.reis);
    // Level 2 and its first child: the first chain is always chosen, and at the top of the tree.
    const [, level2, level3] = firstChain(library);
    if (!level2 || !level3) throw new Error('the library is not deep enough');
    const largePick = async () => ({ parent: level2.name, child: level3.name });

    // The access token lives 15 minutes: a new sign-in every 10.
    let session = await signIn(browser, origin);
    let signedInAt = Date.now();
    const currentSession = async (active: Browser) => {
      if (Date.now() - signedInAt > 10 * 60_000) {
        session = await signIn(active, origin);
        signedInAt = Date.now();
      }
      return session;
    };

    // One unmeasured run of each: the server's first requests (JIT, database pages).
    await pageRun(browser, session, large, emptySamples(), largePick);
    await pageRun(browser, session, small, emptySamples(), firstTwoRows);
    await openEmpty(browser, `${origin}/readyz`);

    const largeSamples = emptySamples();
    const smallSamples = emptySamples();
    const emulatedSamples = emptySamples();
    const empty: number[] = [];
    await pageRun(browser, session, large, emptySamples(), largePick, { emulated: true });
    for (let run = 0; run < runs; run++) {
      await pageRun(browser, await currentSession(browser), large, largeSamples, largePick);
      await pageRun(browser, await currentSession(browser), large, emulatedSamples, largePick, { emulated: true });
      await pageRun(browser, await currentSession(browser), small, smallSamples, firstTwoRows);
      empty.push(await openEmpty(browser, `${origin}/readyz`));
    }

    console.log(`(b) De definitiepagina in Chromium (productiebuild, PGlite in DATA_DIR): library van ${defaultLargeLibraryShape.nodes} knopen, ${seeded.description}.`);
    console.log(`    Openen: ${runs} runs, elk in een nieuwe context (lege cache, aangemeld), tot de eerste treeitem zichtbaar is (doel ≤ 1 s);`);
    console.log('    daarna in dezelfde context nog eens (cache warm, de app opnieuw gestart).');
    console.log(line('groot: openen, koud (wandklok)', largeSamples.open));
    console.log(line('groot: openen, koud (in de pagina)', largeSamples.openInPage));
    console.log(line('groot, koud: wandklok vóór de navigatie (nieuw tabblad)', largeSamples.openBeforeNavigation));
    console.log(line('groot, koud: wandklok na de DOM (Playwright ziet het)', largeSamples.openAfterDom));
    console.log(line('groot, koud: na de DOM tot getekend en vrij', largeSamples.openUntilFree));
    console.log(line('groot, koud: GET definitie begint (vanaf navigatie)', largeSamples.openRequestStart));
    console.log(line('groot, koud: waarvan GET definitie (resource timing)', largeSamples.openRequest));
    console.log(line('groot, koud: na het antwoord tot de eerste treeitem', largeSamples.openAfterAnswer));
    console.log(`  ${'groot, koud: GET definitie, bytes zoals verstuurd'.padEnd(52)} p50 ${kilobytes(percentile(largeSamples.openBytes, 50)).padStart(9)}`);
    console.log(line('groot: openen, koud, geëmuleerd 20/5 Mbit/s 40 ms (wandklok)', emulatedSamples.open));
    console.log(line('groot, geëmuleerd: openen (in de pagina)', emulatedSamples.openInPage));
    console.log(line('groot, geëmuleerd: GET definitie begint (vanaf navigatie)', emulatedSamples.openRequestStart));
    console.log(line('groot, geëmuleerd: waarvan GET definitie (resource timing)', emulatedSamples.openRequest));
    console.log(line('groot: openen, warm (wandklok)', largeSamples.openWarm));
    console.log(line('groot: openen, warm (in de pagina)', largeSamples.openWarmInPage));
    console.log(line('demo Reis Compleet: openen, koud (referentie)', smallSamples.open));
    console.log(line('demo: openen, koud (in de pagina)', smallSamples.openInPage));
    console.log(line('demo, koud: GET definitie begint (vanaf navigatie)', smallSamples.openRequestStart));
    console.log(line('demo, koud: wandklok na de DOM (Playwright ziet het)', smallSamples.openAfterDom));
    console.log(line('demo, koud: na de DOM tot getekend en vrij', smallSamples.openUntilFree));
    console.log(line('demo, koud: waarvan GET definitie (resource timing)', smallSamples.openRequest));
    console.log(line('demo, koud: na het antwoord tot de eerste treeitem', smallSamples.openAfterAnswer));
    console.log(line('demo: openen, warm (referentie)', smallSamples.openWarm));
    console.log(line('demo: openen, warm (in de pagina)', smallSamples.openWarmInPage));
    console.log(line('lege pagina /readyz, koud (referentie)', empty));
    console.log(ratios('Verhouding groot / demo (koud)', largeSamples.open, smallSamples.open));
    console.log(ratios('Verhouding groot / demo (warm)', largeSamples.openWarm, smallSamples.openWarm));
    console.log(ratios('Verhouding groot / lege pagina (koud)', largeSamples.open, empty));
    console.log(`    Uitklappen + kiezen: ${level2.name} dichtgeklapt, ArrowRight, klik op ${level3.name}, tot 'Attributen' diens attributen toont;`);
    console.log(`    ${runs * interactions} keer per manier (doel ≤ 50 ms).`);
    console.log(line('groot: in de pagina (performance.measure)', largeSamples.inPage));
    console.log(line('groot: wandklok om de Playwright-acties', largeSamples.byPlaywright));
    console.log(line('demo: in de pagina (referentie)', smallSamples.inPage));
    console.log(line('demo: wandklok om de Playwright-acties (referentie)', smallSamples.byPlaywright));
    console.log(ratios('Verhouding groot / demo (in de pagina)', largeSamples.inPage, smallSamples.inPage));
    console.log(ratios('Verhouding groot / demo (wandklok)', largeSamples.byPlaywright, smallSamples.byPlaywright));
    printGoals(largeSamples, emulatedSamples);
    if (process.env.BENCH_WATERFALL) await printWaterfall(browser, await currentSession(browser), large);
    if (process.env.BENCH_PROFILE) await printProfile(browser, await currentSession(browser), large);
    if (process.env.BENCH_TRACE) await printTrace(browser, await currentSession(browser), large);
  } finally {
    await browser?.close();
    if (portal) await stopPortal(portal);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const engines: TestEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (part === 'all' || part === 'server') for (const engine of engines) await serverPart(engine);
if (part === 'all' || part === 'browser') await browserPart();
