import { parseGoalLine, type GoalOutcome } from './goals.ts';

// bench:all's table of goals: every goal line the benchmarks printed, in either form — ours
// (goals.ts: 'doel: …') or bench:definition-editor's ('definition-editor: <goal>: <value>
// (<bound>) met|not met') — and each goal of issue 29 that none printed, as not measured.

/** What bench:all kept of one benchmark's run. */
export interface BenchOutcome {
  name: string;
  exitCode: number | null;
  lines: string[];
}

/** bench:definition-editor's goal lines. */
const definitionEditorGoal = /^definition-editor: (.+?): (.+) \(([^()]+)\) (met|not met)$/;

/** A goal line of either form, read back; null for any other line. */
function goalOf(line: string): GoalOutcome | null {
  const match = definitionEditorGoal.exec(line);
  if (!match) return parseGoalLine(line);
  const [, goal = '', measured = '', target = '', verdict] = match;
  return { goal, measured, target, met: verdict === 'met' };
}

/** The goals of issues 29 and 32 by the benchmark that measures them and the start of the goal's printed name. */
const expectedGoals: { bench: string; goal: string; target: string }[] = [
  { bench: 'bench:definition-editor', goal: 'eerste treeitem, koud, geëmuleerd', target: '≤ 1.5 s p50' },
  { bench: 'bench:definition-editor', goal: 'eerste treeitem, koud, loopback', target: '≤ 0.7 s p50' },
  { bench: 'bench:definition-editor', goal: 'GET definitie', target: '≤ 1 MB zoals verstuurd' },
  // The editor's goals from before issue 29, which must still hold with compression on.
  { bench: 'bench:definition-editor', goal: 'opslaan (PUT)', target: '≤ 300 ms p50' },
  { bench: 'bench:definition-editor', goal: 'uitklappen + kiezen', target: '≤ 50 ms p50' },
  { bench: 'bench:register', goal: 'register p50 met / zonder compressie', target: '≤ 1.10x' },
  { bench: 'bench:register', goal: 'register p50 GET /api/PublishedSchemas / GET /healthz', target: '≤ 4.00x' },
  { bench: 'bench:register', goal: 'register p50 aangemeld min anoniem', target: '≤ +0.5 ms' },
  { bench: 'bench:register', goal: 'register opzoekingen per seconde', target: '≥ 4000 /s' },
  { bench: 'bench:certification', goal: 'certificering / xmllint', target: '≤ 2.00x' },
  { bench: 'bench:revalidation', goal: 'hervalidatie', target: '≥ 0.90 van de grens' },
  { bench: 'bench:compatibility', goal: 'compatibiliteit / certificering', target: '≤ 2.00x' },
];

/** Whether a line states a goal's outcome in either form. */
export function isGoalLine(line: string): boolean {
  return goalOf(line.trim()) !== null;
}

/** The table's lines: a header, one row per goal, and how many were met. */
export function goalTable(outcomes: readonly BenchOutcome[]): string[] {
  const rows = outcomes.flatMap((outcome) =>
    outcome.lines.flatMap((line) => {
      const goal = goalOf(line.trim());
      return goal ? [{ bench: outcome.name, ...goal, verdict: goal.met ? 'gehaald' : 'niet gehaald' }] : [];
    }),
  );
  for (const expected of expectedGoals) {
    if (rows.some((row) => row.bench === expected.bench && row.goal.startsWith(expected.goal))) continue;
    const outcome = outcomes.find((candidate) => candidate.name === expected.bench);
    const why = !outcome ? 'niet gedraaid' : outcome.exitCode !== 0 ? `mislukt, exitcode ${outcome.exitCode}` : 'niet gemeld';
    rows.push({ bench: expected.bench, goal: expected.goal, measured: '—', target: expected.target, met: false, verdict: `niet gemeten (${why})` });
  }
  const columns = ['bench', 'goal', 'measured', 'target', 'verdict'] as const;
  type Row = Record<(typeof columns)[number], string>;
  const header: Row = { bench: 'benchmark', goal: 'doel', measured: 'gemeten', target: 'grens', verdict: 'oordeel' };
  const width = (key: keyof Row) => Math.max(header[key].length, ...rows.map((row) => row[key].length));
  const tableLine = (row: Row) => `| ${columns.map((key) => row[key].padEnd(width(key))).join(' | ')} |`;
  return [
    tableLine(header),
    `|${columns.map((key) => '-'.repeat(width(key) + 2)).join('|')}|`,
    ...rows.map(tableLine),
    '',
    `${rows.filter((row) => row.met).length} van ${rows.length} doelen gehaald.`,
  ];
}
