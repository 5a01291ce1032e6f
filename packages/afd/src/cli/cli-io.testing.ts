import type { CliIo } from './cli-input.ts';

// Test support for the offline commands: a command run over files in memory, its output caught.

/** Runs the command with `files` as the only readable files; answers its exit code and output. */
export function runWithFiles(command: (argv: readonly string[], io: CliIo) => number, argv: string[], files: Record<string, string | Uint8Array>) {
  let stdout = '';
  let stderr = '';
  const exitCode = command(argv, {
    readFile: (path) => {
      const content = files[path];
      if (content === undefined) throw new Error('ENOENT');
      return typeof content === 'string' ? new TextEncoder().encode(content) : content;
    },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { exitCode, stdout, stderr };
}
