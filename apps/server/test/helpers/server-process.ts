import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts src/server.ts as a real process (through tsx), for what only a process can show: the
// data-dir lock between processes, exit codes, signal handling.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

// Every server a test file starts is stopped when its test process ends, whatever the test did: a
// test that timed out waiting for an exit (a server that should have refused to start, on a
// loaded machine) otherwise leaves a running server behind, in its own process group, for hours.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns the server with exactly this environment (plus PATH/HOME), nothing inherited; `args`
 * runs another program of apps/server in its place (the supervised server of restart.test.ts).
 */
export function startServerProcess(env: Record<string, string>, args = ['--import', 'tsx', 'src/server.ts']): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    // Only PATH and HOME are inherited: a DATABASE_URL of the test run must not leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until the process logs that it listens; returns the address it listens on. */
// The limit is generous: a first start migrates and seeds, and on a loaded build machine (suites
// side by side) that has taken over 30 s. It bounds a hang; it measures nothing.
export async function waitUntilListening(server: ServerProcess, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { address?: string };
      if (entry.address) return entry.address;
    }
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}${server.stdout()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start within ${timeoutMs} ms: ${server.stderr()}${server.stdout()}`);
}

/**
 * Stops a server that may still run: SIGTERM, and SIGKILL if it has not ended within `graceMs`
 * (a test's cleanup must not hang on a server that does not stop).
 */
export async function stopServerProcess(server: ServerProcess, graceMs = 15_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(killer);
}
