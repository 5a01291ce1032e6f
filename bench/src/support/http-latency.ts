import { Worker } from 'node:worker_threads';
import { roundOrders } from './round-orders.ts';

// Time per request over real HTTP, one request at a time on one keep-alive connection, measured
// from a thread of its own (http-latency-worker.mjs): each load in turn, in a new order each
// round (round-orders.ts), so all see the same machine and none always follows the same neighbour. One thread
// serves every measurement of a run, so later ones do not start with a cold client.

export interface LatencyLoad {
  url: string;
  headers?: Record<string, string>;
}

/** A load's last answer as it came over the wire: its body's bytes and Content-Encoding. */
export interface AnswerAsSent {
  bytes: number;
  encoding: string;
}

export interface LatencyMeasurement {
  /** Milliseconds per request, for each load in order. */
  samples: number[][];
  /** Each load's last answer as sent. */
  answers: AnswerAsSent[];
}

/** A latency measurer; `measure` one set of loads at a time, `close` when done. */
export function latencyMeasurer() {
  const worker = new Worker(new URL('./http-latency-worker.mjs', import.meta.url), { execArgv: [] });
  return {
    /** Each load timed `rounds` times, after `warmupRounds` not counted, and its answer's size as sent. */
    measure(loads: readonly LatencyLoad[], { rounds, warmupRounds = 100 }: { rounds: number; warmupRounds?: number }): Promise<LatencyMeasurement> {
      return new Promise<LatencyMeasurement>((resolve, reject) => {
        const answered = (answer: { samples?: number[][]; answers?: AnswerAsSent[]; error?: string }) => {
          worker.off('error', failed);
          if (answer.samples && answer.answers) resolve({ samples: answer.samples, answers: answer.answers });
          else reject(new Error(answer.error));
        };
        const failed = (error: unknown) => {
          worker.off('message', answered);
          reject(error);
        };
        worker.once('message', answered);
        worker.once('error', failed);
        worker.postMessage({ loads, orders: roundOrders(loads.length, warmupRounds + rounds), warmupRounds });
      });
    },
    close: () => worker.terminate(),
  };
}
