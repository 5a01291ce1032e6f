import { propertyTexts } from './property-texts.ts';

// Product names (001 §5): letters, digits, space and - _ . , ( ) *, 1 to 70 characters. The name
// becomes part of URLs and of generated file names, which is why the set is this small. "Letters"
// are read as A-Z and a-z: the generated file names (Branchecode-PORcode-Definitienaam-...) are
// read by members' tooling that expects ASCII.

const PRODUCT_NAME_PATTERN = /^[A-Za-z0-9 \-_.,()*]{1,70}$/;

/** The longest product name (001 §9). */
export const MAX_PRODUCT_NAME_LENGTH = 70;

/** The Dutch message for a product name as typed in the properties form, or null when it is valid. */
export function productNameProblem(typed: string): string | null {
  if (typed.trim() === '') return propertyTexts.productNameRequired;
  return PRODUCT_NAME_PATTERN.test(typed) ? null : propertyTexts.productNameInvalid;
}

/** Product names are unique within an organisation without regard to case. */
export function isSameProductName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The name for a new or copied definition (001 §5): trimmed, non-empty, valid; a copy must differ
 * from its original. Returns the name to store, or the Dutch message.
 */
export function checkNewProductName(typed: string, original?: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim();
  const problem = productNameProblem(name);
  if (problem !== null) return { ok: false, message: problem };
  if (original !== undefined && isSameProductName(name, original)) return { ok: false, message: propertyTexts.productNameInvalid };
  return { ok: true, name };
}
