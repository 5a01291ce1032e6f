import type { ArrayFacets, BaselineAttribute, BaselineEntityNode, BaselineLibrary, Facets, MaxOccurs } from '../../model/baseline-library.ts';
import type { AttributeChoice, EntityChoice } from '../definition.ts';
import { entityOccursIn, entityPresenceOf, type EntityBounds } from '../entity-presence.ts';
import { choiceTexts } from './choice-texts.ts';
import { optionListProblems, valueRangeProblems, withOwnFacets } from './attribute-values.ts';
import { compositionProblems } from './composition-problems.ts';
import { arrayFacetConsistencyProblems, facetConsistencyProblems } from './facet-consistency.ts';
import { arrayFacetProblems, facetProblems } from './facet-narrowing.ts';

// A definition's choices checked against its baseline library (docs/authoring.md: "a choice must always
// be a narrowing of the library"): what a save of the definition page may hold. The server refuses
// a save with these messages as field errors; the editor can show the same before it sends.
// Paths the library does not have are the caller's first check (they have no baseline to compare).

/** Field errors keyed 'entities.<path>', 'attributes.<path>' and 'compositions.<key>'; empty when every choice narrows the library. */
export type ChoiceProblems = Record<string, string[]>;

export interface DefinitionChoices {
  entities: Record<string, EntityChoice>;
  attributes: Record<string, AttributeChoice>;
  /** AFD 2.0 oneOf compositions (composition-problems); absent = none. */
  compositions?: Record<string, string[]>;
}

/** The library's entities and attributes by path. */
export function libraryIndex(library: BaselineLibrary): { entities: Map<string, BaselineEntityNode>; attributes: Map<string, BaselineAttribute> } {
  const entities = new Map<string, BaselineEntityNode>();
  const attributes = new Map<string, BaselineAttribute>();
  const visit = (node: BaselineEntityNode) => {
    entities.set(node.path, node);
    for (const attribute of node.attributes) attributes.set(attribute.path, attribute);
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return { entities, attributes };
}

/**
 * The facets of 'Attribuut wijzigen' (POST /api/FacetsValidator, and every save): first whether they
 * hold on their own, then, with the baseline attribute, whether they narrow its facets.
 */
export function facetChoiceProblems(baseline: Pick<BaselineAttribute, 'facets' | 'arrayFacets'> | null, facets: Facets, arrayFacets: ArrayFacets): string[] {
  const own = [...facetConsistencyProblems(facets), ...arrayFacetConsistencyProblems(arrayFacets)];
  if (baseline === null) return own;
  return [...own, ...facetProblems(baseline.facets, facets), ...arrayFacetProblems(baseline.arrayFacets, arrayFacets)];
}

const showMax = (value: MaxOccurs) => (value === 'unbounded' ? 'onbeperkt' : String(value));

/**
 * Per function: an unknown function, a maximum above the baseline's, or one below a required
 * entity's minimum; a minimum (ADR 0056) that is no count, below the baseline's or above the maximum.
 */
export function entityChoiceProblems(node: BaselineEntityNode, choice: EntityChoice, functionNames: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [functionName, value] of Object.entries(choice.maxOccursByFunction)) {
    if (!functionNames.includes(functionName)) {
      problems.push(choiceTexts.unknownFunction(functionName));
      continue;
    }
    const above = node.maxOccurs !== 'unbounded' && (value === 'unbounded' || value > node.maxOccurs);
    if (above) problems.push(choiceTexts.entityMaxAboveBaseline(functionName, showMax(value), showMax(node.maxOccurs)));
    else if (node.minOccurs > 0 && value !== 'unbounded' && value < node.minOccurs) problems.push(choiceTexts.requiredEntityBelowMinimum(functionName, node.minOccurs));
  }
  for (const [functionName, value] of Object.entries(choice.minOccursByFunction ?? {})) {
    if (!functionNames.includes(functionName)) {
      if (choice.maxOccursByFunction[functionName] === undefined) problems.push(choiceTexts.unknownFunction(functionName));
      continue;
    }
    const maximum = entityOccursIn(node, choice, functionName).maxOccurs;
    if (!Number.isInteger(value) || value < 0) problems.push(choiceTexts.entityMinNotCount(functionName, value));
    else if (value < node.minOccurs) problems.push(choiceTexts.entityMinBelowBaseline(functionName, value, node.minOccurs));
    else if (maximum !== 'unbounded' && value > maximum) problems.push(choiceTexts.entityMinAboveMax(functionName, value, showMax(maximum)));
  }
  return problems;
}

