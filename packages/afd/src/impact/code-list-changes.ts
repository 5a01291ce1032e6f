import type { CodeList } from '../model/catalogue.ts';
import { impactTexts } from './impact-texts.ts';
import { valueSetChanges, type CodeListDifference } from './library-difference.ts';

// The code lists the two libraries refer to, by name: a list only one has, and per shared list the
// codes added and withdrawn. Labels are not compared: a new label admits the same messages.

const codesOf = (list: CodeList) => list.values.map((value) => value.code);

/** The code list differences, in name order. */
export function codeListDifferences(before: readonly CodeList[], after: readonly CodeList[]): CodeListDifference[] {
  const names = [...new Set([...before, ...after].map((list) => list.name))].sort();
  const differences: CodeListDifference[] = [];
  for (const name of names) {
    const [old, next] = [before.find((list) => list.name === name), after.find((list) => list.name === name)];
    if (!old && next) differences.push({ name, status: 'added', added: codesOf(next), withdrawn: [], lines: [impactTexts.codeListAdded(name)] });
    if (old && !next) differences.push({ name, status: 'removed', added: [], withdrawn: codesOf(old), lines: [impactTexts.codeListRemoved(name)] });
    if (!old || !next) continue;
    const { added, withdrawn } = valueSetChanges(codesOf(old), codesOf(next));
    const lines = [
      ...(withdrawn.length > 0 ? [impactTexts.codeListValues(name, impactTexts.valuesWithdrawn(withdrawn))] : []),
      ...(added.length > 0 ? [impactTexts.codeListValues(name, impactTexts.valuesAdded(added))] : []),
    ];
    if (lines.length > 0) differences.push({ name, status: 'changed', added, withdrawn, lines });
  }
  return differences;
}
