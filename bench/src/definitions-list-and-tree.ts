import { performance } from 'node:perf_hooks';
import { nodeId, type BaselineEntityNode, type BaselineLibrary } from '@afd/afd';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { storeBlob } from '../../apps/server/src/db/blob-store.ts';
import { baselineLibraries, organisations, userCompositionAuthorisations } from '../../apps/server/src/db/schema/index.ts';
import { insertRegisterBaseline } from '../../apps/server/src/shared/testing/register.fixture.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../apps/server/test/helpers/tokens.ts';
import { ms, ratio } from './support/timing.ts';

// Does AFD Online Samenstellen stay fast with a full database (issue 11 'What must hold' 4)? The
// definition list of one baseline holding 2,000 definitions of one organisation, and one
// definition merged over a library of 20,000 nodes (entities and attributes), timed side by side
// with GET /healthz (same app, same pipeline, no database) in one run, requests interleaved.
// Prints p50/p99 and the ratios. Run: npm run bench:definitions -w bench (TEST_DATABASE_URL=... for PostgreSQL)

const definitionCount = Number(process.env.BENCH_DEFINITIONS ?? 2_000);
const libraryNodes = Number(process.env.BENCH_LIBRARY_NODES ?? 20_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A library of about `nodes` nodes: 200 entities of 4 levels, each with attributes. */
function largeLibrary(nodes: number): BaselineLibrary {
  const entities = 200;
  const attributesPerEntity = Math.max(1, Math.floor(nodes / entities) - 1);
  let made = 0;
  const entity = (path: string, name: string, depth: number): BaselineEntityNode => {
    made += 1;
    const children = depth < 3 && made < entities ? Array.from({ length: 5 }, (_, index) => `${name}${index}`).filter(() => made < entities).map((child) => entity(`${path}/${child}`, child, depth + 1)) : [];
    return {
      id: nodeId(path),
      path,
      name,
      entityTypeName: null,
      description: `Entiteit ${name}`,
      minOccurs: depth === 0 ? 1 : 0,
      maxOccurs: 10,
      attributes: Array.from({ length: attributesPerEntity }, (_, index) => ({
        id: nodeId(`${path}@A${index}`),
        path: `${path}@A${index}`,
        name: `A${index}`,
        description: `Attribuut ${index}`,
        format: 'AN..35',
        dataType: null,
        codeList: null,
        facets: { maxLength: 35 },
        arrayFacets: null,
        required: index === 0,
      })),
      children,
    };
  };
  return { afdVersion: 1, jsonSchemaDraft: null, targetNamespace: 'http://www.example.org/afd', codeLists: [], roots: [entity('Polis', 'Polis', 0)] };
}

const testApp = await buildTestApp({ engine });
const { db } = testApp.database;
const [organisation] = await db.insert(organisations).values({ name: 'Verzekeraar-Groot' }).returning({ id: organisations.id, name: organisations.name });
if (!organisation) throw new Error('organisation not written');
const baseline = await insertRegisterBaseline(testApp.database);
const library = largeLibrary(libraryNodes);
const blob = await storeBlob(db, new TextEncoder().encode('<xs:schema/>'), 'application/xml');
const [libraryRow] = await db.insert(baselineLibraries).values({ baselineSchemaId: baseline.id, afdVersion: 1, fileName: 'groot.xsd', contentBlobId: blob.id, library, datacatVersion: '20260201' }).returning({ id: baselineLibraries.id });
if (!libraryRow) throw new Error('library not written');

// 2,000 definitions; each selects every entity and some attributes, as a real one would.
const choices = JSON.stringify({ entities: {}, attributes: {}, compositions: {} });
await db.execute(sql`
  insert into definitions (organisation_id, baseline_schema_id, baseline_library_id, name, properties, functions, choices, updated_by_name)
  select ${organisation.id}, ${baseline.id}, ${libraryRow.id}, 'Product ' || lpad(n::text, 5, '0'),
         '{"definitionVersion":"001.00"}'::jsonb, '[{"name":"offerte","active":true,"custom":false}]'::jsonb, ${choices}::jsonb, 'Bench'
  from generate_series(1, ${definitionCount}) as n`);
await db.execute(sql`analyze definitions`);

const tokens = await createTokenIssuer(testApp);
const { userId, subject } = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: organisation.id });
await db.insert(userCompositionAuthorisations).values({ userId, organisationId: organisation.id });
const headers = bearer(await tokens.valid(subject));
const [ca, mt, aa] = baseline.name.split('-') as [string, string, string];

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
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? Number.NaN;
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
