import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../../model/baseline-library.ts';
import type { Definition } from '../../definition.ts';
import { mergedTree, type TreeAttributeView } from '../../merged-tree.ts';
import { functionSelection } from '../function-selection.ts';
import { withDefinitionVersion } from './definition-version.ts';

// AFD 2.0 messages for the tests: every entity a function keeps, once (or as often as its
// minimum asks), with every kept attribute and a value the definition allows. `extra` writes one
// entity more items than its maximum allows, to show the items count (they match their type).

type Json = Record<string, unknown>;

function sampleValue(view: TreeAttributeView, attribute: BaselineAttribute, library: BaselineLibrary, index: number): unknown {
  const scalar = (): unknown => {
    if (view.optionListSwitchIsOn && view.customOptionlistItems[0] !== undefined) return view.customOptionlistItems[0];
    if (!view.useUpToDateCodelist && view.selectedCodelistItems[0] !== undefined) return view.selectedCodelistItems[0];
    if (attribute.codeList) return attribute.codeList.values?.[0] ?? library.codeLists.find((list) => list.name === attribute.codeList?.name)?.values[0]?.code ?? '';
    const facets = view.facets.actual;
    if (facets.const !== undefined) return facets.const;
    if (facets.enumeration?.[0] !== undefined) return facets.enumeration[0];
    switch (attribute.dataType?.type) {
      case 'integer':
        return facets.minimum ?? 1;
      case 'decimal':
        return facets.minimum ?? 1;
      case 'boolean':
        return true;
      case 'date':
        return '2026-01-01';
      case 'time':
        return '10:00:00';
      case 'timestamp':
        return '2026-01-01T10:00:00Z';
      default: {
        // Items of one entity differ in their free text, so uniqueItems never refuses a repeat.
        const text = `${'x'.repeat(Math.max(1, facets.minLength ?? 1))}${index === 0 ? '' : index}`;
        return facets.maxLength === undefined ? text : text.slice(-facets.maxLength);
      }
    }
  };
  return attribute.dataType?.isArray ? [scalar()] : scalar();
}

/** The function's message: each kept entity as often as `countOf` says (default its minimum, at least 1). */
export function afd2SampleMessage(library: BaselineLibrary, definition: Definition, functionName: string, countOf: (path: string, minimum: number) => number = (_, minimum) => Math.max(minimum, 1)): Json {
  const selection = withDefinitionVersion(functionSelection(mergedTree(library, definition), functionName), definition.properties.definitionVersion);
  const item = (node: BaselineEntityNode, index: number): Json => {
    const json: Json = { entityType: node.entityTypeName };
    for (const attribute of node.attributes) {
      const kept = selection.attributes.get(attribute.path);
      if (kept) json[attribute.name] = sampleValue(kept.view, attribute, library, index);
    }
    Object.assign(json, arrays(node.children));
    return json;
  };
  const arrays = (nodes: readonly BaselineEntityNode[]): Json => {
    const json: Record<string, Json[]> = {};
    for (const node of nodes) {
      if (!selection.entities.has(node.path)) continue;
      const count = countOf(node.path, node.minOccurs);
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
