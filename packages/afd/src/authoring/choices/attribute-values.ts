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
  /** The facets among `facets` that the definition itself set (withOwnFacets); the others are the baseline's. */
  ownFacets?: readonly (keyof Facets)[];
}

/**
 * The rules with the definition's own facets over the baseline's: an option or a bound must fit
 * what the definition itself says (its maxLength 40 where the baseline allows 80). Whether those
 * facets narrow the baseline's is the facet check's concern; a facet the definition leaves open
 * stays the baseline's.
 */
export function withOwnFacets(rules: ValueRules, own: Facets | null | undefined): ValueRules {
  const defined = Object.fromEntries(Object.entries(own ?? {}).filter(([, value]) => value !== undefined && value !== null));
  return { ...rules, facets: { ...rules.facets, ...defined }, ownFacets: Object.keys(defined) as (keyof Facets)[] };
}

const integerText = /^-?[0-9]+$/;
const numberText = /^-?[0-9]+(\.[0-9]+)?$/;

/** The parsed AFD 1.0 format of an attribute, or null (AFD 2.0, or a notation we cannot read). */
export function formatOf(rules: Pick<ValueRules, 'format'>): Afd1Format | null {
  if (rules.format === null) return null;
  const parsed = parseAfd1Format(rules.format);
  return parsed.ok ? parsed.format : null;
}

/** Why a value does not fit, and the facet that refuses it (null: the format, the type or the standard's minimum length of 1). */
interface ValueRefusal {
  reason: string;
  facet: keyof Facets | null;
}

const isOwn = (rules: ValueRules, facet: keyof Facets | null) => facet !== null && (rules.ownFacets ?? []).includes(facet);

function valueRefusal(rules: ValueRules, value: string): ValueRefusal | null {
  const refused = (reason: string, facet: keyof Facets | null = null): ValueRefusal => ({ reason, facet });
  const format = formatOf(rules);
  if (format !== null) {
    const formatProblem = checkAfd1Value(format, value);
    if (formatProblem !== null) return refused(formatProblem);
  }
  if (rules.type === 'integer' && !integerText.test(value)) return refused(`'${value}' is geen geheel getal.`);
  if ((rules.type === 'decimal' || rules.type === 'number') && !numberText.test(value)) return refused(`'${value}' is geen getal.`);
  const { facets } = rules;
  if (facets.enumeration && !facets.enumeration.includes(value)) {
    return refused(isOwn(rules, 'enumeration') ? choiceTexts.valueNotInOwnEnumeration(value) : choiceTexts.valueNotInBaseline(value), 'enumeration');
  }
  const length = [...value].length;
  // An alphanumeric value is at least one character (001 §5: "default minimum length for alphanumeric is 1").
  const minLength = facets.minLength ?? (format?.kind === 'alphanumeric' || rules.type === 'string' ? 1 : undefined);
  if (minLength !== undefined && length < minLength) return refused(`'${value}' is korter dan ${minLength} ${minLength === 1 ? 'teken' : 'tekens'}.`, facets.minLength === undefined ? null : 'minLength');
  if (facets.maxLength !== undefined && length > facets.maxLength) return refused(`'${value}' is langer dan ${facets.maxLength} tekens.`, 'maxLength');
  if (numberText.test(value)) {
    const number = Number(value);
    if (facets.minimum !== undefined && number < facets.minimum) return refused(`'${value}' is kleiner dan ${facets.minimum}.`, 'minimum');
    if (facets.maximum !== undefined && number > facets.maximum) return refused(`'${value}' is groter dan ${facets.maximum}.`, 'maximum');
    if (facets.exclusiveMinimum !== undefined && number <= facets.exclusiveMinimum) return refused(`'${value}' is niet groter dan ${facets.exclusiveMinimum}.`, 'exclusiveMinimum');
    if (facets.exclusiveMaximum !== undefined && number >= facets.exclusiveMaximum) return refused(`'${value}' is niet kleiner dan ${facets.exclusiveMaximum}.`, 'exclusiveMaximum');
    if (facets.multipleOf !== undefined && !isMultiple(number, facets.multipleOf)) return refused(`'${value}' is geen veelvoud van ${facets.multipleOf}.`, 'multipleOf');
  }
  return null;
}

/** Why one value does not fit the attribute (its format or type, and its facets: the baseline's and the definition's own), or null when it does. */
export function attributeValueProblem(rules: ValueRules, value: string): string | null {
  return valueRefusal(rules, value)?.reason ?? null;
}

/**
 * Why one option of 'Definieer optielijst' does not fit, saying what refuses it (issue 35): a facet
 * the definition itself set, a facet of the baseline, or the baseline's format or type; null when it fits.
 */
export function optionProblem(rules: ValueRules, value: string): string | null {
  const refusal = valueRefusal(rules, value);
  if (refusal === null) return null;
  if (refusal.facet === null) return choiceTexts.optionOutsideBaseline(value, refusal.reason);
  return isOwn(rules, refusal.facet) ? choiceTexts.optionOutsideOwnFacet(value, refusal.facet, refusal.reason) : choiceTexts.optionOutsideBaselineFacet(value, refusal.facet, refusal.reason);
}

/** The problems of an option list: empty or padded values, duplicates, and values outside the baseline or the definition's own facets. */
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
    const problem = optionProblem(rules, value);
    if (problem !== null) problems.push(problem);
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
