import { parentPort } from 'node:worker_threads';
import { runWorkerTask, type WorkerTask } from './worker-task.ts';

// The worker side of the pool: one task at a time (a certification or a parse), answered by its id.

parentPort?.on('message', (message: { id: number; task: WorkerTask }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: runWorkerTask(message.task) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
