import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { organisations } from '../../apps/server/src/db/schema/index.ts';
import { publishedRowsSql, registerCountsSql } from '../../apps/server/src/modules/published-schemas/published-schemas.repository.ts';
import { queryPlan } from '../../apps/server/src/modules/published-schemas/query-plan.ts';
import { insertRegisterBaseline } from '../../apps/server/src/shared/testing/register.fixture.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../apps/server/test/helpers/tokens.ts';
import { reportGoal } from './support/goals.ts';
import { interleavedHttpLoads } from './support/http-load.ts';
import { type AnswerAsSent, latencyMeasurer } from './support/http-latency.ts';
import { roundOrders } from './support/round-orders.ts';
import { ms, percentile, ratio } from './support/timing.ts';

// Does the public register stay fast with a full database (issue 5 'What must hold' 4)? 10,000
// published schemas (and as many unpublished ones, which the register must skip) over 50
// organisations and 4 baselines. The tree (GET /api/PublishedSchemas) and one column (GET
// /api/PublishedSchemas/{organisation}/{baselineId}, 100 schemas), anonymous and signed in, timed
// side by side with GET /healthz (same app, same pipeline, no database) and GET /readyz (one
// database round trip) in one run, requests interleaved (each round in a new order) so all see the
// same machine. Prints p50/p99, the ratios, and the planner's plans of the tree's aggregate and of
// a column's query, which must read the partial index.
// Then over real HTTP (issue 17): the same calls timed one request at a time from a thread of its
// own (in the process, app.inject's own copies of each answer were most of what the server's
// thread promoted, and the collections they caused fell on the timed requests); and lookups per
// second of one column, anonymous and signed in, and
// of the tree, from 50 keep-alive connections (a load generator in its own thread), against
// /healthz over the same connections in the same run.
// Over HTTP every call asks for compression as a browser does (issue 29) and its size is the body
// as sent; the same calls without Accept-Encoding are timed in the same rounds, so what
// compression costs is a ratio of the same run (goal: at most 10% on the register's p50).
// Run: npm run bench:register -w bench  (TEST_DATABASE_URL=postgres://... for PostgreSQL;
// BENCH_HTTP_SECONDS rounds of 1 s per HTTP measurement, default 5; BENCH_HTTP_CONNECTIONS, default 50)
// Under `npm run bench -w bench` (vitest bench) the same routes run as vitest benchmarks.

const published = Number(process.env.BENCH_PUBLISHED ?? 10_000);
const unpublished = Number(process.env.BENCH_UNPUBLISHED ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const organisationCount = 50;
const baselineCount = 4;
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const httpSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const httpConnections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
/** What Chromium sends. */
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const testApp = await buildTestApp({ engine });
const { db } = testApp.database;

const organisationRows = await db
  .insert(organisations)
  .values(Array.from({ length: organisationCount }, (_, index) => ({ name: `Verzekeraar-${String(index + 1).padStart(2, '0')}` })))
  .returning({ id: organisations.id });
const baselineIds: string[] = [];
for (let index = 0; index < baselineCount; index++) baselineIds.push((await insertRegisterBaseline(testApp.database)).id);

// One insert per kind: row n goes to organisation n mod 50 and baseline n mod 4; every fifth
// published schema is SUIV-tagged, so the signed-in answer applies the download rule for real.
const organisationIds = `{${organisationRows.map((row) => row.id).join(',')}}`;
const baselineIdList = `{${baselineIds.join(',')}}`;
const insertSchemas = (count: number, isPublished: boolean, prefix: string) => sql`
  insert into organisation_schemas (organisation_id, baseline_schema_id, name, is_published, is_downloadable, publish_date, tag, version)
  select (${organisationIds}::uuid[])[n % ${organisationCount} + 1], (${baselineIdList}::uuid[])[n % ${baselineCount} + 1],
         ${prefix} || lpad(n::text, 6, '0'), ${isPublished}, ${isPublished} and n % 3 <> 0,
         case when ${isPublished} then now() end, case when n % 5 = 0 then 'SUIV' end, 1
  from generate_series(1, ${count}) as n`;
await db.execute(insertSchemas(published, true, 'Gepubliceerd_schema_'));
await db.execute(insertSchemas(unpublished, false, 'Concept_schema_'));
// What autovacuum does in production shortly after a bulk insert: fresh statistics for the
// planner, and the visibility map without which an Index Only Scan must still visit the table.
// PGlite has no autovacuum, and on PostgreSQL it may not have come round yet: do it here.
await db.execute(sql`vacuum analyze organisation_schemas`);
// One owner restricted its SUIV downloads, so the signed-in answer reads real choices.
await db.execute(sql`insert into download_restrictions (organisation_id) values (${organisationRows[0]?.id})`);

const tokens = await createTokenIssuer(testApp);
const { subject } = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: organisationRows[1]?.id });
const signedIn = bearer(await tokens.valid(subject));

