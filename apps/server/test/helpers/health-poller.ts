import { Worker } from 'node:worker_threads';

// Asks GET /healthz every `intervalMs` from a thread of its own, timing each answer there: the
// test's own thread is busy sending the attack's bodies, and a reading taken on it would time
// this process's stalls, not the server's.

export interface HealthReadings {
  /** Milliseconds from sending to the whole answer, in order. */
  durations: number[];
  /** Each status seen, and 0 for a request that failed without an answer. */
  statuses: number[];
}

const pollerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const durations = [];
const statuses = [];
let polling = true;
parentPort.on('message', () => { polling = false; });
(async () => {
  while (polling) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url);
      await response.arrayBuffer();
      statuses.push(response.status);
    } catch {
      statuses.push(0);
    }
    durations.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.intervalMs));
  }
  parentPort.postMessage({ durations, statuses });
})();
`;

/** Starts polling `${address}/healthz`; `stop()` ends it and answers the readings. */
export function pollHealth(address: string, intervalMs = 25): { stop(): Promise<HealthReadings> } {
  const worker = new Worker(pollerSource, { eval: true, workerData: { url: `${address}/healthz`, intervalMs } });
  const readings = new Promise<HealthReadings>((resolve, reject) => {
    worker.once('message', (message: HealthReadings) => resolve(message));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await readings;
      await worker.terminate();
      return result;
    },
  };
}
