// A goal a benchmark checks, printed as one line that bench:all collects into its table of goals:
//   doel: <what> = <measured> (doel <target>) — gehaald | niet gehaald
// Every benchmark says whether its own goals were met; bench:all only gathers the lines.

export interface GoalOutcome {
  goal: string;
  measured: string;
  target: string;
  met: boolean;
}

/** The printed form of a goal's outcome. */
export function goalLine({ goal, measured, target, met }: GoalOutcome): string {
  return `doel: ${goal} = ${measured} (doel ${target}) — ${met ? 'gehaald' : 'niet gehaald'}`;
}

/** Prints the line and answers the outcome. */
export function reportGoal(outcome: GoalOutcome): GoalOutcome {
  console.log(goalLine(outcome));
  return outcome;
}

const printed = /^doel: (.+) = (.+) \(doel (.+)\) — (gehaald|niet gehaald)$/;

/** A goal line read back (bench:all), or null for any other line. */
export function parseGoalLine(line: string): GoalOutcome | null {
  const match = printed.exec(line.trim());
  if (!match) return null;
  const [, goal = '', measured = '', target = '', verdict] = match;
  return { goal, measured, target, met: verdict === 'gehaald' };
}