// The restricted owner's first baseline: row n lands there when n is a multiple of 100, so 100
// schemas, every fifth SUIV-tagged (the tree has 100 organisation-baseline pairs, not 200).
const columnUrl = `/api/PublishedSchemas/Verzekeraar-01/${baselineIds[0]}`;
const column = { organisationId: organisationRows[0]?.id ?? '', baselineSchemaId: baselineIds[0] ?? '' };

const calls = {
  'GET /healthz': { method: 'GET', url: '/healthz' },
  'GET /readyz': { method: 'GET', url: '/readyz' },
  'GET /api/PublishedSchemas (anoniem)': { method: 'GET', url: '/api/PublishedSchemas' },
  'GET /api/PublishedSchemas (aangemeld)': { method: 'GET', url: '/api/PublishedSchemas', headers: signedIn },
  'GET .../{org}/{baselineId} (anoniem)': { method: 'GET', url: columnUrl },
  'GET .../{org}/{baselineId} (aangemeld)': { method: 'GET', url: columnUrl, headers: signedIn },
} as const;
type CallName = keyof typeof calls;
const callNames = Object.keys(calls) as CallName[];

function headersOf(name: CallName): Record<string, string> {
  const request = calls[name];
  return 'headers' in request ? { ...request.headers } : {};
}

async function call(name: CallName): Promise<number> {
  const response = await testApp.app.inject(calls[name]);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.rawPayload.byteLength;
}

/** The planner's own choice, with measured times (EXPLAIN ANALYZE), indented for the report. */
const explain = async (query: Parameters<typeof queryPlan>[1]) => (await queryPlan(db, query, 'analyze, costs off')).replace(/^/gm, '  ');

