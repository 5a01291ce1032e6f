import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalTable, isGoalLine } from './support/goal-table.ts';

// Every benchmark of this workspace, one after the other (each alone on the machine: run side by
// side they would measure each other), with its whole output as it runs, and at the end one table
// of every ratio and goal line they printed (issue 17, point 1). Each benchmark measures its own
// reference in the same run and prints the ratio with support/timing.ts's ratio() ("1.23x");
// those lines are what the table collects, so a benchmark added to package.json as `bench:<name>`
// is in the table without a change here.
// Run: npm run bench:all -w bench   (the browser ones need `npm run build` first; TEST_DATABASE_URL
// and XSDTESTS are passed on to the benchmarks that use them). BENCH_ONLY=register,generation
// runs a few.
// Then one table of every goal with met / not met: the lines each benchmark prints with
// support/goals.ts ('doel: …'), and bench:definition-editor's own ('definition-editor: <goal>:
// <value> (<bound>) met|not met'). A goal of issue 29 that no benchmark printed (it failed, was
// skipped or left out by BENCH_ONLY) is in the table as not measured.

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = (JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const only = process.env.BENCH_ONLY?.split(',').map((name) => `bench:${name.trim()}`);
const names = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:all' && (!only || only.includes(name)));

/** Benchmarks that need an outside input: without it they are listed as skipped, with the reason. */
const needs: Record<string, { variable: string; reason: string }> = {
  'bench:restriction-conformance': { variable: 'XSDTESTS', reason: 'XSDTESTS niet gezet (een checkout van github.com/w3c/xsdtests)' },
};

/** A line that states a ratio ("2.31x") or whether a goal was met. */
const isSummaryLine = (line: string) => /\d\.\d+x\b/.test(line) || /\b(doel|goal)\b/i.test(line) || isGoalLine(line);

interface Outcome {
  name: string;
  exitCode: number | null;
  lines: string[];
  seconds: number;
}

async function run(name: string): Promise<Outcome> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const need = needs[name];
  if (need && !process.env[need.variable]) return { name, exitCode: 0, lines: [`overgeslagen: ${need.reason}`], seconds: 0 };
  const child = spawn('npm', ['run', '--silent', name], { cwd: workspace, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const lines: string[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const text = pending + chunk.toString('utf8');
    const parts = text.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter(isSummaryLine));
  });
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (isSummaryLine(pending)) lines.push(pending);
  return { name, exitCode, lines: lines.map((line) => line.trim()), seconds: (Date.now() - started) / 1000 };
}

const outcomes: Outcome[] = [];
for (const name of names) outcomes.push(await run(name));

console.log('\n=== Verhoudingen en doelen van alle benchmarks ===');
for (const outcome of outcomes) {
  const status = outcome.exitCode === 0 ? '' : ` (mislukt, exitcode ${outcome.exitCode})`;
  console.log(`\n${outcome.name} — ${outcome.seconds.toFixed(0)} s${status}`);
  if (outcome.lines.length === 0) console.log('  (geen verhouding gemeld)');
  for (const line of outcome.lines) console.log(`  ${line}`);
}

console.log('\n=== Doelen ===');
for (const line of goalTable(outcomes)) console.log(line);
process.exitCode = outcomes.some((outcome) => outcome.exitCode !== 0) ? 1 : 0;
