import type { BaselineLibrary } from '../../../model/baseline-library.ts';
import type { Definition } from '../../definition.ts';
import { mergedTree, type TreeEntityView } from '../../merged-tree.ts';
import { definitionCsv } from './definition-csv.ts';

// What every function of a definition shares: the merged tree and the CSV of the whole definition.
// The server generates all active functions from one definition object, so both are made once per
// definition and library object (generation treats its input as immutable, like the stored JSON).

export interface DefinitionView {
  tree: TreeEntityView[];
  csv: string;
}

const views = new WeakMap<Definition, WeakMap<BaselineLibrary, DefinitionView>>();

/** The merged tree and CSV of a definition on a library, made once per pair of objects. */
export function definitionViewOf(definition: Definition, library: BaselineLibrary): DefinitionView {
  let byLibrary = views.get(definition);
  if (!byLibrary) views.set(definition, (byLibrary = new WeakMap()));
  const known = byLibrary.get(library);
  if (known) return known;
  const tree = mergedTree(library, definition);
  const view = { tree, csv: definitionCsv(tree, definition.functions.map((fn) => fn.name)) };
  byLibrary.set(library, view);
  return view;
}
