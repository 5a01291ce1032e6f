import { HttpProblem } from '../http/http-problem.ts';

// A worker task the pool stopped, its worker replaced and the queue going on: it ran past its time
// limit (worker-task-timeout.ts) or past the worker's memory ceiling (WORKER_MAX_MEMORY_MB). Only
// that task fails; whoever checks many items (revalidation) counts it as undecided and goes on.

export class WorkerTaskStopped extends HttpProblem {}

/**
 * The task's worker reached its memory ceiling (ERR_WORKER_OUT_OF_MEMORY): an upload too large or
 * too intricate to process, such as a workbook of millions of cells. 422: trying again will not help.
 */
export class WorkerOutOfMemory extends WorkerTaskStopped {
  constructor(readonly maxMemoryMb: number) {
    super(422, 'Te groot om te verwerken', 'Het bestand is te groot of te ingewikkeld om te verwerken.');
    this.name = 'WorkerOutOfMemory';
  }
}
