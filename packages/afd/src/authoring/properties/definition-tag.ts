import { propertyTexts } from './property-texts.ts';

// The tag of a definition (001 §5, §9): at most 50 of A-Z, 0-9, space and hyphen. Some tags carry
// obligations: the SUIV family needs a product segment, SUIV-EP also a risk carrier; and the risk
// carrier is kept only for SUIV-EP (001 §4). The same tags decide who may download (ADR 0018).

const TAG_PATTERN = /^[A-Z0-9 -]{0,50}$/;

/** Tags that require a product segment. */
export const TAGS_REQUIRING_PRODUCT_SEGMENT = ['SUIV', 'SUIV-COMBI', 'SUIV-EP', 'SUIV-BIJ'] as const;

/** The one tag that requires (and keeps) a risk carrier. */
export const TAG_REQUIRING_RISK_CARRIER = 'SUIV-EP';

/** The Dutch message for a tag, or null when it is valid (empty is valid: the tag is optional). */
export function tagProblem(tag: string): string | null {
  return TAG_PATTERN.test(tag) ? null : propertyTexts.tagInvalid;
}

/** Whether the tag obliges a product segment. */
export function tagRequiresProductSegment(tag: string): boolean {
  return (TAGS_REQUIRING_PRODUCT_SEGMENT as readonly string[]).includes(tag.trim());
}

/** Whether the tag obliges (and keeps) a risk carrier. */
export function tagRequiresRiskCarrier(tag: string): boolean {
  return tag.trim() === TAG_REQUIRING_RISK_CARRIER;
}
