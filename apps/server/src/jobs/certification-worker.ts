import { parentPort } from 'node:worker_threads';
import { runCertificationTask, type CertificationTask } from './certification-task.ts';

// The worker side of the certification pool: one task at a time, answered by its id.

parentPort?.on('message', (message: { id: number; task: CertificationTask }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: runCertificationTask(message.task) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
