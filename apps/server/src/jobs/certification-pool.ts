import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CertificationResult } from '@afd/afd';
import type { CertificationTask } from './certification-task.ts';
import { SharedValueSender } from './shared-task-values.ts';
import { WorkerOutOfMemory } from './worker-task-stopped.ts';
import { WorkerTaskTimeout } from './worker-task-timeout.ts';
import { runWorkerTask, type WorkerInputs, type WorkerResults, type WorkerTask, type WorkerTaskKind } from './worker-task.ts';

// CPU-heavy work (certification: XSD compile, tree comparison, XPath; parsing an uploaded catalogue
// or baseline) runs on worker threads so the event loop keeps serving every other request. One
// task per worker at a time; the rest wait in a queue. A task that runs past its time limit has
// its worker terminated (the only way to stop synchronous code) and replaced; the queue goes on.
// Each worker's heap has a ceiling (resourceLimits): a task that needs more (a workbook of millions
// of cells) ends its worker with ERR_WORKER_OUT_OF_MEMORY; that task fails with a Dutch 422, the
// worker is replaced, and the process (whose own heap is untouched) goes on.
// From sources the worker starts through tsx; a bundle needs dist/certification-worker.js (an
// esbuild entry point next to server.js). Where neither is found the pool runs tasks on the
// calling thread instead (no time limit there: nothing can interrupt the thread itself).

export interface CertificationPoolOptions {
  /** Number of worker threads; default the available cores. 0 runs every task inline. */
  size?: number;
  /** Longest a task may run in a worker, from the moment it is handed to one; default 120 s. */
  taskTimeoutMs?: number;
  /**
   * A worker idle this long is stopped; default 30 s. Its heap and its WebAssembly memory
   * (libxml2's never shrinks) go back to the system; the next task starts a worker again.
   */
  idleMs?: number;
  /**
   * Ceiling of each worker's JavaScript heap (old generation), in MB; default 1024. WebAssembly
   * memory (libxml2) and ArrayBuffers are outside it. The large benchmark certification (5.7 MB schema)
   * needs 384 MB and fails at 320.
   */
  maxMemoryMb?: number;
}

export interface TaskOptions {
  /** This task's own limit instead of the pool's. */
  timeoutMs?: number;
}

interface Pending {
  id: number;
  task: WorkerTask;
  timeoutMs: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
  /** Stops the worker when it stays without a task for the pool's idle time. */
  idleTimer: NodeJS.Timeout | null;
  /** Terminated or failed: no longer takes tasks, and its late events are ignored. */
  retired: boolean;
  /** What this worker already holds of the large inputs (a library, a baseline XSD). */
  shared: SharedValueSender;
}

export const defaultTaskTimeoutMs = 120_000;
export const defaultWorkerIdleMs = 30_000;
export const defaultWorkerMaxMemoryMb = 1024;

/** A worker's heap limits for a ceiling of `maxMemoryMb`: the young generation (short-lived objects) a small part of it. */
function resourceLimitsOf(maxMemoryMb: number): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.min(48, Math.floor(maxMemoryMb / 8))) };
}

