import { availableParallelism } from 'node:os';
import { storeBlob } from '../../apps/server/src/db/blob-store.ts';
import { eq } from 'drizzle-orm';
import { organisations, organisationSchemas } from '../../apps/server/src/db/schema/index.ts';
import { CertificationPool } from '../../apps/server/src/jobs/certification-pool.ts';
import { readBlob } from '../../apps/server/src/db/blob-store.ts';
import { contextOfBaseline } from '../../apps/server/src/shared/certification/certification-context.ts';
import { certifyStoredSchema } from '../../apps/server/src/shared/certification/recertify-stored-schema.ts';
import { corpus, insertCertificationFixture } from '../../apps/server/src/shared/testing/certification.fixture.ts';
import { revalidateAll } from '../../apps/server/src/modules/revalidation/revalidation.service.ts';
import { createTestDatabase } from '../../apps/server/test/helpers/test-database.ts';
import { measure, ms, ratio } from './support/timing.ts';

// Revalidation (POST /api/OrganisationSchemas/Revalidate) of 500 certified AFD 1.0 schemas: the
// server's own service and certification pool, on an embedded database holding the corpus'
// catalogue, baselines and 500 certified schemas. One worker thread against one per core.
// The reference beside it: the same 500 checks on the same pool with every file read beforehand,
// so no database work shares the cores: how far this work scales on this machine at all (two
// workers' caches and memory traffic meet on the same cores; a CPU profile showed each check
// taking about 1.5 times as long with two running).
// Run: npm run bench:revalidation -w bench

const schemaCount = Number(process.env.BENCH_SCHEMAS ?? 500);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cores = availableParallelism();

// The pool's workers do not hold the process open (the server's listener does); this does here.
const keepAlive = setInterval(() => undefined, 1_000);
const database = await createTestDatabase('pglite');
try {
  console.log(`${schemaCount} gecertificeerde schema's opslaan ...`);
  const fixture = await insertCertificationFixture(database);
  const [organisation] = await database.db.insert(organisations).values({ name: 'Benchmark-Verzekeraar' }).returning({ id: organisations.id });
  if (!organisation) throw new Error('organisation not written');
  const certified = corpus().organisationSchemas.filter((schema) => schema.expectation === 'valid');
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < schemaCount; index++) {
      const schema = certified[index % certified.length];
      if (!schema) throw new Error('the corpus has valid schemas');
      const file = await storeBlob(tx, new TextEncoder().encode(schema.xsd), 'application/xml');
      await tx.insert(organisationSchemas).values({
        organisationId: organisation.id,
        baselineSchemaId: fixture.baselineIds[schema.baseline],
        name: `${schema.name}-${index}`,
        fileName: `${schema.name}.xsd`,
        contentBlobId: file.id,
        certifiedAt: new Date(),
      });
    }
  });

  const timeWith = async (size: number) => {
    const pool = new CertificationPool({ size });
    try {
      let invalid = -1;
      const cold = await measure(async () => (invalid = (await revalidateAll(database.db, pool)).length), { runs: 1, warmups: 0 });
      const warm = await measure(() => revalidateAll(database.db, pool), { runs, warmups: 0 });
      if (invalid !== 0) throw new Error(`${invalid} schemas no longer validate; the benchmark expects all ${schemaCount} to`);
      return { cold: cold.median, warm: warm.median };
    } finally {
      await pool.close();
    }
  };

  // Every stored schema with its baseline's context and its file, read once, for the reference.
  const stored = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.organisationId, organisation.id));
  const inMemory = await Promise.all(
    stored.map(async (schema) => {
      const context = await contextOfBaseline(database.db, schema.baselineSchemaId ?? '', { certificationArea: '', messageType: '', applicationArea: '' });
      const blob = await readBlob(database.db, schema.contentBlobId ?? '');
      if (!context || !blob) throw new Error(`${schema.name}: no context or file`);
      return { context, content: blob.content, schema: { origin: schema.origin, fileName: schema.fileName } };
    }),
  );
  const checkAllInMemory = async (pool: CertificationPool) => {
    let next = 0;
    const runner = async () => {
      while (next < inMemory.length) {
        const item = inMemory[next++];
        if (item && !(await certifyStoredSchema(pool, item.context, item.schema, item.content)).stillValid) throw new Error(`${item.schema.fileName} no longer validates`);
      }
    };
    await Promise.all(Array.from({ length: pool.size * 2 }, runner));
  };
  const timeInMemoryWith = async (size: number) => {
    const pool = new CertificationPool({ size });
    try {
      await checkAllInMemory(pool);
      return (await measure(() => checkAllInMemory(pool), { runs, warmups: 0 })).median;
    } finally {
      await pool.close();
    }
  };

  console.log(`Hervalidatie van ${schemaCount} schema's; ${runs} metingen na een eerste (koude) run, mediaan.`);
  const single = await timeWith(1);
  const parallel = await timeWith(cores);
  const singleInMemory = await timeInMemoryWith(1);
  const parallelInMemory = await timeInMemoryWith(cores);
  const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
  line('1 worker', `${ms(single.warm)}  (eerste run, met opstarten: ${ms(single.cold)})`);
  line(`${cores} workers (os.availableParallelism())`, `${ms(parallel.warm)}  (eerste run, met opstarten: ${ms(parallel.cold)})`);
  line('referentie: zelfde controles, bestanden vooraf gelezen, 1 worker', ms(singleInMemory));
  line(`referentie: idem, ${cores} workers`, ms(parallelInMemory));
  console.log(`Verhouding 1 worker / ${cores} workers: ${ratio(single.warm / parallel.warm)}`);
  console.log(`Referentie (zonder database) 1 worker / ${cores} workers: ${ratio(singleInMemory / parallelInMemory)}`);
} finally {
  await database.close();
  clearInterval(keepAlive);
}
