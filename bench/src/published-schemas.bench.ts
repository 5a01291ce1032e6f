import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { organisations } from '../../apps/server/src/db/schema/index.ts';
import { publishedRowsSql, registerCountsSql } from '../../apps/server/src/modules/published-schemas/published-schemas.repository.ts';
import { queryPlan } from '../../apps/server/src/modules/published-schemas/query-plan.ts';
import { insertRegisterBaseline } from '../../apps/server/src/shared/testing/register.fixture.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../apps/server/test/helpers/tokens.ts';
import { interleavedHttpLoads } from './support/http-load.ts';
import { latencyMeasurer } from './support/http-latency.ts';
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
function report(samples: Record<CallName, number[]>, sizes: Record<string, number>, heading: string, how: string) {
  console.log(heading);
  console.log(`${'aanroep'.padEnd(40)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}  antwoord`);
  for (const name of callNames) {
    console.log(`${name.padEnd(40)} ${ms(percentile(samples[name], 50)).padStart(10)} ${ms(percentile(samples[name], 99)).padStart(10)}  ${(Number(sizes[name]) / 1024).toFixed(0)} KiB`);
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
}

if (process.env.VITEST) {
  const { afterAll, bench, describe } = await import('vitest');
  afterAll(() => testApp.close());
  describe(`register with ${published} published schemas (${engine})`, () => {
    for (const name of callNames) bench(name, () => call(name).then(() => undefined), { iterations: 20 });
  });
} else {
  try {
    const sizes = Object.fromEntries(await Promise.all(callNames.map(async (name) => [name, await call(name)])));
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
    let overHttp: number[][];
    try {
      overHttp = await latencies.measure(
        callNames.map((name) => ({ url: `${address}${calls[name].url}`, headers: headersOf(name) })),
        { rounds: requests },
      );
    } finally {
      await latencies.close();
    }
    report(
      Object.fromEntries(callNames.map((name, index) => [name, overHttp[index] ?? []])) as Record<CallName, number[]>,
      sizes,
      `Over HTTP (${address}), één keep-alive verbinding, één verzoek tegelijk, ${requests} per aanroep om en om in een andere volgorde per ronde, gemeten vanuit een eigen thread (zonder de kopieën die app.inject van elk antwoord maakt op de thread van de server):`,
      'over HTTP',
    );
    console.log(`Over HTTP (${address}), ${httpConnections} keep-alive verbindingen, ${httpSeconds} rondes van 1 s per aanroep om en om, een belastingsgenerator in een eigen thread:`);
    const loads: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: 'GET /healthz', url: '/healthz' },
      { name: 'GET .../{org}/{baselineId} (anoniem)', url: columnUrl },
      { name: 'GET .../{org}/{baselineId} (aangemeld)', url: columnUrl, headers: signedIn },
      { name: 'GET /api/PublishedSchemas (anoniem)', url: '/api/PublishedSchemas' },
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
      console.log(`${load.name.padEnd(40)} ${result.perSecond.toFixed(0).padStart(7)} /s  (${ratio(result.perSecond / healthPerSecond)} van /healthz${failures})`);
    }
    console.log(`Plan van de boom (aantallen per organisatie en baseline; EXPLAIN ANALYZE):\n${await explain(registerCountsSql())}`);
    console.log(`Plan van één kolom (${columnUrl}; EXPLAIN ANALYZE):\n${await explain(publishedRowsSql(column))}`);
  } finally {
    await testApp.close();
  }
}