const isOutOfMemory = (error: Error) => (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

const bootUrl = new URL('./certification-worker-boot.mjs', import.meta.url);
const workerUrl = new URL('./certification-worker.ts', import.meta.url);
/** In a bundle (dist/server.js), the worker bundled as dist/certification-worker.js. */
const bundledWorkerUrl = new URL('./certification-worker.js', import.meta.url);

const exists = (url: URL) => url.protocol === 'file:' && existsSync(fileURLToPath(url));

/** How to start a worker here: the bundled worker, the TypeScript sources through tsx, or none. */
function workerStart(): { url: URL; workerData?: { entry: string } } | null {
  if (exists(bundledWorkerUrl)) return { url: bundledWorkerUrl };
  if (exists(bootUrl) && exists(workerUrl)) return { url: bootUrl, workerData: { entry: workerUrl.href } };
  return null;
}

export class CertificationPool {
  readonly size: number;
  readonly taskTimeoutMs: number;
  readonly idleMs: number;
  readonly maxMemoryMb: number;
  private readonly workers: PoolWorker[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  private readonly start = workerStart();

  constructor(options: CertificationPoolOptions = {}) {
    const wanted = options.size ?? availableParallelism();
    this.size = this.start ? Math.max(0, Math.floor(wanted)) : 0;
    this.taskTimeoutMs = options.taskTimeoutMs ?? defaultTaskTimeoutMs;
    this.idleMs = options.idleMs ?? defaultWorkerIdleMs;
    this.maxMemoryMb = options.maxMemoryMb ?? defaultWorkerMaxMemoryMb;
  }

  /** Worker threads currently started (busy or idle). */
  get started(): number {
    return this.workers.length;
  }

  /** Tasks currently running in a worker (not those waiting in the queue). */
  get running(): number {
    return this.workers.filter((entry) => entry.busy !== null).length;
  }

  /** Certifies in a worker (or inline for a pool of size 0). */
  run(task: CertificationTask, options: TaskOptions = {}): Promise<CertificationResult> {
    return this.perform('certify', task, options);
  }

  /** Runs a task of any kind in a worker (or inline for a pool of size 0). */
  perform<K extends WorkerTaskKind>(kind: K, input: WorkerInputs[K], options: TaskOptions = {}): Promise<WorkerResults[K]> {
    if (this.closed) return Promise.reject(new Error('certification pool is closed'));
    if (this.size === 0) return Promise.resolve().then(() => runWorkerTask({ kind, input }));
    return new Promise((resolve, reject) => {
      const task = { kind, input } as WorkerTask;
      this.queue.push({ id: this.nextId++, task, timeoutMs: options.timeoutMs ?? this.taskTimeoutMs, resolve: resolve as (result: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; queued tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('certification pool is closed'));
    const workers = this.workers.splice(0);
    for (const entry of workers) this.retire(entry);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = this.workers.find((candidate) => candidate.busy === null) ?? this.startWorker();
      if (!idle) return;
      const pending = this.queue.shift();
      if (!pending) return;
      idle.busy = pending;
      if (idle.idleTimer) clearTimeout(idle.idleTimer);
      idle.idleTimer = null;
      // Unref'd like the workers: a pending limit alone does not hold the process open.
      idle.timer = setTimeout(() => this.expire(idle), pending.timeoutMs).unref();
      idle.worker.postMessage({ id: pending.id, task: idle.shared.pack(pending.task) });
    }
  }

  /** The running task took too long: fail it, terminate its worker, let the queue go on. */
  private expire(entry: PoolWorker): void {
    const pending = entry.busy;
    this.remove(entry);
    void entry.worker.terminate();
    pending?.reject(new WorkerTaskTimeout(pending.timeoutMs));
    this.dispatch();
  }

  /** Takes a worker out of the pool; its running task (if any) is the caller's to settle. */
  private remove(entry: PoolWorker): void {
    this.retire(entry);
    const index = this.workers.indexOf(entry);
    if (index >= 0) this.workers.splice(index, 1);
  }

  private retire(entry: PoolWorker): void {
    entry.retired = true;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.busy = null;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
  }

  /** After a task: a worker that gets no new one within the idle time is stopped. */
  private stopWhenIdle(entry: PoolWorker): void {
    if (entry.retired || entry.busy !== null) return;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = setTimeout(() => {
      if (entry.retired || entry.busy !== null) return;
      this.remove(entry);
      void entry.worker.terminate();
    }, this.idleMs).unref();
  }

  private startWorker(): PoolWorker | null {
    if (this.closed || this.workers.length >= this.size || !this.start) return null;
    const worker = new Worker(this.start.url, { workerData: this.start.workerData, resourceLimits: resourceLimitsOf(this.maxMemoryMb) });
    const entry: PoolWorker = { worker, busy: null, timer: null, idleTimer: null, retired: false, shared: new SharedValueSender() };
    entry.worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      if (entry.retired) return;
      const pending = entry.busy;
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
      entry.busy = null;
      if (pending && pending.id === message.id) {
        if ('result' in message) pending.resolve(message.result);
        else pending.reject(new Error(message.error ?? 'worker task failed'));
      }
      this.dispatch();
      this.stopWhenIdle(entry);
    });
    const fail = (error: Error) => {
      if (entry.retired) return;
      const pending = entry.busy;
      this.remove(entry);
      pending?.reject(error);
      this.dispatch();
    };
    entry.worker.on('error', (error) => fail(isOutOfMemory(error) ? new WorkerOutOfMemory(this.maxMemoryMb) : error));
    // A worker that ends by itself (out of memory, process.exit in a dependency) must not leave its task hanging.
    entry.worker.on('exit', (code) => fail(new Error(`worker stopped (exit code ${code})`)));
    entry.worker.unref();
    this.workers.push(entry);
    return entry;
  }
}
