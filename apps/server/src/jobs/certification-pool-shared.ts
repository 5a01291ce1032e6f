import { availableParallelism } from 'node:os';
import { CertificationPool } from './certification-pool.ts';

// One worker pool for the whole process, sized by WORKER_THREADS (default: one fewer than the
// cores, at least 1, leaving a core to the event loop), each task limited to WORKER_TASK_TIMEOUT_MS
// and each worker's heap to WORKER_MAX_MEMORY_MB.
// Each module that certifies or parses uploads acquires it and releases it when the app closes;
// the last release stops the workers. Separate pools per module would start up to twice the cores
// in threads when validation and revalidation overlap.

export function defaultWorkerThreads(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export interface PoolLease {
  pool: CertificationPool;
  /** Gives the lease back; the pool closes when no one holds it any more. */
  release(): Promise<void>;
}

export interface PoolSettings {
  workerThreads: number | null;
  workerTaskTimeoutMs?: number;
  workerIdleMs?: number;
  workerMaxMemoryMb?: number;
}

/**
 * A holder count around one pool at a time. The first acquirer's size counts (one configuration
 * per process); an app built again after every holder released (tests) gets a fresh pool.
 */
export function sharedPoolHolder(): (settings: PoolSettings) => PoolLease {
  let shared: { pool: CertificationPool; holders: number } | null = null;
  return (settings) => {
    if (!shared) {
      const pool = new CertificationPool({
        size: settings.workerThreads ?? defaultWorkerThreads(),
        taskTimeoutMs: settings.workerTaskTimeoutMs,
        idleMs: settings.workerIdleMs,
        maxMemoryMb: settings.workerMaxMemoryMb,
      });
      shared = { pool, holders: 0 };
    }
    const current = shared;
    current.holders += 1;
    let released = false;
    return {
      pool: current.pool,
      async release() {
        if (released) return;
        released = true;
        current.holders -= 1;
        if (current.holders > 0) return;
        if (shared === current) shared = null;
        await current.pool.close();
      },
    };
  };
}

/** The process-wide pool. */
export const acquireCertificationPool = sharedPoolHolder();