/** An entity of a tree with its counts and children: a library node, or the merged tree's view. */
interface EntityInTree extends EntityBounds {
  path: string;
  name: string;
  children: readonly EntityInTree[];
}

/**
 * What the choices mean beyond what they say, keyed like the problems ('entities.<path>'), never a
 * refusal: an entity V in a function below a parent that is O there is mandatory only where that
 * parent occurs (ADR 0056). Entities the definition leaves out are not looked at.
 */
export function entityChoiceNotes(roots: readonly EntityInTree[], entities: Readonly<Record<string, EntityChoice>>, functionNames: readonly string[]): ChoiceProblems {
  const notes: ChoiceProblems = {};
  const inDefinition = (entity: EntityInTree) => entity.minOccurs > 0 || entities[entity.path]?.selected === true;
  const visit = (entity: EntityInTree, parent: EntityInTree | null) => {
    if (!inDefinition(entity)) return;
    if (parent !== null) {
      const found = functionNames.filter((functionName) => {
        const own = entityPresenceOf(entityOccursIn(entity, entities[entity.path], functionName));
        return own === 'V' && entityPresenceOf(entityOccursIn(parent, entities[parent.path], functionName)) === 'O';
      });
      if (found.length > 0) notes[`entities.${entity.path}`] = found.map((functionName) => choiceTexts.mandatoryBelowOptional(functionName, parent.name));
    }
    for (const child of entity.children) visit(child, entity);
  };
  for (const root of roots) visit(root, null);
  return notes;
}

function presenceProblems(attribute: BaselineAttribute, choice: AttributeChoice, functionNames: readonly string[]): string[] {
  return Object.entries(choice.presenceByFunction).flatMap(([functionName, presence]) => {
    if (!functionNames.includes(functionName)) return [choiceTexts.unknownFunction(functionName)];
    return attribute.required && presence !== 'V' ? [choiceTexts.requiredAttributeOnlyV(functionName)] : [];
  });
}

function codeListProblems(attribute: BaselineAttribute, choice: AttributeChoice, library: BaselineLibrary): string[] {
  const subset = choice.codeListSubset ?? [];
  if (subset.length === 0 && !choice.useUpToDateCodeList) return [];
  if (attribute.codeList === null) return [choiceTexts.noCodeList];
  const problems: string[] = [];
  if (subset.length > 0 && choice.useUpToDateCodeList) problems.push(choiceTexts.subsetWithUpToDateList);
  const { name } = attribute.codeList;
  const allowed = attribute.codeList.values ?? library.codeLists.find((list) => list.name === name)?.values.map((value) => value.code) ?? [];
  for (const code of subset) if (!allowed.includes(code)) problems.push(choiceTexts.codeNotInList(code, name));
  return problems;
}

/** Every reason why an attribute's choice is not a narrowing of the baseline attribute. */
export function attributeChoiceProblems(attribute: BaselineAttribute, choice: AttributeChoice, functionNames: readonly string[], library: BaselineLibrary): string[] {
  const rules = withOwnFacets({ format: attribute.format, type: attribute.dataType?.type ?? null, facets: attribute.facets }, choice.facets);
  const range = valueRangeProblems(rules, choice.minimum, choice.maximum);
  return [
    ...presenceProblems(attribute, choice, functionNames),
    ...codeListProblems(attribute, choice, library),
    ...optionListProblems(rules, choice.customOptionList ?? []),
    ...[range.minimum, range.maximum, range.range].filter((problem) => problem !== undefined),
    ...facetChoiceProblems(attribute, choice.facets, choice.arrayFacets),
  ];
}

/** The choices of a definition against its library, as field errors; entity and attribute paths the library lacks are skipped. */
export function definitionChoiceProblems(library: BaselineLibrary, functionNames: readonly string[], choices: DefinitionChoices): ChoiceProblems {
  const { entities, attributes } = libraryIndex(library);
  const problems: ChoiceProblems = {};
  for (const [path, choice] of Object.entries(choices.entities)) {
    const node = entities.get(path);
    const found = node ? entityChoiceProblems(node, choice, functionNames) : [];
    if (found.length > 0) problems[`entities.${path}`] = found;
  }
  for (const [path, choice] of Object.entries(choices.attributes)) {
    const attribute = attributes.get(path);
    const found = attribute ? attributeChoiceProblems(attribute, choice, functionNames, library) : [];
    if (found.length > 0) problems[`attributes.${path}`] = found;
  }
  return { ...problems, ...compositionProblems(library, choices.compositions ?? {}) };
}
