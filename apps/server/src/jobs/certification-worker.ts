import { parentPort } from 'node:worker_threads';
import { SharedValueStore } from './shared-task-values.ts';
import { runWorkerTask } from './worker-task.ts';

// The worker side of the pool: one task at a time (a certification or a parse), answered by its id;
// an asynchronous task (reading a workbook) is awaited before the answer.
// Large inputs that repeat arrive once and are named by id after that (shared-task-values.ts).

const shared = new SharedValueStore();

parentPort?.on('message', async (message: { id: number; task: unknown }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: await runWorkerTask(shared.unpack(message.task)) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
