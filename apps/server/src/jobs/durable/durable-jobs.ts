import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRunStatus } from '@afd/contracts';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../../db/client.ts';
import {
  cancelRunNamed,
  cancelWaitingRun,
  claimRun,
  completeRun,
  failRun,
  failWaitingRun,
  insertRun,
  isInterrupted,
  latestCompletedRun,
  latestRun,
  releaseIfStale,
  releaseRun,
  runById,
  staleClaims,
  touchRun,
  waitingRuns,
  type JobRun,
} from './job-runs.repository.ts';
import { jobRunStatusOf } from './job-run-status.ts';
import { sqlExecutorOf } from './sql-executor.ts';

// Durable jobs (ADR 0031). pg-boss queues a job per run and gives it to one worker of one instance
// (SELECT ... FOR UPDATE SKIP LOCKED); the run's row in job_runs carries the status the screens
// show and an attempt number. The instance holding the run writes a heartbeat; every instance
// sweeps: a run whose heartbeat went stale lost its instance (killed, frozen) and is released
// to pg-boss for a retry, or marked Failed when no retries remain. A run finishes only in one
// transaction that also writes its results, and only for the attempt that holds it.
//
// The run's record decides, not pg-boss's job. pg-boss completes a job by id whenever a worker's
// callback returns, also when the attempt had lost the run meanwhile (handed back at shutdown,
// taken over after a stale heartbeat) and another instance holds that same job now: the job then
// says 'completed' while the run goes on elsewhere. So whether a run that lost its instance runs
// again is counted by its attempts (at most 1 + retryLimit), and a run with retries left whose job
// will not be fetched again (completed, failed, gone) is queued again under the same id (ADR 0055).

export const jobTexts = {
  instanceLost: 'De taak is afgebroken: de server die haar uitvoerde is gestopt.',
  unexpected: 'De taak is mislukt door een onverwachte fout.',
  neverStarted: 'De taak is niet gestart.',
} as const;

export interface JobContext<Input> {
  runId: string;
  name: string;
  input: Input;
  /** Aborted when the run is cancelled, taken over elsewhere, or this instance stops. */
  signal: AbortSignal;
  /** Records how far the run is (and notices a cancel); throws once the run is no longer ours. */
  progress(done: number, total: number): Promise<void>;
}

export interface JobOutcome {
  /** Kept with the run (JSON). */
  result?: unknown;
  /** Writes the run's results in the transaction that completes it. */
  persist?: (tx: Tx) => Promise<void>;
}

export interface JobKind<Input> {
  /** Also the pg-boss queue name. */
  kind: string;
  /** Retries after a lost instance or a shutdown; an error in the job itself is not retried. */
  retryLimit: number;
  /** Runs of this kind one instance works on at once. */
  concurrency: number;
  run(context: JobContext<Input>): Promise<JobOutcome>;
}

export interface DurableJobsOptions {
  database: Database;
  heartbeatMs: number;
  staleAfterMs: number;
  /** How often an idle worker asks pg-boss for work. */
  pollingIntervalSeconds?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Names this instance in job_runs.instance_id (default host, pid and a random part). */
  instanceId?: string;
}

type StopReason = 'canceled' | 'superseded' | 'shutdown';

class RunStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`run stopped: ${reason}`);
  }
}

interface ActiveRun {
  kind: string;
  attempt: number;
  controller: AbortController;
  settled: Promise<void>;
}

/** Expiry of a pg-boss job; the heartbeat sweep finds a lost instance far sooner. */
const JOB_EXPIRY_SECONDS = 6 * 60 * 60;
/** Heartbeats a run may miss before its status says it is interrupted. */
const INTERRUPTED_AFTER_BEATS = 3;
/** How long stopping waits for runs in progress to hand themselves back. */
const STOP_WAIT_MS = 5_000;

export class DurableJobs {
  readonly instanceId: string;
  readonly #options: DurableJobsOptions;
  readonly #kinds = new Map<string, JobKind<unknown>>();
  readonly #active = new Map<string, ActiveRun>();
  readonly #workerIds = new Map<string, string[]>();
  #boss: PgBoss | null = null;
  #sweepTimer: NodeJS.Timeout | undefined;
  #sweeping: Promise<void> | undefined;
  #stopping = false;

