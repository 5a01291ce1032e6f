import type { BaselineEntityNode, BaselineLibrary } from '../../../model/baseline-library.ts';
import type { Definition } from '../../definition.ts';
import { mergedTree } from '../../merged-tree.ts';
import { functionSelection } from '../function-selection.ts';
import { withDefinitionVersion } from './definition-version.ts';
import { afd2SampleValue } from '../../../message-workbench/conformance-kit/sample-values.ts';

// AFD 2.0 messages for the tests: every entity a function keeps, once (or as often as its
// minimum asks), with every kept attribute and a value the definition allows. `extra` writes one
// entity more items than its maximum allows, to show the items count (they match their type).

type Json = Record<string, unknown>;

/** The function's message: each kept entity as often as `countOf` says (default its minimum, at least 1). */
export function afd2SampleMessage(library: BaselineLibrary, definition: Definition, functionName: string, countOf: (path: string, minimum: number) => number = (_, minimum) => Math.max(minimum, 1)): Json {
  const selection = withDefinitionVersion(functionSelection(mergedTree(library, definition), functionName), definition.properties.definitionVersion);
  const item = (node: BaselineEntityNode, index: number): Json => {
    const json: Json = { entityType: node.entityTypeName };
    for (const attribute of node.attributes) {
      const kept = selection.attributes.get(attribute.path);
      if (kept) json[attribute.name] = afd2SampleValue(kept.view, attribute, library, index);
    }
    Object.assign(json, arrays(node.children));
    return json;
  };
  const arrays = (nodes: readonly BaselineEntityNode[]): Json => {
    const json: Record<string, Json[]> = {};
    for (const node of nodes) {
      if (!selection.entities.has(node.path)) continue;
      const count = countOf(node.path, selection.entities.get(node.path)?.minOccurs ?? node.minOccurs);
      json[node.name] = [...(json[node.name] ?? []), ...Array.from({ length: count }, (_, index) => item(node, index))];
    }
    return json;
  };
  return arrays(library.roots);
}

/**
 * The schema with every kept entity type required once where its array appears (minContains 1):
 * against it a sample holding each kept entity validates only if every item matches its type,
 * which the standard's shape (items counted, not refused) would otherwise not show.
 */
export function everyItemCounted(schemaText: string): string {
  return schemaText.replace(/"minContains": \d+/g, '"minContains": 1');
}

/** The function's kept entities with a finite maximum, and that maximum. */
export function boundedEntities(library: BaselineLibrary, definition: Definition, functionName: string): { path: string; maxOccurs: number }[] {
  const selection = functionSelection(mergedTree(library, definition), functionName);
  return [...selection.entities].flatMap(([path, { maxOccurs }]) => (maxOccurs === 'unbounded' ? [] : [{ path, maxOccurs }]));
}
