// The load generator of http-load.ts, in a thread of its own so that it does not share the
// server's event loop: autocannon (the HTTP benchmarking tool of the Node.js world, the one
// Fastify's own figures are measured with), for each load it is sent: `connections` keep-alive
// connections, each sending its next GET as soon as the previous answer is read, for
// `durationMs`. It writes requests and parses answers on raw sockets, so on this 2-core machine
// it leaves the server more of the second core than Node's own HTTP client did (with that
// client the server sat a fifth idle: the figure measured the client).
// Plain JavaScript: a worker needs no loader.
import autocannon from 'autocannon';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', async ({ url, headers, connections, durationMs }) => {
  const result = await autocannon({ url, headers, connections, pipelining: 1, duration: durationMs / 1000 });
  parentPort.postMessage({
    completed: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  });
});
