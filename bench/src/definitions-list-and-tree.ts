import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { organisations, userCompositionAuthorisations } from '../../apps/server/src/db/schema/index.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../apps/server/test/helpers/tokens.ts';
import { insertLargeBaseline } from './support/large-definition.ts';
import { defaultLargeLibraryShape, largeLibrary } from './support/large-library.ts';
import { ms, percentile, ratio } from './support/timing.ts';

// Does AFD Online Samenstellen stay fast with a full database (issue 11 'What must hold' 4)? The
// definition list of one baseline holding 2,000 definitions of one organisation, and one
// definition merged over a library of 20,000 nodes (1,000 entities over 5 levels with their
// attributes: support/large-library.ts, shared with bench:definition-editor), timed side by side
// with GET /healthz (same app, same pipeline, no database) in one run, requests interleaved.
// Prints p50/p99 and the ratios. Run: npm run bench:definitions -w bench (TEST_DATABASE_URL=... for PostgreSQL)

const definitionCount = Number(process.env.BENCH_DEFINITIONS ?? 2_000);
const libraryNodes = Number(process.env.BENCH_LIBRARY_NODES ?? 20_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const testApp = await buildTestApp({ engine });
const { db } = testApp.database;
const [organisation] = await db.insert(organisations).values({ name: 'Verzekeraar-Groot' }).returning({ id: organisations.id, name: organisations.name });
if (!organisation) throw new Error('organisation not written');
const baseline = await insertLargeBaseline(testApp.database, largeLibrary({ ...defaultLargeLibraryShape, nodes: libraryNodes }));

// 2,000 definitions; each selects every entity and some attributes, as a real one would.
const choices = JSON.stringify({ entities: {}, attributes: {}, compositions: {} });
await db.execute(sql`
  insert into definitions (organisation_id, baseline_schema_id, baseline_library_id, name, properties, functions, choices, updated_by_name)
  select ${organisation.id}, ${baseline.id}, ${baseline.libraryId}, 'Product ' || lpad(n::text, 5, '0'),
         '{"definitionVersion":"001.00"}'::jsonb, '[{"name":"offerte","active":true,"custom":false}]'::jsonb, ${choices}::jsonb, 'Bench'
  from generate_series(1, ${definitionCount}) as n`);
await db.execute(sql`analyze definitions`);

const tokens = await createTokenIssuer(testApp);
const { userId, subject } = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: organisation.id });
await db.insert(userCompositionAuthorisations).values({ userId, organisationId: organisation.id });
const headers = bearer(await tokens.valid(subject));
const { certificationArea: ca, messageType: mt, applicationArea: aa } = baseline.names;

const calls: Record<string, InjectOptions> = {
  'GET /healthz': { method: 'GET', url: '/healthz' },
  [`GET lijst (${definitionCount} definities)`]: { method: 'GET', url: `/api/Productdefinities/${ca}/${mt}/${aa}?organizationName=${organisation.name}`, headers },
  [`GET definitie met boom (${libraryNodes} knopen)`]: { method: 'GET', url: `/api/Productdefinities/Definition/${organisation.name}/Product%2000001`, headers },
};
const names = Object.keys(calls);

async function call(name: string): Promise<number> {
  const request = calls[name];
  if (!request) throw new Error(`unknown call ${name}`);
  const response = await testApp.app.inject(request);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.rawPayload.byteLength;
}

try {
  const sizes = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await call(name)])));
  for (let index = 0; index < 5; index++) for (const name of names) await call(name);
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<string, number[]>;
  for (let index = 0; index < requests; index++) {
    for (const name of names) {
      const start = performance.now();
      await call(name);
      samples[name]?.push(performance.now() - start);
    }
  }
  console.log(`AFD Online Samenstellen: ${definitionCount} definities op één baseline, een library van ~${libraryNodes} knopen (${engine}).`);
  console.log(`${requests} verzoeken per aanroep, om en om; tijden per verzoek (app.inject, zonder netwerk).`);
  for (const name of names) {
    console.log(`${name.padEnd(44)} p50 ${ms(percentile(samples[name] ?? [], 50)).padStart(9)}  p99 ${ms(percentile(samples[name] ?? [], 99)).padStart(9)}  ${(Number(sizes[name]) / 1024).toFixed(0)} KiB`);
  }
  const health = samples['GET /healthz'] ?? [];
  for (const name of names.filter((candidate) => candidate !== 'GET /healthz')) {
    console.log(`Verhouding ${name} / GET /healthz: p50 ${ratio(percentile(samples[name] ?? [], 50) / percentile(health, 50))}, p99 ${ratio(percentile(samples[name] ?? [], 99) / percentile(health, 99))}`);
  }
} finally {
  await testApp.close();
}
