import { readZip } from '../uploads/read-zip.ts';
import { parseCatalogueUpload, type CatalogueUploadParse } from '../uploads/catalogue-upload.ts';
import { cliTexts } from './cli-texts.ts';

// What the offline commands (afd-certify, afd-compat) share: their I/O seam, and reading a file or
// a catalogue ZIP with a Dutch refusal (exit code 2) when it cannot be used.

export interface CliIo {
  /** The file's bytes; throws when it cannot be read. */
  readFile(path: string): Uint8Array;
  out(text: string): void;
  err(text: string): void;
}

/** Input the command cannot use: its message is printed and the exit code is 2. */
export class InputProblem extends Error {}

export type ReadCatalogue = Extract<CatalogueUploadParse, { ok: true }>;

/** The catalogue ZIP as the portal accepts it. */
export function readCatalogue(io: CliIo, path: string): ReadCatalogue {
  const zip = readZip(readInput(io, path), baseName(path));
  if (!zip.ok) throw new InputProblem(zip.reason);
  const parsed = parseCatalogueUpload(zip.entries);
  if (!parsed.ok) throw new InputProblem([parsed.title, ...parsed.problems].join('\n'));
  return parsed;
}

/** The file's bytes, or a Dutch refusal naming the path. */
export function readInput(io: CliIo, path: string): Uint8Array {
  try {
    return io.readFile(path);
  } catch {
    throw new InputProblem(cliTexts.unreadable(path));
  }
}

/** The file name of a path, either separator. */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** A command's arguments as its parser answers them; `problem` null means help was asked for. */
export type ParsedCommandLine<Arguments> = { ok: true; arguments: Arguments } | { ok: false; problem: string | null };

/** The frame of an offline command: usage on --help (exit 0) or a wrong call, Dutch input problems with exit code 2. */
export function runCommand<Arguments>(
  parsed: ParsedCommandLine<Arguments>,
  io: CliIo,
  { usage, usageExitCode }: { usage: string; usageExitCode: number },
  run: (args: Arguments) => number,
): number {
  if (!parsed.ok) {
    if (parsed.problem === null) {
      io.out(`${usage}\n`);
      return 0;
    }
    io.err(`${parsed.problem}\n\n${usage}\n`);
    return usageExitCode;
  }
  try {
    return run(parsed.arguments);
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    io.err(`${error.message}\n`);
    return usageExitCode;
  }
}
