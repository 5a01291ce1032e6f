import type { ArrayFacets, BaselineAttribute, BaselineEntityNode, BaselineLibrary, Facets, MaxOccurs } from '../model/baseline-library.ts';
import { untouchedAttribute, untouchedEntity, type AttributeChoice, type Definition, type EntityChoice, type Presence } from './definition.ts';
import { entityOccursIn } from './entity-presence.ts';

export { isExcludedFromFunction } from './entity-presence.ts';

// The editor's tree: the baseline library with the definition's choices laid over it, in the
// domain's words (definition.ts). Computed, never stored: the library is immutable and the choices
// are keyed by path, so the tree is always the two together. The API answers it in the spec's
// shapes and names (001 §3 'Entity', 'Attribute'); @afd/contracts maps it there (definition-tree-wire.ts).

/** An attribute's presence in one function. */
export interface FunctionPresence {
  functionName: string;
  presence: Presence;
}

/** An entity's counts in one function: the choice's, else the baseline's (the minimum is ADR 0056's addition). */
export interface FunctionOccurs {
  functionName: string;
  maxOccurs: MaxOccurs;
  minOccurs: number;
}

export interface TreeAttributeView {
  id: string;
  path: string;
  name: string;
  /** AFD 1.0 format ('AN..35'); null for AFD 2.0. */
  format: string | null;
  /** AFD 2.0 type name as the spec lists them (string, integer, number, decimal, array...). */
  type: string | null;
  codeList: string | null;
  description: string;
  /** 'Eigen omschrijving': the organisation's own help text. */
  helpText: string | null;
  isSelected: boolean;
  isRequired: boolean;
  minimum: string | null;
  maximum: string | null;
  /** The organisation's own option list; empty when its switch is off. */
  customOptionList: string[];
  /** The option list's switch: on when the choice has an option list (even an empty one). */
  optionListOn: boolean;
  /** The chosen subset of the code list's values; empty when none is chosen. */
  codeListSubset: string[];
  useUpToDateCodeList: boolean;
  /** Per function of the definition, in its order. */
  presenceByFunction: FunctionPresence[];
  facets: { baseline: Facets; actual: Facets };
  arrayFacets: { baseline: ArrayFacets | null; actual: ArrayFacets };
}

export interface TreeEntityView {
  id: string;
  path: string;
  name: string;
  entityTypeName: string | null;
  shortDescription: string;
  minOccurs: number;
  /** The baseline's maximum, the ceiling for every function's setting. */
  maxOccurs: MaxOccurs;
  isSelected: boolean;
  /** Per function of the definition, in its order. */
  occursByFunction: FunctionOccurs[];
  attributes: TreeAttributeView[];
  children: TreeEntityView[];
}

/** The AFD 2.0 type name of an attribute as the editor shows it. */
function typeNameOf(attribute: BaselineAttribute): string | null {
  if (!attribute.dataType) return null;
  return attribute.dataType.isArray ? 'array' : attribute.dataType.type;
}

/**
 * The presence of an attribute in each function: the choice, or N by default; an attribute the
 * baseline requires is always V (001 §4: "required attributes allow only V").
 */
export function presencePerFunction(attribute: BaselineAttribute, choice: AttributeChoice, functionNames: readonly string[]): FunctionPresence[] {
  return functionNames.map((functionName) => ({
    functionName,
    presence: attribute.required ? 'V' : (choice.presenceByFunction[functionName] ?? 'N'),
  }));
}

/** One attribute of the merged tree: the library's attribute with the definition's choice laid over it. */
export function attributeView(attribute: BaselineAttribute, choice: AttributeChoice | undefined, functionNames: readonly string[]): TreeAttributeView {
  const chosen = choice ?? untouchedAttribute();
  return {
    id: attribute.id,
    path: attribute.path,
    name: attribute.name,
    format: attribute.format,
    type: typeNameOf(attribute),
    codeList: attribute.codeList?.name ?? null,
    description: attribute.description,
    helpText: chosen.helpText,
    isSelected: chosen.selected || attribute.required,
    isRequired: attribute.required,
    minimum: chosen.minimum,
    maximum: chosen.maximum,
    customOptionList: chosen.customOptionList ?? [],
    optionListOn: chosen.customOptionList !== null,
    codeListSubset: chosen.codeListSubset ?? [],
    useUpToDateCodeList: chosen.useUpToDateCodeList,
    presenceByFunction: presencePerFunction(attribute, chosen, functionNames),
    facets: { baseline: attribute.facets, actual: { ...attribute.facets, ...chosen.facets } },
    arrayFacets: { baseline: attribute.arrayFacets, actual: { ...(attribute.arrayFacets ?? {}), ...chosen.arrayFacets } },
  };
}

/** One entity of the merged tree without its attributes and children (those stay empty). */
export function entityOwnView(node: BaselineEntityNode, definition: Definition, functionNames: readonly string[]): TreeEntityView {
  const choice: EntityChoice = definition.entities[node.path] ?? untouchedEntity();
  return {
    id: node.id,
    path: node.path,
    name: node.name,
    entityTypeName: node.entityTypeName,
    shortDescription: node.description,
    minOccurs: node.minOccurs,
    maxOccurs: node.maxOccurs,
    isSelected: choice.selected || node.minOccurs > 0,
    occursByFunction: functionNames.map((functionName) => {
      const occurs = entityOccursIn(node, choice, functionName);
      return { functionName, maxOccurs: occurs.maxOccurs, minOccurs: occurs.minOccurs };
    }),
    attributes: [],
    children: [],
  };
}

function entityView(node: BaselineEntityNode, definition: Definition, functionNames: readonly string[]): TreeEntityView {
  return {
    ...entityOwnView(node, definition, functionNames),
    attributes: node.attributes.map((attribute) => attributeView(attribute, definition.attributes[attribute.path], functionNames)),
    children: node.children.map((child) => entityView(child, definition, functionNames)),
  };
}

/** The library's tree with the definition's choices. */
export function mergedTree(library: BaselineLibrary, definition: Definition): TreeEntityView[] {
  const functionNames = definition.functions.map((f) => f.name);
  return library.roots.map((root) => entityView(root, definition, functionNames));
}

/** Whether the tree shows an entity: selected, or required by the baseline (001 §4). */
export function isShownInTree(entity: Pick<TreeEntityView, 'isSelected' | 'minOccurs'>): boolean {
  return entity.isSelected || entity.minOccurs > 0;
}
