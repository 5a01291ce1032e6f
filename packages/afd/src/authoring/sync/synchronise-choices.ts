import type { ArrayFacets, BaselineAttribute, BaselineEntityNode, BaselineLibrary, Facets, MaxOccurs } from '../../model/baseline-library.ts';
import { attributeValueProblem, valueRangeProblems, type ValueRules } from '../choices/attribute-values.ts';
import { libraryIndex, type DefinitionChoices } from '../choices/choice-problems.ts';
import { entityTypePositions } from '../choices/composition-problems.ts';
import { arrayFacetProblems, facetProblems } from '../choices/facet-narrowing.ts';
import type { AttributeChoice, EntityChoice } from '../definition.ts';
import { syncTexts } from './sync-texts.ts';

// Synchronisation (docs/authoring.md): the definition's choices, keyed by path, re-applied to the newest
// library of its baseline. A choice whose path is gone is dropped; a choice no longer inside the new
// baseline is clipped to it; everything else is kept as it was. Every drop and clip is a warning
// (the user confirms before it is written); the report lists every choice with what happened.

export interface SyncChoices extends DefinitionChoices {
  compositions: Record<string, string[]>;
}

export interface SyncResult {
  choices: SyncChoices;
  /** Every choice, kept, dropped or clipped, in path order. */
  report: string[];
  /** Only the dropped and clipped ones: what the user loses. */
  warnings: string[];
}

interface LibraryIndex {
  entities: Map<string, BaselineEntityNode>;
  attributes: Map<string, BaselineAttribute>;
  /** Composition positions ('Parent-Type/Name') with their entity types. */
  positions: Map<string, string[]>;
}

function indexOf(library: BaselineLibrary): LibraryIndex {
  const positions = new Map(entityTypePositions(library).map((position) => [position.key, position.entityTypes]));
  return { ...libraryIndex(library), positions };
}

const showMax = (value: MaxOccurs) => (value === 'unbounded' ? 'onbeperkt' : String(value));

function syncEntity(path: string, choice: EntityChoice, node: BaselineEntityNode, warn: (line: string) => void): EntityChoice {
  const maxOccursByFunction: Record<string, MaxOccurs> = {};
  for (const [functionName, value] of Object.entries(choice.maxOccursByFunction)) {
    const above = node.maxOccurs !== 'unbounded' && (value === 'unbounded' || value > node.maxOccurs);
    if (above) warn(syncTexts.maxClipped(path, functionName, showMax(value), showMax(node.maxOccurs)));
    else maxOccursByFunction[functionName] = value;
  }
  // An own minimum (ADR 0056) the new baseline requires anyway goes (the baseline's holds); one above the maximum is brought down to it.
  const minOccursByFunction: Record<string, number> = {};
  for (const [functionName, value] of Object.entries(choice.minOccursByFunction ?? {})) {
    const maximum = maxOccursByFunction[functionName] ?? node.maxOccurs;
    if (value < node.minOccurs) warn(syncTexts.minRaised(path, functionName, value, node.minOccurs));
    else if (maximum !== 'unbounded' && value > maximum) {
      warn(syncTexts.minClipped(path, functionName, value, maximum));
      if (maximum > node.minOccurs) minOccursByFunction[functionName] = maximum;
    } else if (value > node.minOccurs) minOccursByFunction[functionName] = value;
  }
  const { minOccursByFunction: _before, ...rest } = choice;
  return { ...rest, maxOccursByFunction, ...(Object.keys(minOccursByFunction).length > 0 ? { minOccursByFunction } : {}) };
}

/** The facets of the choice that still narrow the new baseline, one by one. */
function keptFacets<T extends Facets | ArrayFacets>(path: string, own: T, check: (single: T) => string[], warn: (line: string) => void): T {
  const kept: Record<string, unknown> = {};
  for (const [facet, value] of Object.entries(own)) {
    if (value === undefined) continue;
    if (check({ [facet]: value } as T).length > 0) warn(syncTexts.facetDropped(path, facet, Array.isArray(value) ? value.join(', ') : String(value)));
    else kept[facet] = value;
  }
  return kept as T;
}

