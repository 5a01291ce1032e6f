// The load generator of http-load.ts, in a thread of its own so that it does not share the
// server's event loop: `connections` keep-alive connections, each sending its next GET as soon
// as the previous answer is read, for `durationMs`. Plain JavaScript: a worker needs no loader.
import http from 'node:http';
import { workerData, parentPort } from 'node:worker_threads';

const { url, headers, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
let completed = 0;
let failed = 0;

const once = () =>
  new Promise((resolve) => {
    const request = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });

const deadline = Date.now() + durationMs;
const start = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      if (await once()) completed++;
      else failed++;
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
agent.destroy();
parentPort.postMessage({ completed, failed, seconds });
