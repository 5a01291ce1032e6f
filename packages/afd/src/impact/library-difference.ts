// What changed between two libraries of a baseline (issue 18, point 4; ADR 0045): per entity and
// attribute path added, removed or changed, each change classified by what it does to the messages
// the baseline admits, and per code list the values added and withdrawn.

/** Narrowed: the new library admits fewer messages; widened: more; other: neither can be said. */
export type ChangeDirection = 'narrowed' | 'widened' | 'other';

/** A path's changes together: 'both' when some narrow and others widen. */
export type PathDirection = ChangeDirection | 'both';

export interface AspectChange {
  /** What changed: 'minOccurs', 'required', 'maxLength', 'codeValues', 'format', ... */
  aspect: string;
  direction: ChangeDirection;
  /** The Dutch line for this change. */
  text: string;
}

export interface PathDifference {
  subject: 'entity' | 'attribute';
  path: string;
  /** An added or removed entity stands for its whole subtree: its children are not listed. */
  status: 'added' | 'removed' | 'changed';
  direction: PathDirection;
  /** Empty for added and removed paths. */
  changes: AspectChange[];
  /** The Dutch lines: one for an added or removed path, one per change otherwise. */
  lines: string[];
}

export interface CodeListDifference {
  name: string;
  status: 'added' | 'removed' | 'changed';
  added: string[];
  withdrawn: string[];
  lines: string[];
}

export interface LibraryDifference {
  /** In path order. */
  paths: PathDifference[];
  /** In name order. */
  codeLists: CodeListDifference[];
  /** Every line, paths first, then code lists. */
  lines: string[];
}

/** The direction of a path from those of its changes. */
export function pathDirection(changes: readonly Pick<AspectChange, 'direction'>[]): PathDirection {
  const directions = new Set(changes.map((change) => change.direction));
  if (directions.has('other')) return 'other';
  if (directions.has('narrowed') && directions.has('widened')) return 'both';
  return directions.has('widened') ? 'widened' : 'narrowed';
}

/** The values `after` has that `before` lacks, and the other way round (in their own order). */
export function valueSetChanges(before: readonly string[], after: readonly string[]): { added: string[]; withdrawn: string[] } {
  return { added: after.filter((value) => !before.includes(value)), withdrawn: before.filter((value) => !after.includes(value)) };
}
