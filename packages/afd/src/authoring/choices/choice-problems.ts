import { checkAfd1Value } from '../../afd1/formats/format-value-check.ts';
import { parseAfd1Format, type Afd1Format } from '../../afd1/formats/format-notation.ts';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary, Facets, MaxOccurs } from '../../model/baseline-library.ts';
import type { AttributeChoice, EntityChoice } from '../definition.ts';
import { choiceTexts } from './choice-texts.ts';
import { arrayFacetProblems, facetProblems, isMultiple } from './facet-narrowing.ts';

// A definition's choices checked against its baseline library (AUTHORING.md: "a choice must always
// be a narrowing of the library"): what a save of the definition page may hold. The server refuses
// a save with these messages as field errors; the editor can show the same before it sends.
// Paths the library does not have are the caller's first check (they have no baseline to compare).

/** Field errors keyed 'entities.<path>' and 'attributes.<path>'; empty when every choice narrows the library. */
export type ChoiceProblems = Record<string, string[]>;

export interface DefinitionChoices {
  entities: Record<string, EntityChoice>;
  attributes: Record<string, AttributeChoice>;
}

const showMax = (value: MaxOccurs) => (value === 'unbounded' ? 'onbeperkt' : String(value));

/** Per function: an unknown function, a maximum above the baseline's, or one below a required entity's minimum. */
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
  return problems;
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

const integerText = /^-?[0-9]+$/;
const numberText = /^-?[0-9]+(\.[0-9]+)?$/;

/** Why one value (an option, a minimum) does not fit the attribute in the baseline, or null. */
function valueProblem(attribute: BaselineAttribute, format: Afd1Format | null, value: string): string | null {
  if (format !== null) {
    const formatProblem = checkAfd1Value(format, value);
    if (formatProblem !== null) return formatProblem;
  }
  const type = attribute.dataType?.type;
  if (type === 'integer' && !integerText.test(value)) return `'${value}' is geen geheel getal.`;
  if (type === 'decimal' && !numberText.test(value)) return `'${value}' is geen getal.`;
  const facets: Facets = attribute.facets;
  if (facets.enumeration && !facets.enumeration.includes(value)) return choiceTexts.valueNotInBaseline(value);
  const length = [...value].length;
  if (facets.minLength !== undefined && length < facets.minLength) return `'${value}' is korter dan ${facets.minLength} tekens.`;
  if (facets.maxLength !== undefined && length > facets.maxLength) return `'${value}' is langer dan ${facets.maxLength} tekens.`;
  if (numberText.test(value)) {
    const number = Number(value);
    if (facets.minimum !== undefined && number < facets.minimum) return `'${value}' is kleiner dan ${facets.minimum}.`;
    if (facets.maximum !== undefined && number > facets.maximum) return `'${value}' is groter dan ${facets.maximum}.`;
    if (facets.multipleOf !== undefined && !isMultiple(number, facets.multipleOf)) return `'${value}' is geen veelvoud van ${facets.multipleOf}.`;
  }
  return null;
}

function optionListProblems(attribute: BaselineAttribute, format: Afd1Format | null, options: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const value of options) {
    if (value === '' || value !== value.trim()) {
      problems.push(choiceTexts.emptyOption);
      continue;
    }
    if (seen.has(value)) problems.push(choiceTexts.duplicateOption(value));
    seen.add(value);
    const problem = valueProblem(attribute, format, value);
    if (problem !== null) problems.push(choiceTexts.optionOutsideBaseline(value, problem));
  }
  return problems;
}

/** AFD 1.0 'Waardebeperking': each bound in the attribute's format and within the baseline, minimum not above maximum. */
function rangeProblems(attribute: BaselineAttribute, format: Afd1Format | null, choice: AttributeChoice): string[] {
  const problems: string[] = [];
  const label = format?.notation ?? attribute.format ?? attribute.dataType?.type ?? '';
  const { minimum, maximum } = choice;
  if (minimum !== null && valueProblem(attribute, format, minimum) !== null) problems.push(choiceTexts.minimumFormat(label));
  if (maximum !== null && valueProblem(attribute, format, maximum) !== null) problems.push(choiceTexts.maximumFormat(label));
  const numeric = format === null || format.kind !== 'alphanumeric';
  if (numeric && problems.length === 0 && minimum !== null && maximum !== null && numberText.test(minimum) && numberText.test(maximum) && Number(minimum) > Number(maximum)) {
    problems.push(choiceTexts.minimumAboveMaximum);
  }
  return problems;
}

/** Every reason why an attribute's choice is not a narrowing of the baseline attribute. */
export function attributeChoiceProblems(attribute: BaselineAttribute, choice: AttributeChoice, functionNames: readonly string[], library: BaselineLibrary): string[] {
  const parsed = attribute.format === null ? null : parseAfd1Format(attribute.format);
  const format = parsed?.ok ? parsed.format : null;
  return [
    ...presenceProblems(attribute, choice, functionNames),
    ...codeListProblems(attribute, choice, library),
    ...optionListProblems(attribute, format, choice.customOptionList ?? []),
    ...rangeProblems(attribute, format, choice),
    ...facetProblems(attribute.facets, choice.facets),
    ...arrayFacetProblems(attribute.arrayFacets, choice.arrayFacets),
  ];
}

/** The choices of a definition against its library, as field errors; paths the library lacks are skipped. */
export function definitionChoiceProblems(library: BaselineLibrary, functionNames: readonly string[], choices: DefinitionChoices): ChoiceProblems {
  const entities = new Map<string, BaselineEntityNode>();
  const attributes = new Map<string, BaselineAttribute>();
  const visit = (node: BaselineEntityNode) => {
    entities.set(node.path, node);
    for (const attribute of node.attributes) attributes.set(attribute.path, attribute);
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
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
  return problems;
}
