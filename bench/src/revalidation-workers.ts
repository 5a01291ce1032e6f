import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readBlob, storeBlob } from '../../apps/server/src/db/blob-store.ts';
import { eq } from 'drizzle-orm';
import { organisations, organisationSchemas } from '../../apps/server/src/db/schema/index.ts';
import { CertificationPool } from '../../apps/server/src/jobs/certification-pool.ts';
import { contextOfBaseline } from '../../apps/server/src/shared/certification/certification-context.ts';
import { corpus, insertCertificationFixture } from '../../apps/server/src/shared/testing/certification.fixture.ts';
import { revalidateAll } from '../../apps/server/src/modules/revalidation/revalidation.service.ts';
import { createTestDatabase } from '../../apps/server/test/helpers/test-database.ts';
import type { Afd1Baseline } from '../../apps/server/src/shared/certification/recertify-stored-schema.ts';
import { reportGoal } from './support/goals.ts';
import { runStoredChecks, type StoredCheck } from './support/stored-checks.ts';
import { measure, measureSideBySide, median, ms, ratio } from './support/timing.ts';

// Revalidation (POST /api/OrganisationSchemas/Revalidate) of 500 certified AFD 1.0 schemas: the
// server's own service and certification pool, on an embedded database holding the corpus'
// catalogue, baselines and 500 certified schemas. One worker thread against one per core.
// The references beside it: the same 500 checks on the same pool with every file read beforehand,
// so no database work shares the cores; and the same checks in two separate processes of one
// worker each, alone and both at once, which share nothing but the machine: their rate together
// against one alone is how far this work scales on these cores at all (a CPU profile showed each
// check taking about 1.5 times as long with two running).
// The pool of one worker, the pool of one per core and the two processes (alone, together) are
// timed round by round side by side, and the goal is the median of each round's own ratio.
// Run: npm run bench:revalidation -w bench

/** Two separate processes of one worker each, holding the checks; `stop` ends both. */
interface CheckProcesses {
  /** One process runs every check, alone. */
  alone: () => Promise<unknown>;
  /** Both run every check, at the same moment. */
  together: () => Promise<unknown>;
  stop: () => void;
}

/** Starts the two processes and hands each the checks. */
async function startCheckProcesses(checks: readonly StoredCheck[]): Promise<CheckProcesses> {
  const script = fileURLToPath(new URL('./support/stored-checks-process.ts', import.meta.url));
  const children = [0, 1].map(() => fork(script, { execArgv: ['--import', 'tsx'], serialization: 'advanced' }));
  const stop = () => {
    for (const child of children) if (child.connected) child.send('stop');
  };
  const answer = <T>(child: ChildProcess) =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`a check process stopped (exit code ${code})`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as T);
      });
    });
  const go = (child: ChildProcess) => {
    const done = answer<'done'>(child);
    child.send('go');
    return done;
  };
  try {
    await Promise.all(
      children.map((child) => {
        const ready = answer<'ready'>(child);
        child.send({ checks });
        return ready;
      }),
    );
  } catch (error) {
    stop();
    throw error;
  }
  const [first] = children;
  if (!first) throw new Error('no check process');
  return { alone: () => go(first), together: () => Promise.all(children.map(go)), stop };
}

