import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { DurableJobs, JobFailure, jobTexts, type JobKind } from './durable-jobs.ts';
import { RunAlreadyActive } from './job-runs.repository.ts';

// The job machinery on each engine with a test job kind: steps it takes are recorded in a table
// of its own (written in the completing transaction), so 'ran once' is counted in the database.

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
};

interface StepInput {
  steps: number;
  stepMs: number;
  fail?: boolean;
}

describe.each(testEngines)('durable jobs on %s', (engine) => {
  let database: Database;
  const started: DurableJobs[] = [];
  // A gate holds a run just before it finishes, until the test opens it.
  const gates = new Map<string, { open: boolean; release?: () => void }>();
  const holdAtGate = (name: string) => gates.set(name, { open: false });
  const openGate = (name: string) => {
    const gate = gates.get(name);
    if (!gate) return;
    gate.open = true;
    gate.release?.();
  };

  const stepKind = (log: string[], retryLimit = 1): JobKind<StepInput> => ({
    kind: 'test-steps',
    retryLimit,
    concurrency: 1,
    async run({ input, name, progress, signal }) {
      log.push(`start ${name}`);
      for (let step = 1; step <= input.steps; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, input.stepMs));
        signal.throwIfAborted();
        await progress(step, input.steps);
      }
      if (input.fail) throw new JobFailure('De stappen zijn mislukt.');
      await new Promise<void>((resolve) => {
        const gate = gates.get(name);
        if (!gate || gate.open) return resolve();
        gate.release = resolve;
      });
      return {
        result: { steps: input.steps },
        persist: async (tx) => {
          await tx.execute(sql`insert into test_step_results (name) values (${name})`);
        },
      };
    },
  });

  const startJobs = async (log: string[], { retryLimit, ...options }: Partial<{ heartbeatMs: number; staleAfterMs: number; instanceId: string; retryLimit: number }> = {}) => {
    const jobs = new DurableJobs({ database, heartbeatMs: 200, staleAfterMs: 1_000, pollingIntervalSeconds: 0.5, ...options });
    jobs.define(stepKind(log, retryLimit));
    await jobs.start();
    started.push(jobs);
    return jobs;
  };
  const statusOf = async (name: string) => {
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, name));
    return row;
  };
  const pgBossStateOf = async (name: string) => {
    const rows = await database.db.execute(sql`select state from pgboss.job where id = (select id from job_runs where name = ${name})`);
    return ((rows as unknown as { rows?: { state: string }[] }).rows ?? (rows as unknown as { state: string }[]))[0]?.state;
  };
  const resultsOf = async (name: string) => {
    const rows = await database.db.execute(sql`select count(*)::int as count from test_step_results where name = ${name}`);
    return (rows as unknown as { rows: { count: number }[] }).rows?.[0]?.count ?? (rows as unknown as { count: number }[])[0]?.count;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.execute(sql`create table test_step_results (name text not null)`);
  });
  afterEach(async () => {
    while (started.length > 0) await started.pop()?.stop();
  });
  afterAll(() => database.close());

  it('runs a job once to Completed, with its progress, its result and what it wrote in the completing transaction', async () => {
    const jobs = await startJobs([]);
    const run = await jobs.enqueue('test-steps', 'one', { steps: 3, stepMs: 20 });
    expect(run).toMatchObject({ status: 'Running', attempt: 0 });
    await until(async () => (await statusOf('one'))?.status === 'Completed');
    expect(await statusOf('one')).toMatchObject({ attempt: 1, progressDone: 3, progressTotal: 3, result: { steps: 3 }, instanceId: null, error: null });
    expect(await resultsOf('one')).toBe(1);
  });

  it('refuses a second run of a name while one is Running', async () => {
    const jobs = await startJobs([]);
    holdAtGate('busy');
    await jobs.enqueue('test-steps', 'busy', { steps: 1, stepMs: 1 });
    await expect(jobs.enqueue('test-steps', 'busy', { steps: 1, stepMs: 1 })).rejects.toBeInstanceOf(RunAlreadyActive);
    openGate('busy');
    await until(async () => (await statusOf('busy'))?.status === 'Completed');
  });

  it('marks a job that fails Failed with its Dutch reason, without retrying it', async () => {
    const log: string[] = [];
    const jobs = await startJobs(log);
    await jobs.enqueue('test-steps', 'broken', { steps: 1, stepMs: 1, fail: true });
    await until(async () => (await statusOf('broken'))?.status === 'Failed');
    expect(await statusOf('broken')).toMatchObject({ error: 'De stappen zijn mislukt.', attempt: 1 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(log.filter((line) => line === 'start broken')).toHaveLength(1);
  });

  it('cancels a running job: Canceled, and nothing it would have written is kept', async () => {
    const jobs = await startJobs([]);
    await jobs.enqueue('test-steps', 'long', { steps: 200, stepMs: 20 });
    await until(async () => ((await statusOf('long'))?.progressDone ?? 0) > 0);
    expect(await jobs.cancel('long')).toMatchObject({ status: 'Canceled' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf('long')).toMatchObject({ status: 'Canceled' });
    expect(await resultsOf('long')).toBe(0);
    expect(await jobs.cancel('long')).toBeNull();
  });

  it('hands a run in progress back when its instance stops, and the next instance finishes it (a restart)', async () => {
    const first = await startJobs([], { instanceId: 'first' });
    await first.enqueue('test-steps', 'restart', { steps: 30, stepMs: 20 });
    await until(async () => ((await statusOf('restart'))?.progressDone ?? 0) > 0);
    await first.stop();
    started.splice(started.indexOf(first), 1);
    expect(await statusOf('restart')).toMatchObject({ status: 'Running', instanceId: null, attempt: 1 });
    await startJobs([], { instanceId: 'second' });
    await until(async () => (await statusOf('restart'))?.status === 'Completed');
    expect(await statusOf('restart')).toMatchObject({ attempt: 2 });
    expect(await resultsOf('restart')).toBe(1);
  });

  it('gives the run of an instance that stopped beating to another, and the stalled attempt cannot complete it too', async () => {
    // 'frozen' never writes a heartbeat within the test (as if its process hung or was killed).
    const frozenLog: string[] = [];
    const frozen = await startJobs(frozenLog, { instanceId: 'frozen', heartbeatMs: 600_000, staleAfterMs: 600_000 });
    holdAtGate('stall');
    await frozen.enqueue('test-steps', 'stall', { steps: 1, stepMs: 1 });
    await until(async () => frozenLog.includes('start stall') && (await statusOf('stall'))?.instanceId === 'frozen');
    // Its heartbeat is old now; the other instance sweeps and takes the run over.
    await database.db.update(jobRuns).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(jobRuns.name, 'stall'));
    const stalledGate = gates.get('stall');
    gates.delete('stall'); // the rescuer's attempt passes straight through
    await startJobs([], { instanceId: 'rescuer' });
    await until(async () => (await statusOf('stall'))?.status === 'Completed');
    expect(await statusOf('stall')).toMatchObject({ attempt: 2 });
    stalledGate?.release?.(); // the stalled first attempt wakes up and tries to finish
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await resultsOf('stall')).toBe(1);
  });

  it('marks a run Failed when its instance is lost and no retries remain', async () => {
    const log: string[] = [];
    const frozen = await startJobs(log, { instanceId: 'frozen-again', heartbeatMs: 600_000, staleAfterMs: 600_000 });
    holdAtGate('lost');
    await frozen.enqueue('test-steps', 'lost', { steps: 1, stepMs: 1 });
    await until(async () => log.includes('start lost'));
    // Its one retry already used (the run's record counts; pg-boss's count agrees): this loss is the last.
    await database.db.update(jobRuns).set({ attempt: 2 }).where(eq(jobRuns.name, 'lost'));
    await database.db.execute(sql`update pgboss.job set retry_count = retry_limit where id = (select id from job_runs where name = 'lost')`);
    await database.db.update(jobRuns).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(jobRuns.name, 'lost'));
    const rescuer = await startJobs([], { instanceId: 'sweeper' });
    await rescuer.sweep();
    await until(async () => (await statusOf('lost'))?.status === 'Failed');
    expect(await statusOf('lost')).toMatchObject({ error: jobTexts.instanceLost });
    openGate('lost');
  });

  it('retries a run handed over at shutdown when the instance that took it is lost, though the queue marked it completed meanwhile', async () => {
    // The stopping instance's attempt ignores the abort (as a long step does) until after the hand-over.
    const stopping = await startJobs([], { instanceId: 'stopping', retryLimit: 3 });
    holdAtGate('handover');
    await stopping.enqueue('test-steps', 'handover', { steps: 1, stepMs: 1 });
    await until(async () => (await statusOf('handover'))?.instanceId === 'stopping' && gates.get('handover')?.release !== undefined);
    const stoppingGate = gates.get('handover');
    holdAtGate('handover'); // the taker's attempt waits too
    await stopping.stop(); // pg-boss gives the job up after its wait; the run goes back to the queue
    started.splice(started.indexOf(stopping), 1);
    const takerLog: string[] = [];
    // 'taker' never writes a heartbeat in this test: it will be lost (as if killed) while it holds the run.
    await startJobs(takerLog, { instanceId: 'taker', retryLimit: 3, heartbeatMs: 600_000, staleAfterMs: 600_000 });
    await until(async () => (await statusOf('handover'))?.instanceId === 'taker' && takerLog.includes('start handover'));
    // The stopped instance's attempt ends now; its queue marks the job completed, though 'taker' runs it.
    stoppingGate?.release?.();
    await until(async () => (await pgBossStateOf('handover')) === 'completed');
    expect(await statusOf('handover')).toMatchObject({ status: 'Running', instanceId: 'taker', attempt: 2 });

    const takerGate = gates.get('handover');
    gates.delete('handover'); // the next attempt passes straight through
    await database.db.update(jobRuns).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(jobRuns.name, 'handover'));
    await startJobs([], { instanceId: 'rescuer', retryLimit: 3 });
    await until(async () => (await statusOf('handover'))?.status !== 'Running');
    expect(await statusOf('handover')).toMatchObject({ status: 'Completed', attempt: 3, error: null });
    expect(await resultsOf('handover')).toBe(1);
    takerGate?.release?.();
  }, 60_000);
});
