import { describe, expect, it } from 'vitest';
import { logDestination, readableLogLine } from './log-destination.ts';

describe('readableLogLine', () => {
  it('shows time, level and message, then the other fields', () => {
    const time = new Date(2026, 10, 24, 16, 20, 1).getTime();
    const line = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'Portaal bereikbaar', address: 'http://127.0.0.1:8080', reqId: 'r1' });
    expect(readableLogLine(line)).toBe('16:20:01 INFO  Portaal bereikbaar address=http://127.0.0.1:8080 reqId=r1\n');
  });

  it('keeps a demo account line readable as it was written', () => {
    const line = JSON.stringify({ level: 30, time: 0, msg: '  Beheerder     beheerder@example.nl / geheim' });
    expect(readableLogLine(line)).toMatch(/ INFO {4}Beheerder {5}beheerder@example\.nl \/ geheim\n$/u);
  });

  it('writes objects as JSON and passes a line that is not JSON unchanged', () => {
    expect(readableLogLine(JSON.stringify({ level: 50, time: 0, msg: 'Starten mislukt', err: { message: 'x' } }))).toContain('ERROR Starten mislukt err={"message":"x"}');
    expect(readableLogLine('geen json\n')).toBe('geen json\n');
  });
});

describe('logDestination', () => {
  it('leaves JSON lines alone when the output is not a terminal (pipes, files, containers)', () => {
    const pipe = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
    expect(logDestination(pipe)).toBe(pipe);
  });

  it('rewrites each line for a terminal', () => {
    const written: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    logDestination(terminal).write(JSON.stringify({ level: 40, time: 0, msg: 'Let op' }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/WARN {2}Let op\n$/u);
  });
});
