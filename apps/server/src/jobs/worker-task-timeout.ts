import { WorkerTaskStopped } from './worker-task-stopped.ts';

// A worker task that ran past WORKER_TASK_TIMEOUT_MS (a pathological XPath predicate, a huge
// schema): its worker was terminated and replaced. The caller's request answers 503 in Dutch;
// trying again later may succeed when the server was only busy, and the limit protects the rest.

export class WorkerTaskTimeout extends WorkerTaskStopped {
  constructor(readonly timeoutMs: number) {
    super(503, 'Controle afgebroken', 'De controle duurde te lang en is afgebroken.');
    this.name = 'WorkerTaskTimeout';
  }
}
