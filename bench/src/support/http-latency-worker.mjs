// The latency measurer of http-latency.ts, in a thread of its own: one keep-alive connection,
// one request at a time, the loads in the order given for each round, timed from sending the
// request to the last byte of its answer. Node's client does not decode: the bytes counted are
// the body as sent (compressed when the load asked for it with Accept-Encoding), and the
// Content-Encoding is the server's. In its own thread its garbage (and its collections)
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
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        resolve({ took: performance.now() - start, bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    });
    request.on('error', reject);
  });

parentPort.on('message', async ({ loads, orders, warmupRounds }) => {
  try {
    const samples = loads.map(() => []);
    const answers = loads.map(() => ({ bytes: 0, encoding: 'identity' }));
    for (const [round, order] of orders.entries()) {
      for (const index of order) {
        const { took, bytes, encoding } = await timedGet(loads[index]);
        if (round >= warmupRounds) samples[index].push(took);
        answers[index] = { bytes, encoding };
      }
    }
    parentPort.postMessage({ samples, answers });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
