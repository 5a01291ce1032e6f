import { Worker } from 'node:worker_threads';

// Time per request over real HTTP, one request at a time on one keep-alive connection, measured
// from a thread of its own (http-latency-worker.mjs): each load in turn, in a new order each
// round, so all see the same machine and none always follows the same neighbour.

export interface LatencyLoad {
  url: string;
  headers?: Record<string, string>;
}

/** Milliseconds per request, for each load in order: `rounds` samples each, after `warmupRounds` not counted. */
export function sequentialHttpLatencies(loads: readonly LatencyLoad[], { rounds, warmupRounds = 10 }: { rounds: number; warmupRounds?: number }): Promise<number[][]> {
  const worker = new Worker(new URL('./http-latency-worker.mjs', import.meta.url), { execArgv: [] });
  return new Promise<number[][]>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (answer: { samples?: number[][]; error?: string }) => (answer.samples ? resolve(answer.samples) : reject(new Error(answer.error))));
    worker.postMessage({ loads, rounds, warmupRounds });
  }).finally(() => worker.terminate());
}
