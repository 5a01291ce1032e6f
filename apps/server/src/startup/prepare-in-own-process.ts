import { spawn } from 'node:child_process';

// Each start migrates the database and seeds the demo data (once), and on a fresh embedded
// database PGlite first runs initdb in a WebAssembly instance of its own. That one-off work leaves
// hundreds of megabytes behind in the process that did it: V8 gives the initdb instance back only
// at a later full collection, and the C allocator keeps what the seed's buffers fragmented
// (bench:memory, idle 45 s after a first start: 429-856 MB; after a start on the same data:
// 367-377 MB). So the server runs it in a short-lived child of its own, under the server's
// data-directory lock, and serves from a process that never held that garbage: the child's
// memory goes back to the system when it exits.

/** The argument that makes the server program prepare the database and exit. */
export const prepareOnlyArgument = '--alleen-voorbereiden';

/** Whether this process is the child that prepares the database. */
export function isPreparationProcess(argv: readonly string[] = process.argv): boolean {
  return argv.includes(prepareOnlyArgument);
}

/**
 * Runs this same program (same Node options; the environment is inherited) with the preparation
 * argument and answers its exit code; the child prints what went wrong itself (async: a failure
 * to start it rejects, like its 'error' event, and never throws past the caller's catch). A stop signal meanwhile is
 * passed on, and the answer waits until the child has gone: it never works on after the server.
 */
export async function prepareInOwnProcess(): Promise<number> {
  const script = process.argv[1];
  if (script === undefined) throw new Error('the server program has no script path to run again');
  const child = spawn(process.execPath, [...process.execArgv, script, prepareOnlyArgument], { stdio: 'inherit' });
  const passOn = (signal: NodeJS.Signals) => child.kill(signal);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.on(signal, passOn);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const signal of signals) process.off(signal, passOn);
      resolve(code ?? 1);
    });
  });
}
