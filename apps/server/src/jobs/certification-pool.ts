import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CertificationResult } from '@afd/afd';
import { runCertificationTask, type CertificationTask } from './certification-task.ts';

// Certification is CPU-heavy (XSD compile, tree comparison, XPath): a request that certifies many
// schemas (revalidation) spreads them over worker threads so the event loop keeps serving. One
// task per worker at a time; the rest wait in a queue. From sources the worker starts through tsx;
// a bundle needs dist/certification-worker.js (an esbuild entry point next to server.js). Where
// neither is found the pool runs tasks on the calling thread instead.

export interface CertificationPoolOptions {
  /** Number of worker threads; default the available cores. 0 runs every task inline. */
  size?: number;
}

interface Pending {
  id: number;
  task: CertificationTask;
  resolve: (result: CertificationResult) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | null;
}

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
  private readonly workers: PoolWorker[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  private readonly start = workerStart();

  constructor(options: CertificationPoolOptions = {}) {
    const wanted = options.size ?? availableParallelism();
    this.size = this.start ? Math.max(0, Math.floor(wanted)) : 0;
  }

  /** Certifies in a worker (or inline for a pool of size 0). */
  run(task: CertificationTask): Promise<CertificationResult> {
    if (this.closed) return Promise.reject(new Error('certification pool is closed'));
    if (this.size === 0) return Promise.resolve().then(() => runCertificationTask(task));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; queued tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('certification pool is closed'));
    await Promise.all(this.workers.splice(0).map(({ worker }) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = this.workers.find((candidate) => candidate.busy === null) ?? this.startWorker();
      if (!idle) return;
      const pending = this.queue.shift();
      if (!pending) return;
      idle.busy = pending;
      idle.worker.postMessage({ id: pending.id, task: pending.task });
    }
  }

  private startWorker(): PoolWorker | null {
    if (this.workers.length >= this.size || !this.start) return null;
    const entry: PoolWorker = { worker: new Worker(this.start.url, { workerData: this.start.workerData }), busy: null };
    entry.worker.on('message', (message: { id: number; result?: CertificationResult; error?: string }) => {
      const pending = entry.busy;
      entry.busy = null;
      if (pending && pending.id === message.id) {
        if (message.result) pending.resolve(message.result);
        else pending.reject(new Error(message.error ?? 'certification failed'));
      }
      this.dispatch();
    });
    entry.worker.on('error', (error) => {
      entry.busy?.reject(error);
      entry.busy = null;
      this.workers.splice(this.workers.indexOf(entry), 1);
      this.dispatch();
    });
    entry.worker.unref();
    this.workers.push(entry);
    return entry;
  }
}