function syncAttribute(path: string, choice: AttributeChoice, attribute: BaselineAttribute, library: BaselineLibrary, warn: (line: string) => void): AttributeChoice {
  const next: AttributeChoice = { ...choice };
  if (attribute.required && Object.values(choice.presenceByFunction).some((presence) => presence !== 'V')) {
    warn(syncTexts.nowRequired(path));
    next.presenceByFunction = {};
  }
  if ((choice.codeListSubset !== null || choice.useUpToDateCodeList) && attribute.codeList === null) {
    warn(syncTexts.codeListGone(path));
    next.codeListSubset = null;
    next.useUpToDateCodeList = false;
  } else if (choice.codeListSubset !== null && attribute.codeList !== null) {
    const { name } = attribute.codeList;
    const allowed = attribute.codeList.values ?? library.codeLists.find((list) => list.name === name)?.values.map((value) => value.code) ?? [];
    const kept = choice.codeListSubset.filter((code) => {
      if (allowed.includes(code)) return true;
      warn(syncTexts.codeWithdrawn(path, code, name));
      return false;
    });
    next.codeListSubset = kept.length > 0 ? kept : null;
  }
  const rules: ValueRules = { format: attribute.format, type: attribute.dataType?.type ?? null, facets: attribute.facets };
  if (choice.customOptionList !== null) {
    next.customOptionList = choice.customOptionList.filter((option) => {
      if (attributeValueProblem(rules, option) === null) return true;
      warn(syncTexts.optionDropped(path, option));
      return false;
    });
  }
  const range = valueRangeProblems(rules, choice.minimum, choice.maximum);
  if (range.minimum || range.range) {
    if (choice.minimum !== null) warn(syncTexts.boundDropped(path, 'Minimum', choice.minimum));
    next.minimum = null;
  }
  if (range.maximum) {
    if (choice.maximum !== null) warn(syncTexts.boundDropped(path, 'Maximum', choice.maximum));
    next.maximum = null;
  }
  next.facets = keptFacets(path, choice.facets, (single) => facetProblems(attribute.facets, single), warn);
  next.arrayFacets = keptFacets(path, choice.arrayFacets, (single) => arrayFacetProblems(attribute.arrayFacets, single), warn);
  return next;
}

/** Re-applies the choices to `library`: what stays, what goes, and why. */
export function synchroniseChoices(library: BaselineLibrary, choices: SyncChoices): SyncResult {
  const index = indexOf(library);
  const report: string[] = [];
  const warnings: string[] = [];
  const result: SyncChoices = { entities: {}, attributes: {}, compositions: {} };
  const byPath = (record: object) => Object.keys(record).sort((a, b) => a.localeCompare(b, 'nl'));

  for (const path of byPath(choices.entities)) {
    const node = index.entities.get(path);
    const choice = choices.entities[path];
    if (!choice) continue;
    if (!node) {
      warnings.push(syncTexts.entityGone(path));
      continue;
    }
    const before = warnings.length;
    result.entities[path] = syncEntity(path, choice, node, (line) => warnings.push(line));
    if (warnings.length === before) report.push(syncTexts.kept('Entiteit', path));
  }
  for (const path of byPath(choices.attributes)) {
    const attribute = index.attributes.get(path);
    const choice = choices.attributes[path];
    if (!choice) continue;
    if (!attribute) {
      warnings.push(syncTexts.attributeGone(path));
      continue;
    }
    const before = warnings.length;
    result.attributes[path] = syncAttribute(path, choice, attribute, library, (line) => warnings.push(line));
    if (warnings.length === before) report.push(syncTexts.kept('Attribuut', path));
  }
  for (const key of byPath(choices.compositions)) {
    const available = index.positions.get(key);
    if (!available) {
      warnings.push(syncTexts.compositionGone(key));
      continue;
    }
    const types = (choices.compositions[key] ?? []).filter((entityType) => {
      if (available.includes(entityType)) return true;
      warnings.push(syncTexts.typeGone(key, entityType));
      return false;
    });
    if (types.length > 0) result.compositions[key] = types;
    if (types.length === (choices.compositions[key] ?? []).length) report.push(syncTexts.kept('Compositie', key));
  }
  return { choices: result, report: [...report, ...warnings], warnings };
}
