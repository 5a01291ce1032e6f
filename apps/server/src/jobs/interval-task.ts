import type { FastifyInstance } from 'fastify';

// A task every instance runs on its own timer while the app is up (the upload purge, the fan-out
// of notices of change): first when the app is ready, then every interval; never twice at once;
// stopped, with a run in progress awaited, when the app closes, so the database is never closed
// under it. The task says itself what went right or wrong; a rejection is left to it too.

export function runOnInterval(app: FastifyInstance, intervalMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const run = () => {
    if (running || closing) return;
    running = task().finally(() => {
      running = undefined;
    });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    // A timer alone must not keep the process (or a test run) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