  constructor(options: DurableJobsOptions) {
    this.#options = options;
    this.instanceId = options.instanceId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  /** Adds a job kind; before `start()`. */
  define<Input>(kind: JobKind<Input>): void {
    if (this.#boss) throw new Error(`job kind ${kind.kind} defined after start`);
    this.#kinds.set(kind.kind, kind as JobKind<unknown>);
  }

  /** Creates pg-boss's schema when missing, its queues, and starts the workers and the sweep. */
  async start(): Promise<void> {
    const boss = new PgBoss({
      db: sqlExecutorOf(this.#options.database) as never,
      // No cron schedules and no state monitor: less polling on one embedded connection.
      schedule: false,
      supervise: true,
    });
    boss.on('error', (error: unknown) => this.#options.log?.warn({ err: error }, 'Achtergrondtaken: pg-boss meldt een fout'));
    await boss.start();
    this.#boss = boss;
    for (const kind of this.#kinds.values()) {
      await boss.createQueue(kind.kind, { name: kind.kind, retryLimit: kind.retryLimit, retryDelay: 0, expireInSeconds: JOB_EXPIRY_SECONDS });
      const ids: string[] = [];
      for (let worker = 0; worker < kind.concurrency; worker += 1) {
        ids.push(
          await boss.work(kind.kind, { batchSize: 1, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
            if (job) await this.#runJob(kind, job.id);
          }),
        );
      }
      this.#workerIds.set(kind.kind, ids);
    }
    const sweepEvery = Math.max(250, Math.floor(this.#options.staleAfterMs / 2));
    this.#sweepTimer = setInterval(() => void this.sweep(), sweepEvery);
    this.#sweepTimer.unref();
    void this.sweep();
  }

  /**
   * Stops taking work; runs in progress here are aborted and handed back to the queue, so another
   * instance (or this one after a restart) runs them again.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#sweepTimer);
    await this.#sweeping;
    for (const run of this.#active.values()) run.controller.abort(new RunStopped('shutdown'));
    // A job that ignores the abort is not waited for long: its heartbeat stops with the
    // instance, and the sweep of another instance (or after the restart) takes it over.
    const settled = Promise.all([...this.#active.values()].map((run) => run.settled));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    await this.#boss?.stop({ graceful: true, wait: true, timeout: 1_000 });
    this.#boss = null;
  }

  /** Queues a run; refuses (RunAlreadyActive) while a run of this name is Running. */
  async enqueue(kind: string, name: string, input: unknown): Promise<JobRun> {
    const boss = this.#requireBoss();
    if (!this.#kinds.has(kind)) throw new Error(`unknown job kind ${kind}`);
    const id = randomUUID();
    const run = await insertRun(this.#options.database.db, { id, kind, name, input });
    try {
      await boss.send(kind, { name }, { id });
    } catch (error) {
      await failRun(this.#options.database.db, id, null, jobTexts.neverStarted);
      throw error;
    }
    this.#askWorkersNow(kind);
    return run;
  }

  /** Cancels the Running run of a name, wherever it runs; null when none runs. */
  async cancel(name: string): Promise<JobRun | null> {
    const canceled = await cancelRunNamed(this.#options.database.db, name);
    if (!canceled) return null;
    await this.#requireBoss().cancel(canceled.kind, canceled.id);
    // Here it stops at once; on another instance at its next heartbeat or progress.
    this.#active.get(canceled.id)?.controller.abort(new RunStopped('canceled'));
    return canceled;
  }

  latest(name: string): Promise<JobRun | null> {
    return latestRun(this.#options.database.db, name);
  }

  latestCompleted(name: string): Promise<JobRun | null> {
    return latestCompletedRun(this.#options.database.db, name);
  }

  /**
   * The run as the screens see it. Interrupted: Running, and its heartbeat missed a few beats (or
   * it was handed back), so the screen can say it resumes by itself before the sweep, after
   * `staleAfterMs`, gives it to an instance.
   */
  async statusOf(run: JobRun): Promise<JobRunStatus> {
    const afterMs = Math.min(INTERRUPTED_AFTER_BEATS * this.#options.heartbeatMs, this.#options.staleAfterMs);
    return jobRunStatusOf(run, run.status === 'Running' && (await isInterrupted(this.#options.database.db, run.id, afterMs)));
  }

  /**
   * Resolves with the run once it is no longer Running, wherever it runs (the table is asked every
   * `pollMs`); null when it does not exist. Rejects when `signal` aborts: the run itself goes on.
   */
  async finished(runId: string, signal?: AbortSignal, pollMs = 250): Promise<JobRun | null> {
    for (;;) {
      signal?.throwIfAborted();
      const run = await runById(this.#options.database.db, runId);
      if (!run || run.status !== 'Running') return run;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /**
   * Finds runs whose instance is gone (heartbeat stale) and hands them back to pg-boss, which
   * retries them or, with no retries left, fails them; and settles waiting runs whose pg-boss job
   * ended without them. Every instance sweeps; a conditional update lets one win each run.
   */
  sweep(): Promise<void> {
    if (this.#sweeping || !this.#boss) return this.#sweeping ?? Promise.resolve();
    this.#sweeping = this.#sweepOnce()
      .catch((error: unknown) => this.#options.log?.warn({ err: error }, 'Achtergrondtaken: controle op afgebroken taken mislukt'))
      .finally(() => {
        this.#sweeping = undefined;
      });
    return this.#sweeping;
  }

  async #sweepOnce(): Promise<void> {
    const { db } = this.#options.database;
    const boss = this.#requireBoss();
    for (const run of await staleClaims(db, this.#options.staleAfterMs)) {
      if (this.#stopping) return;
      if (!(await releaseIfStale(db, run.id, run.attempt, this.#options.staleAfterMs))) continue;
      this.#options.log?.warn({ runId: run.id, name: run.name, instanceId: run.instanceId }, 'Achtergrondtaak zonder levensteken: opnieuw in de wachtrij');
      await boss.fail(run.kind, run.id, { message: jobTexts.instanceLost });
      await this.#settleWaiting(run);
    }
    for (const run of await waitingRuns(db, this.#options.staleAfterMs)) {
      if (this.#stopping) return;
      await this.#settleWaiting(run);
    }
  }

  /**
   * A run no instance holds: Canceled when its job was cancelled; Failed when its attempts are used
   * up; otherwise it waits for its job, which is queued again when pg-boss would not fetch it.
   */
  async #settleWaiting(run: JobRun): Promise<void> {
    const { db } = this.#options.database;
    const boss = this.#requireBoss();
    const state = (await boss.getJobById(run.kind, run.id))?.state;
    const fetchable = state === 'created' || state === 'retry' || state === 'active';
    if (state === 'cancelled') return cancelWaitingRun(db, run.id);
    const kind = this.#kinds.get(run.kind);
    // A kind this instance does not define: pg-boss's own count is all there is.
    const retriesLeft = kind ? run.attempt <= kind.retryLimit : fetchable;
    if (!retriesLeft) return failWaitingRun(db, run.id, jobTexts.instanceLost);
    if (fetchable || !kind) return;
    // Gone from the queue although the run was not done: the same id again, with the retries left
    // after the attempt it is about to start. A second sweeper doing the same at once at worst
    // starts one attempt that loses its claim to the next.
    this.#options.log?.warn({ runId: run.id, name: run.name, jobState: state ?? null }, 'Achtergrondtaak niet meer in de wachtrij: opnieuw in de wachtrij');
    await boss.deleteJob(kind.kind, run.id);
    await boss.send(kind.kind, { name: run.name }, { id: run.id, retryLimit: kind.retryLimit - run.attempt });
    this.#askWorkersNow(kind.kind);
  }

  /** This instance's workers of a kind ask for work at once instead of at their next poll. */
  #askWorkersNow(kind: string): void {
    for (const workerId of this.#workerIds.get(kind) ?? []) this.#boss?.notifyWorker(workerId);
  }

  async #runJob(kind: JobKind<unknown>, runId: string): Promise<void> {
    const { db } = this.#options.database;
    if (this.#stopping) throw new Error('instance stopping');
    const run = await claimRun(db, runId, this.instanceId);
    if (!run) return; // cancelled or finished before this attempt: nothing to do
    const controller = new AbortController();
    let settle: () => void = () => undefined;
    const active: ActiveRun = { kind: kind.kind, attempt: run.attempt, controller, settled: new Promise((resolve) => (settle = resolve)) };
    this.#active.set(runId, active);

    const lostClaim = async () => {
      const latest = await runById(db, runId);
      controller.abort(new RunStopped(latest?.status === 'Canceled' ? 'canceled' : 'superseded'));
    };
    const heartbeat = setInterval(() => {
      touchRun(db, runId, run.attempt)
        .then((alive) => (alive ? undefined : lostClaim()))
        .catch((error: unknown) => this.#options.log?.warn({ err: error, runId }, 'Achtergrondtaak: levensteken niet geschreven'));
    }, this.#options.heartbeatMs);

    let lastProgressAt = 0;
    const context: JobContext<unknown> = {
      runId,
      name: run.name,
      input: run.input,
      signal: controller.signal,
      progress: async (done, total) => {
        controller.signal.throwIfAborted();
        const now = Date.now();
        if (done < total && now - lastProgressAt < 250) return;
        lastProgressAt = now;
        if (!(await touchRun(db, runId, run.attempt, { done, total }))) await lostClaim();
        controller.signal.throwIfAborted();
      },
    };

    try {
      const outcome = await kind.run(context);
      controller.signal.throwIfAborted();
      const completed = await db.transaction(async (tx) => {
        // Claim first: a lost claim rolls back what persist wrote.
        if (!(await completeRun(tx, runId, run.attempt, outcome.result))) return false;
        await outcome.persist?.(tx);
        return true;
      });
      if (!completed) this.#options.log?.warn({ runId }, 'Achtergrondtaak klaar, maar niet meer van deze poging: resultaat niet bewaard');
    } catch (error) {
      const reason = controller.signal.aborted && controller.signal.reason instanceof RunStopped ? controller.signal.reason.reason : null;
      if (reason === 'shutdown') {
        // Back to the queue for another instance, or this one after its restart.
        if (await releaseRun(db, runId, run.attempt)) await this.#boss?.fail(kind.kind, runId, { message: 'instance stopped' });
      } else if (reason === null) {
        this.#options.log?.error({ err: error, runId, name: run.name }, 'Achtergrondtaak mislukt');
        await failRun(db, runId, run.attempt, error instanceof JobFailure ? error.message : jobTexts.unexpected);
      }
    } finally {
      clearInterval(heartbeat);
      this.#active.delete(runId);
      settle();
    }
  }

  #requireBoss(): PgBoss {
    if (!this.#boss) throw new Error('durable jobs not started');
    return this.#boss;
  }
}

/** A job's own failure, with the Dutch reason the screen shows. */
export class JobFailure extends Error {}
