import { catalogueResolverFromFiles, parseAfd1BaselineXsd } from '@afd/afd';
import { generateAfd1Corpus } from '@afd/afd/demo';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CertificationPool } from './certification-pool.ts';
import { runCertificationTask, type CertificationTask } from './certification-task.ts';
import { WorkerTaskTimeout } from './worker-task-timeout.ts';
import { runWorkerTask, type BaselineParseInput } from './worker-task.ts';

const corpus = generateAfd1Corpus();
const resolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const libraries = corpus.baselines.map((baseline) => {
  const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver: resolver });
  if (!parsed.ok) throw new Error('corpus baseline does not parse');
  return parsed.library;
});
const tasks: CertificationTask[] = corpus.organisationSchemas.slice(0, 6).map((schema) => ({
  xsd: new TextEncoder().encode(schema.xsd),
  fileName: 'afdSchema.xsd',
  library: libraries[schema.baseline] ?? libraries[0]!,
  baselineXsd: corpus.baselines[schema.baseline]?.xsd,
  xpathRules: corpus.xpathRules.filter((rule) => corpus.baselines[schema.baseline]?.xpathRuleNames.includes(rule.name)),
  catalogue: { version: corpus.catalogueVersion, xsdFiles: corpus.catalogueFiles },
}));

const encoder = new TextEncoder();
const catalogueEntries = Object.entries(corpus.catalogueFiles).map(([name, text]) => ({ name, content: encoder.encode(text) }));
const baselineInputs: BaselineParseInput[] = [
  { afdVersion: 1, fileName: 'baseline.xsd', content: encoder.encode(corpus.baselines[0]?.xsd ?? ''), catalogue: { id: 'c1', xsdFiles: corpus.catalogueFiles }, codeLists: [] },
  { afdVersion: 1, fileName: 'baseline.xsd', content: encoder.encode('<niet-xml'), catalogue: null, codeLists: [] },
];

describe('CertificationPool', () => {
  const pool = new CertificationPool({ size: 2 });
  afterAll(() => pool.close());

  it('gives in worker threads the results certification gives inline', async () => {
    expect(pool.size).toBe(2);
    const inWorkers = await Promise.all(tasks.map((task) => pool.run(task)));
    expect(inWorkers).toEqual(tasks.map((task) => runCertificationTask(task)));
  });

  it('parses catalogue and baseline uploads in worker threads as inline, results crossing as plain data', async () => {
    const catalogue = await pool.perform('parseCatalogue', { entries: catalogueEntries });
    expect(catalogue.ok).toBe(true);
    expect(catalogue).toEqual(runWorkerTask({ kind: 'parseCatalogue', input: { entries: catalogueEntries } }));
    const baselines = await Promise.all(baselineInputs.map((input) => pool.perform('parseBaseline', input)));
    expect(baselines.map((parse) => parse.ok)).toEqual([true, false]);
    expect(baselines).toEqual(baselineInputs.map((input) => runWorkerTask({ kind: 'parseBaseline', input })));
  });

  it('terminates a task that runs past its limit with a Dutch 503, replaces the worker and serves the queue', async () => {
    const single = new CertificationPool({ size: 1 });
    try {
      const [task] = tasks;
      if (!task) throw new Error('no task');
      await single.run(task); // the worker is up: the limit below interrupts a task mid-parse, not a start
      const slow = single.perform('parseCatalogue', { entries: catalogueEntries }, { timeoutMs: 5 });
      const queued = single.run(task);
      const failure = await slow.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(WorkerTaskTimeout);
      expect((failure as WorkerTaskTimeout).toProblemDetails()).toMatchObject({ status: 503, detail: 'De controle duurde te lang en is afgebroken.' });
      expect(await queued).toEqual(runCertificationTask(task));
      expect(await single.perform('parseCatalogue', { entries: catalogueEntries })).toMatchObject({ ok: true });
    } finally {
      await single.close();
    }
  });

  it('runs inline with size 0 and refuses work once closed', async () => {
    const inline = new CertificationPool({ size: 0 });
    const [task] = tasks;
    if (!task) throw new Error('no task');
    expect(await inline.run(task)).toEqual(runCertificationTask(task));
    await inline.close();
    await expect(inline.run(task)).rejects.toThrow(/closed/);
  });

  it('stops a worker left without a task for its idle time, and starts one again for the next task', async () => {
    const resting = new CertificationPool({ size: 1, idleMs: 300 });
    try {
      const [task] = tasks;
      if (!task) throw new Error('no task');
      const first = await resting.run(task);
      expect(resting.started).toBe(1);
      // A task within the idle time keeps the same worker busy, not a second one.
      await resting.run(task);
      expect(resting.started).toBe(1);
      await vi.waitFor(() => expect(resting.started).toBe(0), { timeout: 10_000, interval: 50 });
      expect(await resting.run(task)).toEqual(first);
      expect(resting.started).toBe(1);
    } finally {
      await resting.close();
    }
  });
});
