import type { ArrayFacets, Facets, MaxOccurs } from '../../model/baseline-library.ts';
import type { AttributeChoice, EntityChoice, Presence } from '../definition.ts';
import type { DefinitionChoices } from '../choices/choice-problems.ts';
import type { TreeAttributeView, TreeEntityView } from '../merged-tree.ts';

// The reverse of the merged tree: the choices a tree shows, keyed by path, as the definition
// update carries them. The definition page edits choices and shows them over the tree the server
// sent; this is where it starts. Only what differs from the baseline is kept, so a choice the
// user never made is never stored (and a newer library's default applies after synchronising).

/** The keys of `actual` whose value differs from the baseline's. */
function ownFacets<T extends Facets | ArrayFacets>(baseline: T, actual: T): T {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(actual)) {
    if (value === undefined) continue;
    const theirs = (baseline as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(theirs)) own[key] = value;
  }
  return own as T;
}

export function attributeChoiceOf(attribute: TreeAttributeView): AttributeChoice {
  const presenceByFunction: Record<string, Presence> = {};
  if (!attribute.isRequired) for (const { functionName, presence } of attribute.presenceByFunction) if (presence !== 'N') presenceByFunction[functionName] = presence;
  return {
    selected: attribute.isSelected && !attribute.isRequired,
    presenceByFunction,
    customOptionList: attribute.optionListOn ? [...attribute.customOptionList] : null,
    codeListSubset: attribute.codeListSubset.length > 0 ? [...attribute.codeListSubset] : null,
    useUpToDateCodeList: attribute.useUpToDateCodeList,
    minimum: attribute.minimum,
    maximum: attribute.maximum,
    facets: ownFacets(attribute.facets.baseline, attribute.facets.actual),
    arrayFacets: ownFacets(attribute.arrayFacets.baseline ?? {}, attribute.arrayFacets.actual),
    helpText: attribute.helpText,
  };
}

export function entityChoiceOf(entity: TreeEntityView): EntityChoice {
  const maxOccursByFunction: Record<string, MaxOccurs> = {};
  const minOccursByFunction: Record<string, number> = {};
  for (const occurs of entity.occursByFunction) {
    const { functionName } = occurs;
    if (occurs.maxOccurs !== entity.maxOccurs) maxOccursByFunction[functionName] = occurs.maxOccurs;
    // A tree from before ADR 0056 (or a cached page) has no minimum: the baseline's.
    const minOccurs = occurs.minOccurs ?? entity.minOccurs;
    if (minOccurs !== entity.minOccurs) minOccursByFunction[functionName] = minOccurs;
  }
  // No record of minimums when every function keeps the baseline's: the choice reads as before ADR 0056.
  return { selected: entity.isSelected && entity.minOccurs === 0, maxOccursByFunction, ...(Object.keys(minOccursByFunction).length > 0 ? { minOccursByFunction } : {}) };
}

/** Every choice the tree shows, by path (entities and attributes); untouched nodes included. */
export function choicesFromTree(tree: readonly TreeEntityView[]): DefinitionChoices {
  const choices: DefinitionChoices = { entities: {}, attributes: {} };
  const visit = (entity: TreeEntityView) => {
    choices.entities[entity.path] = entityChoiceOf(entity);
    for (const attribute of entity.attributes) choices.attributes[attribute.path] = attributeChoiceOf(attribute);
    entity.children.forEach(visit);
  };
  tree.forEach(visit);
  return choices;
}
