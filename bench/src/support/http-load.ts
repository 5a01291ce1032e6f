import { Worker } from 'node:worker_threads';

// Requests per second over real HTTP (issue 17: register lookups on one instance): a load
// generator in its own thread, with keep-alive connections, each waiting for its answer
// before it sends the next request.

export interface LoadResult {
  /** Answers with status 200 per second. */
  perSecond: number;
  completed: number;
  failed: number;
  seconds: number;
}

export function httpLoad(url: string, { headers = {}, connections = 50, durationMs = 5_000 }: { headers?: Record<string, string>; connections?: number; durationMs?: number } = {}): Promise<LoadResult> {
  const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: { url, headers, connections, durationMs }, execArgv: [] });
  return new Promise((resolve, reject) => {
    worker.once('message', ({ completed, failed, seconds }: { completed: number; failed: number; seconds: number }) =>
      resolve({ perSecond: completed / seconds, completed, failed, seconds }),
    );
    worker.once('error', reject);
  });
}

/**
 * Several loads measured in turns of `turnMs` for `rounds` rounds, so that each sees the same
 * machine (others' work on it comes and goes); answers each load's totals, in order.
 */
export async function interleavedHttpLoads(
  loads: readonly { url: string; headers?: Record<string, string> }[],
  { connections = 50, rounds = 5, turnMs = 1_000 }: { connections?: number; rounds?: number; turnMs?: number } = {},
): Promise<LoadResult[]> {
  const totals = loads.map(() => ({ completed: 0, failed: 0, seconds: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, load] of loads.entries()) {
      const result = await httpLoad(load.url, { headers: load.headers, connections, durationMs: turnMs });
      const total = totals[index];
      if (!total) continue;
      total.completed += result.completed;
      total.failed += result.failed;
      total.seconds += result.seconds;
    }
  }
  return totals.map((total) => ({ ...total, perSecond: total.completed / total.seconds }));
}
