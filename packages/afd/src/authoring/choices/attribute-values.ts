import { checkAfd1Value } from '../../afd1/formats/format-value-check.ts';
import { parseAfd1Format, type Afd1Format } from '../../afd1/formats/format-notation.ts';
import type { Facets } from '../../model/baseline-library.ts';
import { choiceTexts } from './choice-texts.ts';
import { isMultiple } from './facet-narrowing.ts';

// One value of an attribute (an option of the organisation's list, a minimum or maximum) checked
// against the attribute as the baseline has it (001 §5 'Attributes and option lists'). The
// definition page checks as the user types; the server checks the same on save (choice-problems).

/** What a value is checked against: the AFD 1.0 format or the AFD 2.0 type, and the facets (the baseline's, with the definition's own over them: withOwnFacets). */
export interface ValueRules {
  /** AFD 1.0 format notation ('AN..35'); null for AFD 2.0. */
  format: string | null;
  /** AFD 2.0 type (string, integer, number, decimal...); null for AFD 1.0. */
  type: string | null;
  facets: Facets;
}

/**
 * The rules with the definition's own facets over the baseline's: an option or a bound must fit
 * what the definition itself says (its maxLength 40 where the baseline allows 80). Whether those
 * facets narrow the baseline's is the facet check's concern; a facet the definition leaves open
 * stays the baseline's.
 */
export function withOwnFacets(rules: ValueRules, own: Facets | null | undefined): ValueRules {
  const defined = Object.fromEntries(Object.entries(own ?? {}).filter(([, value]) => value !== undefined && value !== null));
  return { ...rules, facets: { ...rules.facets, ...defined } };
}

const integerText = /^-?[0-9]+$/;
const numberText = /^-?[0-9]+(\.[0-9]+)?$/;

/** The parsed AFD 1.0 format of an attribute, or null (AFD 2.0, or a notation we cannot read). */
export function formatOf(rules: Pick<ValueRules, 'format'>): Afd1Format | null {
  if (rules.format === null) return null;
  const parsed = parseAfd1Format(rules.format);
  return parsed.ok ? parsed.format : null;
}

/** Why one value does not fit the attribute in the baseline, or null when it does. */
export function attributeValueProblem(rules: ValueRules, value: string): string | null {
  const format = formatOf(rules);
  if (format !== null) {
    const formatProblem = checkAfd1Value(format, value);
    if (formatProblem !== null) return formatProblem;
  }
  if (rules.type === 'integer' && !integerText.test(value)) return `'${value}' is geen geheel getal.`;
  if ((rules.type === 'decimal' || rules.type === 'number') && !numberText.test(value)) return `'${value}' is geen getal.`;
  const { facets } = rules;
  if (facets.enumeration && !facets.enumeration.includes(value)) return choiceTexts.valueNotInBaseline(value);
  const length = [...value].length;
  // An alphanumeric value is at least one character (001 §5: "default minimum length for alphanumeric is 1").
  const minLength = facets.minLength ?? (format?.kind === 'alphanumeric' || rules.type === 'string' ? 1 : undefined);
  if (minLength !== undefined && length < minLength) return `'${value}' is korter dan ${minLength} ${minLength === 1 ? 'teken' : 'tekens'}.`;
  if (facets.maxLength !== undefined && length > facets.maxLength) return `'${value}' is langer dan ${facets.maxLength} tekens.`;
  if (numberText.test(value)) {
    const number = Number(value);
    if (facets.minimum !== undefined && number < facets.minimum) return `'${value}' is kleiner dan ${facets.minimum}.`;
    if (facets.maximum !== undefined && number > facets.maximum) return `'${value}' is groter dan ${facets.maximum}.`;
    if (facets.exclusiveMinimum !== undefined && number <= facets.exclusiveMinimum) return `'${value}' is niet groter dan ${facets.exclusiveMinimum}.`;
    if (facets.exclusiveMaximum !== undefined && number >= facets.exclusiveMaximum) return `'${value}' is niet kleiner dan ${facets.exclusiveMaximum}.`;
    if (facets.multipleOf !== undefined && !isMultiple(number, facets.multipleOf)) return `'${value}' is geen veelvoud van ${facets.multipleOf}.`;
  }
  return null;
}

/** The problems of an option list: empty or padded values, duplicates, and values outside the baseline. */
export function optionListProblems(rules: ValueRules, options: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const value of options) {
    if (value === '' || value !== value.trim()) {
      problems.push(choiceTexts.emptyOption);
      continue;
    }
    if (seen.has(value)) problems.push(choiceTexts.duplicateOption(value));
    seen.add(value);
    const problem = attributeValueProblem(rules, value);
    if (problem !== null) problems.push(choiceTexts.optionOutsideBaseline(value, problem));
  }
  return problems;
}

/** The messages of 'Waardebeperking' (001 §5): each bound in the attribute's format, minimum not above maximum. */
export function valueRangeProblems(rules: ValueRules, minimum: string | null, maximum: string | null): { minimum?: string; maximum?: string; range?: string } {
  const format = formatOf(rules);
  const label = format?.notation ?? rules.format ?? rules.type ?? '';
  const problems: { minimum?: string; maximum?: string; range?: string } = {};
  if (minimum !== null && attributeValueProblem(rules, minimum) !== null) problems.minimum = choiceTexts.minimumFormat(label);
  if (maximum !== null && attributeValueProblem(rules, maximum) !== null) problems.maximum = choiceTexts.maximumFormat(label);
  const numeric = format === null || format.kind !== 'alphanumeric';
  const bothNumbers = minimum !== null && maximum !== null && numberText.test(minimum) && numberText.test(maximum);
  if (numeric && !problems.minimum && !problems.maximum && bothNumbers && Number(minimum) > Number(maximum)) problems.range = choiceTexts.minimumAboveMaximum;
  return problems;
}
