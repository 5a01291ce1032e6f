import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import { attributeChanges } from './attribute-changes.ts';
import { codeListDifferences } from './code-list-changes.ts';
import { entityChanges } from './entity-changes.ts';
import type { Change } from './facet-changes.ts';
import { impactTexts, type ImpactSubject } from './impact-texts.ts';
import { pathDirection, type PathDifference, type LibraryDifference } from './library-difference.ts';

// Two libraries of a baseline compared by path (ADR 0045). A path only the new library has is
// added, one only the old has is removed; an added or removed entity stands for its subtree. An
// addition widens unless it is required (then messages without it fail); a removal narrows (a
// closed schema rejects what it no longer declares).

const subjectWord = { entity: 'Entiteit', attribute: 'Attribuut' } as const satisfies Record<PathDifference['subject'], ImpactSubject>;

function added(subject: PathDifference['subject'], path: string, required: boolean): PathDifference {
  const line = required ? impactTexts.addedRequired(subjectWord[subject], path) : impactTexts.added(subjectWord[subject], path);
  return { subject, path, status: 'added', direction: required ? 'narrowed' : 'widened', changes: [], lines: [line] };
}

function removed(subject: PathDifference['subject'], path: string): PathDifference {
  return { subject, path, status: 'removed', direction: 'narrowed', changes: [], lines: [impactTexts.removed(subjectWord[subject], path)] };
}

function changed(subject: PathDifference['subject'], path: string, changes: Change[]): PathDifference[] {
  if (changes.length === 0) return [];
  const withTexts = changes.map(({ aspect, direction, what }) => ({ aspect, direction, text: impactTexts.changed(subjectWord[subject], path, what, direction) }));
  return [{ subject, path, status: 'changed', direction: pathDirection(withTexts), changes: withTexts, lines: withTexts.map((change) => change.text) }];
}

/** Path order with an entity's attributes ('PP@NAAM') right after it, before its children ('PP/AL'). */
const orderKey = (path: string) => path.replace('@', ' ');
const inPathOrder = (a: PathDifference, b: PathDifference) => (orderKey(a.path) < orderKey(b.path) ? -1 : orderKey(a.path) > orderKey(b.path) ? 1 : 0);

function byPath<T extends { path: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.path, item]));
}

/** Entities and attributes of two sibling lists (children of one kept entity, or the roots). */
function compareEntities(before: readonly BaselineEntityNode[], after: readonly BaselineEntityNode[], libraries: { before: BaselineLibrary; after: BaselineLibrary }): PathDifference[] {
  const [old, next] = [byPath(before), byPath(after)];
  const differences: PathDifference[] = [];
  for (const node of before) if (!next.has(node.path)) differences.push(removed('entity', node.path));
  for (const node of after) if (!old.has(node.path)) differences.push(added('entity', node.path, node.minOccurs > 0));
  for (const node of before) {
    const kept = next.get(node.path);
    if (!kept) continue;
    differences.push(...changed('entity', node.path, entityChanges(node, kept)));
    differences.push(...compareAttributes(node.attributes, kept.attributes, libraries));
    differences.push(...compareEntities(node.children, kept.children, libraries));
  }
  return differences;
}

function compareAttributes(before: readonly BaselineAttribute[], after: readonly BaselineAttribute[], libraries: { before: BaselineLibrary; after: BaselineLibrary }): PathDifference[] {
  const [old, next] = [byPath(before), byPath(after)];
  return [
    ...before.filter((attribute) => !next.has(attribute.path)).map((attribute) => removed('attribute', attribute.path)),
    ...after.filter((attribute) => !old.has(attribute.path)).map((attribute) => added('attribute', attribute.path, attribute.required)),
    ...before.flatMap((attribute) => {
      const kept = next.get(attribute.path);
      return kept ? changed('attribute', attribute.path, attributeChanges(attribute, kept, libraries)) : [];
    }),
  ];
}

/** The semantic difference from `before` to `after`: paths in path order, then code lists. */
export function compareLibraries(before: BaselineLibrary, after: BaselineLibrary): LibraryDifference {
  const paths = compareEntities(before.roots, after.roots, { before, after }).sort(inPathOrder);
  const codeLists = codeListDifferences(before.codeLists, after.codeLists);
  return { paths, codeLists, lines: [...paths, ...codeLists].flatMap((difference) => difference.lines) };
}
