// Starts a certification worker from TypeScript sources (tests, `npm run dev`): registers tsx in
// this thread, then loads the worker module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
