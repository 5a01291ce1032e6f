import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAfdCertify } from '@afd/afd/cli';

// The offline checker as a member runs it, for the parity tests: files on disk in a folder of
// their own, the command's entry (runAfdCertify, with real file reads) or the real process
// (packages/afd/bin/afd-certify.mjs, or the npm bin link that `npm ci` makes).

export interface CliMessage {
  severity: number;
  message: string;
  description: string;
}

export interface CliJsonReport {
  verdict: 'valide' | 'handmatig' | 'niet-valide';
  manualValidation: boolean;
  messages: CliMessage[];
}

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const afdCertifyLauncher = path.join(repositoryRoot, 'packages/afd/bin/afd-certify.mjs');
export const afdCertifyBinLink = path.join(repositoryRoot, 'node_modules/.bin/afd-certify');

/** A temporary folder for packages and files; `remove` at the end. */
export function workFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'afd-certify-parity-'));
  return {
    /** Writes the file under its own name (messages name it), in a subfolder so names may repeat. */
    write(subfolder: string, name: string, content: string | Uint8Array): string {
      mkdirSync(path.join(folder, subfolder), { recursive: true });
      const file = path.join(folder, subfolder, name);
      writeFileSync(file, content);
      return file;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The command's entry in this process, reading real files. */
export function runCliEntry(argv: string[]): CliRun {
  let stdout = '';
  let stderr = '';
  const exitCode = runAfdCertify(argv, {
    readFile: (file) => readFileSync(file),
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { exitCode, stdout, stderr };
}

/** The command as a process: `node <launcher> ...argv` (or the bin link itself). */
export function runCliProcess(argv: string[], command = afdCertifyLauncher): CliRun {
  const result = spawnSync(command === afdCertifyLauncher ? process.execPath : command, command === afdCertifyLauncher ? [command, ...argv] : argv, {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { exitCode: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The --json report of a certification through the entry. */
export function certifyWithCli(packageFile: string, file: string): CliJsonReport & { exitCode: number } {
  const run = runCliEntry(['--baseline', packageFile, '--json', file]);
  if (run.exitCode === 2) throw new Error(`afd-certify refused its input: ${run.stderr}`);
  return { ...(JSON.parse(run.stdout) as CliJsonReport), exitCode: run.exitCode };
}

/**
 * The offline messages with the keys the portal's answer carries. The wire contract decides which
 * of a message's keys reach the screen (a key the domain adds before the contract has it, such as
 * a counterexample, is not shown by the portal yet); every key the portal does answer must be equal.
 */
export function asAnswered(offline: CliMessage[], portal: CliMessage[]): CliMessage[] {
  const answeredKeys = new Set(['severity', 'message', 'description', ...portal.flatMap((message) => Object.keys(message))]);
  return offline.map((message) => Object.fromEntries(Object.entries(message).filter(([key]) => answeredKeys.has(key))) as unknown as CliMessage);
}
