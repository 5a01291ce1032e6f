// The latency measurer of http-latency.ts, in a thread of its own: one keep-alive connection,
// one request at a time, the loads in the order given for each round, timed from sending the
// request to the last byte of its answer. In its own thread its garbage (and its collections)
// are not the server's: timed through app.inject, the harness's own copies of each answer were
// most of what V8 promoted on the server's thread, and its pauses fell on the timed requests.
// Plain JavaScript: a worker needs no loader.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const timedGet = ({ url, headers }) =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`${url}: ${response.statusCode}`))));
    });
    request.on('error', reject);
  });

parentPort.on('message', async ({ loads, orders, warmupRounds }) => {
  try {
    const samples = loads.map(() => []);
    for (const [round, order] of orders.entries()) {
      for (const index of order) {
        const took = await timedGet(loads[index]);
        if (round >= warmupRounds) samples[index].push(took);
      }
    }
    parentPort.postMessage({ samples });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
