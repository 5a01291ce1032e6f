import { definitionDateProblems, normaliseDefinitionDate } from './definition-dates.ts';
import { tagProblem, tagRequiresProductSegment, tagRequiresRiskCarrier } from './definition-tag.ts';
import { definitionVersionProblem } from './definition-version.ts';
import { isSameProductName, productNameProblem } from './product-name.ts';
import type { ProductSegmentCode } from './product-segment.ts';
import { propertyTexts } from './property-texts.ts';

// The properties form of a definition (001 §4, §5 'Definition properties') as one pure check and
// one normalisation, used by the web form (messages as the user types) and by the server (the
// save is refused with the same messages on the same fields). The data catalogue version is
// read-only: it comes from the baseline library, never from the form.

/** What the properties form edits. */
export interface DefinitionProperties {
  name: string;
  definitionVersion: string;
  /** ADNBRA code of the baseline's code list; may be empty. */
  brancheCode: string;
  /** PORMAA code of the baseline's code list; may be empty. */
  porCode: string;
  /** d-m-yyyy or empty. */
  ingangsdatum: string;
  /** d-m-yyyy or empty. */
  einddatum: string;
  riskCarrier: string;
  productSegment: ProductSegmentCode;
  tag: string;
  changelog: string;
}

export type DefinitionPropertyField = keyof DefinitionProperties;
export type DefinitionPropertyProblems = Partial<Record<DefinitionPropertyField, string>>;

export interface PropertiesContext {
  /** The names of the organisation's other definitions (not this one's current name). */
  otherProductNames: readonly string[];
  /** Allowed codes of the baseline's ADNBRA and PORMAA lists; absent = not checked. */
  brancheCodes?: readonly string[];
  porCodes?: readonly string[];
}

/** The Dutch message per field; an empty object when the properties can be saved. */
export function definitionPropertyProblems(values: DefinitionProperties, context: PropertiesContext): DefinitionPropertyProblems {
  const problems: DefinitionPropertyProblems = {};
  const name = productNameProblem(values.name);
  if (name !== null) problems.name = name;
  else if (context.otherProductNames.some((other) => isSameProductName(other, values.name))) problems.name = propertyTexts.productNameTaken;
  const version = definitionVersionProblem(values.definitionVersion);
  if (version !== null) problems.definitionVersion = version;
  Object.assign(problems, definitionDateProblems(values.ingangsdatum, values.einddatum));
  const tag = tagProblem(values.tag);
  if (tag !== null) problems.tag = tag;
  if (tagRequiresRiskCarrier(values.tag) && values.riskCarrier.trim() === '') problems.riskCarrier = propertyTexts.riskCarrierRequired;
  if (tagRequiresProductSegment(values.tag) && values.productSegment === 0) problems.productSegment = propertyTexts.productSegmentRequired;
  // Codes outside the baseline's lists cannot come from the form's selects: refuse them quietly
  // with the generic text rather than store a code generation would not know.
  if (context.brancheCodes && values.brancheCode !== '' && !context.brancheCodes.includes(values.brancheCode)) problems.brancheCode = 'Ongeldige waarde.';
  if (context.porCodes && values.porCode !== '' && !context.porCodes.includes(values.porCode)) problems.porCode = 'Ongeldige waarde.';
  return problems;
}

/**
 * The properties as they are stored: names and codes trimmed, dates written dd-mm-yyyy, and the
 * risk carrier kept only for the tag that requires it (001 §4).
 */
export function normaliseDefinitionProperties(values: DefinitionProperties): DefinitionProperties {
  const tag = values.tag.trim();
  return {
    ...values,
    name: values.name.trim(),
    definitionVersion: values.definitionVersion.trim(),
    brancheCode: values.brancheCode.trim(),
    porCode: values.porCode.trim(),
    ingangsdatum: normaliseDefinitionDate(values.ingangsdatum),
    einddatum: normaliseDefinitionDate(values.einddatum),
    riskCarrier: tagRequiresRiskCarrier(tag) ? values.riskCarrier.trim() : '',
    tag,
  };
}
