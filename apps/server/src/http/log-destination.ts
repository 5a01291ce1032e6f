import type { DestinationStream } from 'pino';

// The server logs JSON lines: what log collectors read. A person running `npm start` in a
// terminal reads them too, and the demo accounts as `{"level":30,...,"msg":"  Beheerder ..."}`
// are hard to read. On a terminal each line is shown as time, level and message, with the other
// fields after it; anywhere else (pipes, files, containers) the JSON stays as it is.

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const shownElsewhere = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

/** One JSON log line as a person reads it; a line that is not JSON passes unchanged. */
export function readableLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return line;
  const record = entry as Record<string, unknown>;
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const level = (typeof record.level === 'number' ? levelNames[record.level] : undefined) ?? String(record.level ?? '');
  const message = typeof record.msg === 'string' ? record.msg : '';
  const fields = Object.entries(record)
    .filter(([key]) => !shownElsewhere.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `${[time, level.padEnd(5), message, ...fields].filter((part) => part !== '').join(' ')}\n`;
}

/** Where the log goes: readable lines on a terminal, JSON lines otherwise. */
export function logDestination(out: NodeJS.WriteStream = process.stdout): DestinationStream {
  if (!out.isTTY) return out;
  return { write: (line: string) => void out.write(readableLogLine(line)) };
}
