// Keeps the portal's server process running for `npm start` (embedded mode, where no container
// runtime restarts it). Plain Node, no dependencies.
//
// - The server tells this process over IPC when it listens ({ portal: 'listening' }). An exit
//   before that on the first start is a start-up refusal (configuration, data directory in use):
//   its code is passed on and nothing restarts.
// - Any other exit that was not asked for (a crash, a kill, an exit code other than 0) is said on
//   stderr and the server starts again after a short back-off; after `maxCrashes` such exits
//   within `windowMs` it gives up and exits 1.
// - Ctrl-C and SIGTERM are passed on once (the server runs in a process group of its own, so the
//   terminal's Ctrl-C does not reach it twice) and end supervision: the server closes in order,
//   releases the data directory, and its exit code becomes ours.
// - Whatever exit, what is left of the server's process group (a database preparation child of a
//   server killed during start-up) is ended before anything else happens.

import { spawn } from 'node:child_process';

/** Back-off before the 1st, 2nd, 3rd, ... restart within the window. */
export const defaultRestartDelaysMs = [1_000, 2_000, 5_000, 10_000];

/**
 * Runs `command args` until it ends as asked; resolves with the exit code for this process.
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *   restartDelaysMs?: number[], maxCrashes?: number, windowMs?: number,
 *   say?: (line: string) => void }} options
 * @returns {Promise<number>}
 */
export function supervise({ command, args, cwd, env, restartDelaysMs = defaultRestartDelaysMs, maxCrashes = 5, windowMs = 10 * 60_000, say = (line) => console.error(line) }) {
  return new Promise((resolve) => {
    /** @type {import('node:child_process').ChildProcess | null} */
    let child = null;
    /** @type {NodeJS.Signals | null} */
    let stopSignal = null;
    /** @type {NodeJS.Timeout | undefined} */
    let restartTimer;
    /** @type {number[]} */
    let crashes = [];
    let everListened = false;

    const finish = (code) => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      resolve(code);
    };

    const start = () => {
      let listened = false;
      const server = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true });
      child = server;
      server.on('message', (message) => {
        if (message && typeof message === 'object' && message.portal === 'listening') listened = everListened = true;
      });
      server.once('error', (error) => {
        say(`Het portaal kon niet starten: ${error.message}`);
        finish(1);
      });
      server.once('exit', (code, signal) => {
        child = null;
        // What the server started and left behind (its database preparation child, when it died
        // during start-up) must not work on beside the next server: end its whole process group.
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // nothing left
        }
        if (stopSignal) return finish(code ?? 0);
        if (!listened && !everListened) return finish(code ?? 1);
        if (code === 0) return finish(0);
        const now = Date.now();
        crashes = [...crashes.filter((at) => now - at < windowMs), now];
        const how = signal ? `signaal ${signal}` : `exitcode ${code}`;
        if (crashes.length >= maxCrashes) {
          say(`\nHet portaal is ${crashes.length} keer onverwacht gestopt binnen ${Math.round(windowMs / 60_000)} minuten (laatst: ${how}); het wordt niet opnieuw gestart.`);
          return finish(1);
        }
        const delay = restartDelaysMs[Math.min(crashes.length - 1, restartDelaysMs.length - 1)] ?? 1_000;
        say(`\nHet portaal is onverwacht gestopt (${how}); het start opnieuw over ${Math.round(delay / 100) / 10} s.`);
        restartTimer = setTimeout(start, delay);
      });
    };

    /** @type {[NodeJS.Signals, () => void][]} */
    const handlers = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => [
      signal,
      () => {
        stopSignal ??= signal;
        clearTimeout(restartTimer);
        // Not running (between crash and restart): nothing to stop.
        if (!child) return finish(0);
        child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
      },
    ]);
    for (const [signal, handler] of handlers) process.on(signal, handler);
    start();
  });
}