const schemaCount = Number(process.env.BENCH_SCHEMAS ?? 500);
const runs = Number(process.env.BENCH_RUNS ?? 5);
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

  // Every stored schema with its baseline's context and its file, read once, for the references.
  const stored = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.organisationId, organisation.id));
  // Of each baseline's context, what a check uses (the rest, such as a resolver function, cannot
  // cross to another process), one object per baseline as in the server's cache.
  const baselines = new Map<string, Promise<Afd1Baseline | null>>();
  const baselineOf = (id: string) => {
    let baseline = baselines.get(id);
    if (!baseline) {
      baseline = contextOfBaseline(database.db, id, { certificationArea: '', messageType: '', applicationArea: '' }).then((context) =>
        context ? { library: context.library, baselineXsd: context.baselineXsd, xpathRules: context.xpathRules, catalogueVersion: context.catalogueVersion, catalogueFiles: context.catalogueFiles } : null,
      );
      baselines.set(id, baseline);
    }
    return baseline;
  };
  const checks: StoredCheck[] = await Promise.all(
    stored.map(async (schema) => {
      const baseline = await baselineOf(schema.baselineSchemaId ?? '');
      const blob = await readBlob(database.db, schema.contentBlobId ?? '');
      if (!baseline || !blob) throw new Error(`${schema.name}: no context or file`);
      return { baseline, content: blob.content, schema: { origin: schema.origin, fileName: schema.fileName } };
    }),
  );
  const timeInMemoryWith = async (size: number) => {
    const pool = new CertificationPool({ size });
    try {
      await runStoredChecks(pool, checks);
      return (await measure(() => runStoredChecks(pool, checks), { runs, warmups: 0 })).median;
    } finally {
      await pool.close();
    }
  };

  console.log(`Hervalidatie van ${schemaCount} schema's; ${runs} rondes na een eerste (koude) run, mediaan.`);
  const singleInMemory = await timeInMemoryWith(1);
  const parallelInMemory = await timeInMemoryWith(cores);

  // The pool of one worker, the pool of one per core, one separate process alone and two together,
  // taken in turn within each round (after a first, cold run of each), so that all four see the same
  // machine. Measured in blocks minutes apart, the load of others' work on two shared cores decided
  // the goal: 1.46 and 0.81 of the bound for the same code on the same day.
  const timeRoundByRound = async () => {
    const pools = [new CertificationPool({ size: 1 }), new CertificationPool({ size: cores })];
    const processes = await startCheckProcesses(checks);
    try {
      const revalidate = (pool: CertificationPool) => async () => {
        const invalid = (await revalidateAll(database.db, pool)).length;
        if (invalid !== 0) throw new Error(`${invalid} schemas no longer validate; the benchmark expects all ${schemaCount} to`);
      };
      const colds: number[] = [];
      for (const pool of pools) colds.push((await measure(revalidate(pool), { runs: 1, warmups: 0 })).median);
      const [single, parallel, alone, together] = await measureSideBySide([...pools.map(revalidate), processes.alone, processes.together], { runs, warmup: true });
      return { colds, single: single?.all ?? [], parallel: parallel?.all ?? [], alone: alone?.all ?? [], together: together?.all ?? [] };
    } finally {
      processes.stop();
      await Promise.all(pools.map((pool) => pool.close()));
    }
  };
  const rounds = await timeRoundByRound();
  const single = { warm: median(rounds.single), cold: rounds.colds[0] ?? Number.NaN };
  const parallel = { warm: median(rounds.parallel), cold: rounds.colds[1] ?? Number.NaN };
  const processTimes = { alone: median(rounds.alone), together: median(rounds.together) };
  const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
  line('1 worker', `${ms(single.warm)}  (eerste run, met opstarten: ${ms(single.cold)})`);
  line(`${cores} workers (os.availableParallelism())`, `${ms(parallel.warm)}  (eerste run, met opstarten: ${ms(parallel.cold)})`);
  line('referentie: zelfde controles, bestanden vooraf gelezen, 1 worker', ms(singleInMemory));
  line(`referentie: idem, ${cores} workers`, ms(parallelInMemory));
  line('referentie: idem, 1 los proces met 1 worker', ms(processTimes.alone));
  line('referentie: idem, 2 losse processen tegelijk', `${ms(processTimes.together)}  (elk ${checks.length} controles)`);
  console.log(`Verhouding 1 worker / ${cores} workers: ${ratio(single.warm / parallel.warm)}`);
  console.log(`Referentie (zonder database) 1 worker / ${cores} workers: ${ratio(singleInMemory / parallelInMemory)}`);
  console.log(`Referentie 2 losse processen samen / 1 alleen (tempo): ${ratio((2 * processTimes.alone) / processTimes.together)}`);
  // Issue 29: the pool's speed-up is held against what two processes that share nothing but the
  // machine reach together, the bound of these cores for this work: per round, of the four
  // timed in that round, and the median of the rounds.
  const ofBoundPerRound = rounds.single.map((one, index) => {
    const many = rounds.parallel[index] ?? Number.NaN;
    const alone = rounds.alone[index] ?? Number.NaN;
    const together = rounds.together[index] ?? Number.NaN;
    return one / many / ((2 * alone) / together);
  });
  console.log(`Per ronde, als deel van de grens: ${ofBoundPerRound.map((value) => value.toFixed(2)).join(', ')}`);
  const ofBound = median(ofBoundPerRound);
  reportGoal({ goal: `hervalidatie, ${cores} workers / 1 worker, als deel van de grens van 2 losse processen`, measured: ofBound.toFixed(2), target: '≥ 0.90', met: ofBound >= 0.9 });
} finally {
  await database.close();
  clearInterval(keepAlive);
}
