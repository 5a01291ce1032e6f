import type { BaselineLibrary } from '../../../model/baseline-library.ts';
import { parseJsonText } from '../../../afd2/json/parse-json.ts';
import { isJsonObject, type JsonObject } from '../../../afd2/json/json-value.ts';
import { readSchemaTree, type SchemaTreeReadResult } from '../../../afd2/schema/read-entity-tree.ts';
import type { Definition } from '../../definition.ts';
import { mergedTree, type TreeEntityView } from '../../merged-tree.ts';

// What every function of a definition shares, made once: the baseline document parsed and read
// as an entity tree (a few megabytes for a large baseline), and the merged tree of the definition
// on its library. The server generates all active functions from the same objects one after the
// other; generation never changes them (it copies what it writes).

const baselines = new Map<string, { root: JsonObject; tree: SchemaTreeReadResult }>();
/** Two baselines at most: the one being generated for, and one other (a second definition). */
const maxBaselines = 2;

export function readBaselineDocument(text: string): { root: JsonObject; tree: SchemaTreeReadResult } {
  const known = baselines.get(text);
  if (known) return known;
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('Het baselinebestand van de library is geen JSON Schema.');
  const read = { root: parsed.value, tree: readSchemaTree(parsed.value) };
  if (baselines.size >= maxBaselines) baselines.delete(baselines.keys().next().value as string);
  baselines.set(text, read);
  return read;
}

const trees = new WeakMap<Definition, WeakMap<BaselineLibrary, TreeEntityView[]>>();

export function mergedTreeOnce(library: BaselineLibrary, definition: Definition): TreeEntityView[] {
  let byLibrary = trees.get(definition);
  if (!byLibrary) trees.set(definition, (byLibrary = new WeakMap()));
  const known = byLibrary.get(library);
  if (known) return known;
  const tree = mergedTree(library, definition);
  byLibrary.set(library, tree);
  return tree;
}