/** p50 and p99 of each call, and their ratios to /healthz (no database) and /readyz (one round trip). */
function report(samples: Record<CallName, number[]>, sizes: Record<string, string>, heading: string, how: string) {
  console.log(heading);
  console.log(`${'aanroep'.padEnd(40)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}  antwoord`);
  for (const name of callNames) {
    console.log(`${name.padEnd(40)} ${ms(percentile(samples[name], 50)).padStart(10)} ${ms(percentile(samples[name], 99)).padStart(10)}  ${sizes[name] ?? ''}`);
  }
  const health = samples['GET /healthz'];
  const ready = samples['GET /readyz'];
  // /readyz asks the database one `select 1`: on PostgreSQL what a single round trip costs here,
  // which a cached register answer also pays once per request (its catch-up, ADR 0043).
  for (const name of callNames.filter((name) => name !== 'GET /healthz')) {
    const against = (reference: number[]) => `p50 ${ratio(percentile(samples[name], 50) / percentile(reference, 50))}, p99 ${ratio(percentile(samples[name], 99) / percentile(reference, 99))}`;
    console.log(`Verhouding (${how}) ${name} / GET /healthz: ${against(health)}${name === 'GET /readyz' ? '' : `; / GET /readyz: ${against(ready)}`}`);
  }
  const signedInExtra = (p: number) => percentile(samples['GET /api/PublishedSchemas (aangemeld)'], p) - percentile(samples['GET /api/PublishedSchemas (anoniem)'], p);
  console.log(`Aangemeld min anoniem (${how}), GET /api/PublishedSchemas: p50 ${signedInExtra(50).toFixed(2)} ms, p99 ${signedInExtra(99).toFixed(2)} ms (doel ≤ +0.5 ms)`);
  return { signedInExtra, treeOverHealth: (p: number) => percentile(samples['GET /api/PublishedSchemas (anoniem)'], p) / percentile(health, p) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
const asSent = ({ bytes, encoding }: AnswerAsSent) => `${kib(bytes)}${encoding === 'identity' ? '' : ` ${encoding}`}`;
/** The register's own calls: every call but the two probes. */
const registerCalls = callNames.filter((name) => name !== 'GET /healthz' && name !== 'GET /readyz');

if (process.env.VITEST) {
  const { afterAll, bench, describe } = await import('vitest');
  afterAll(() => testApp.close());
  describe(`register with ${published} published schemas (${engine})`, () => {
    for (const name of callNames) bench(name, () => call(name).then(() => undefined), { iterations: 20 });
  });
} else {
  try {
    const sizes = Object.fromEntries(await Promise.all(callNames.map(async (name) => [name, kib(await call(name))])));
    for (let index = 0; index < 10; index++) for (const name of callNames) await call(name);
    const samples = Object.fromEntries(callNames.map((name) => [name, [] as number[]])) as Record<CallName, number[]>;
    for (const order of roundOrders(callNames.length, requests)) {
      for (const name of order.map((index) => callNames[index] as CallName)) {
        const start = performance.now();
        await call(name);
        samples[name].push(performance.now() - start);
      }
    }
    console.log(`Register: ${published} gepubliceerde en ${unpublished} ongepubliceerde schema's, ${organisationCount} organisaties, ${baselineCount} baselines (${engine}).`);
    report(samples, sizes, `${requests} verzoeken per aanroep, om en om in een andere volgorde per ronde; tijden per verzoek (app.inject, zonder netwerk).`, 'in het proces');

    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const latencies = latencyMeasurer();
    // Each call twice in every round: as a browser asks (compressed) and without Accept-Encoding.
    const httpLoads = callNames.flatMap((name) => [
      { url: `${address}${calls[name].url}`, headers: { ...headersOf(name), ...browserEncodings } },
      { url: `${address}${calls[name].url}`, headers: headersOf(name) },
    ]);
    let overHttp: Awaited<ReturnType<typeof latencies.measure>>;
    try {
      overHttp = await latencies.measure(httpLoads, { rounds: requests });
    } finally {
      await latencies.close();
    }
    const httpSamples = (variant: 0 | 1) =>
      Object.fromEntries(callNames.map((name, index) => [name, overHttp.samples[2 * index + variant] ?? []])) as Record<CallName, number[]>;
    const httpAnswer = (name: CallName, variant: 0 | 1) => overHttp.answers[2 * callNames.indexOf(name) + variant] ?? { bytes: Number.NaN, encoding: '?' };
    const compressed = httpSamples(0);
    const uncompressed = httpSamples(1);
    const overHttpRatios = report(
      compressed,
      Object.fromEntries(callNames.map((name) => [name, `${asSent(httpAnswer(name, 0))} zoals verstuurd`])),
      `Over HTTP (${address}), één keep-alive verbinding, één verzoek tegelijk, ${requests} per aanroep om en om in een andere volgorde per ronde, gemeten vanuit een eigen thread (zonder de kopieën die app.inject van elk antwoord maakt op de thread van de server); elk verzoek met Accept-Encoding: ${browserEncodings['accept-encoding']} (als een browser):`,
      'over HTTP',
    );
    console.log('Wat compressie kost (over HTTP, dezelfde rondes): p50 met Accept-Encoding als een browser / zonder Accept-Encoding, en de bytes zoals verstuurd:');
    for (const name of callNames) {
      const cost = percentile(compressed[name], 50) / percentile(uncompressed[name], 50);
      console.log(`${name.padEnd(40)} p50 ${ms(percentile(compressed[name], 50))} met, ${ms(percentile(uncompressed[name], 50))} zonder: ${ratio(cost)}; ${asSent(httpAnswer(name, 1))} → ${asSent(httpAnswer(name, 0))}`);
    }
    for (const name of registerCalls) {
      const cost = percentile(compressed[name], 50) / percentile(uncompressed[name], 50);
      reportGoal({ goal: `register p50 met / zonder compressie, ${name}`, measured: ratio(cost), target: '≤ 1.10x', met: cost <= 1.1 });
    }
    const treeOverHealth = overHttpRatios.treeOverHealth(50);
    reportGoal({ goal: 'register p50 GET /api/PublishedSchemas / GET /healthz (over HTTP, gecomprimeerd)', measured: ratio(treeOverHealth), target: '≤ 4.00x', met: treeOverHealth <= 4 });
    for (const p of [50, 99]) {
      const extra = overHttpRatios.signedInExtra(p);
      reportGoal({ goal: `register p${p} aangemeld min anoniem (over HTTP, gecomprimeerd)`, measured: `${extra.toFixed(2)} ms`, target: '≤ +0.5 ms', met: extra <= 0.5 });
    }
    console.log(`Over HTTP (${address}), ${httpConnections} keep-alive verbindingen, ${httpSeconds} rondes van 1 s per aanroep om en om, een belastingsgenerator in een eigen thread, met Accept-Encoding als een browser tenzij anders vermeld:`);
    const loads: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'GET /healthz', url: '/healthz', headers: browserEncodings },
      { name: 'GET .../{org}/{baselineId} (anoniem)', url: columnUrl, headers: browserEncodings },
      { name: 'GET .../{org}/{baselineId} (anoniem, zonder compressie)', url: columnUrl, headers: {} },
      { name: 'GET .../{org}/{baselineId} (aangemeld)', url: columnUrl, headers: { ...signedIn, ...browserEncodings } },
      { name: 'GET /api/PublishedSchemas (anoniem)', url: '/api/PublishedSchemas', headers: browserEncodings },
    ];
    const results = await interleavedHttpLoads(
      loads.map((load) => ({ ...load, url: `${address}${load.url}` })),
      { connections: httpConnections, rounds: httpSeconds },
    );
    const healthPerSecond = results[0]?.perSecond ?? Number.NaN;
    for (const [index, load] of loads.entries()) {
      const result = results[index];
      if (!result) continue;
      const failures = result.failed > 0 ? `, ${result.failed} mislukt` : '';
      console.log(`${load.name.padEnd(56)} ${result.perSecond.toFixed(0).padStart(7)} /s  (${ratio(result.perSecond / healthPerSecond)} van /healthz${failures})`);
    }
    const columnPerSecond = results[1]?.perSecond ?? Number.NaN;
    reportGoal({ goal: 'register opzoekingen per seconde, één kolom anoniem (50 verbindingen, gecomprimeerd)', measured: `${columnPerSecond.toFixed(0)} /s`, target: '≥ 4000 /s', met: columnPerSecond >= 4000 });
    console.log(`Plan van de boom (aantallen per organisatie en baseline; EXPLAIN ANALYZE):\n${await explain(registerCountsSql())}`);
    console.log(`Plan van één kolom (${columnUrl}; EXPLAIN ANALYZE):\n${await explain(publishedRowsSql(column))}`);
  } finally {
    await testApp.close();
  }
}
