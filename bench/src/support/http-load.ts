import { Worker } from 'node:worker_threads';

// Requests per second over real HTTP (issue 17: register lookups on one instance): a load
// generator (autocannon) in its own thread, with keep-alive connections, each waiting for its
// answer before it sends the next request. One thread serves every turn of a run: started once,
// its modules loaded and its code warm, so a turn measures the server and not a generator
// starting up beside it.

export interface LoadResult {
  /** Answers with status 200 per second. */
  perSecond: number;
  completed: number;
  failed: number;
  seconds: number;
}

interface Load {
  url: string;
  headers?: Record<string, string>;
}

/** A load generator thread; `run` one load at a time, `close` when done. */
export function loadGenerator() {
  const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { execArgv: [] });
  return {
    run({ url, headers = {} }: Load, { connections, durationMs }: { connections: number; durationMs: number }): Promise<LoadResult> {
      return new Promise((resolve, reject) => {
        const failed = (error: unknown) => {
          worker.off('message', answered);
          reject(error);
        };
        const answered = ({ completed, failed: failures, seconds }: { completed: number; failed: number; seconds: number }) => {
          worker.off('error', failed);
          resolve({ perSecond: completed / seconds, completed, failed: failures, seconds });
        };
        worker.once('message', answered);
        worker.once('error', failed);
        worker.postMessage({ url, headers, connections, durationMs });
      });
    },
    close: () => worker.terminate(),
  };
}

/**
 * Several loads measured in turns of `turnMs` for `rounds` rounds, so that each sees the same
 * machine (others' work on it comes and goes); answers each load's totals, in order. A first
 * round, not counted, warms the server's code paths and the generator.
 */
export async function interleavedHttpLoads(
  loads: readonly Load[],
  { connections = 50, rounds = 5, turnMs = 1_000 }: { connections?: number; rounds?: number; turnMs?: number } = {},
): Promise<LoadResult[]> {
  const generator = loadGenerator();
  try {
    for (const load of loads) await generator.run(load, { connections, durationMs: turnMs });
    const totals = loads.map(() => ({ completed: 0, failed: 0, seconds: 0 }));
    for (let round = 0; round < rounds; round++) {
      for (const [index, load] of loads.entries()) {
        const result = await generator.run(load, { connections, durationMs: turnMs });
        const total = totals[index];
        if (!total) continue;
        total.completed += result.completed;
        total.failed += result.failed;
        total.seconds += result.seconds;
      }
    }
    return totals.map((total) => ({ ...total, perSecond: total.completed / total.seconds }));
  } finally {
    await generator.close();
  }
}
