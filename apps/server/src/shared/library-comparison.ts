import { compareLibraries, type BaselineLibrary, type PathDifference } from '@afd/afd';
import type { LibraryComparison, PathChangeKind } from '@afd/contracts';

// The difference of two libraries as the API answers it (issue 18, point 4): each path with one
// kind (added, removed, or the direction of its changes, ADR 0045), code lists with their values,
// and the counts the preview heads its table with.

const kindOf = (path: PathDifference): PathChangeKind => (path.status === 'changed' ? path.direction : path.status);

export function libraryComparison(before: BaselineLibrary, after: BaselineLibrary): LibraryComparison {
  const difference = compareLibraries(before, after);
  const paths = difference.paths.map((path) => ({ subject: path.subject, path: path.path, kind: kindOf(path), lines: path.lines }));
  const codeLists = difference.codeLists.map(({ name, status, added, withdrawn, lines }) => ({ name, status, added, withdrawn, lines }));
  const countOf = (kind: PathChangeKind) => paths.filter((path) => path.kind === kind).length;
  return {
    counts: {
      added: countOf('added'),
      removed: countOf('removed'),
      narrowed: countOf('narrowed'),
      widened: countOf('widened'),
      both: countOf('both'),
      other: countOf('other'),
      codeValuesAdded: codeLists.reduce((sum, list) => sum + list.added.length, 0),
      codeValuesWithdrawn: codeLists.reduce((sum, list) => sum + list.withdrawn.length, 0),
    },
    paths,
    codeLists,
  };
}
