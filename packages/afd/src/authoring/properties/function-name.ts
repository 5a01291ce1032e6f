import { propertyTexts } from './property-texts.ts';

// Names of custom functions (001 §5, §9): trimmed, at most 50 characters, not a duplicate of an
// existing function (case-insensitive: functions become file names), and never the reserved
// 'polisblad_gegevens', which generation uses for the policy-sheet data. A function name becomes
// part of file names ({product}-{function}.zip), so slashes and control characters are refused too.
// The 50 characters are for a name someone types. A name that comes from the standard's own files
// (the standards body's list of functions, a function schema brought in with 'Importeer
// AFD-definitie') may be longer: SIVI's own files name functions of 51 and 53 characters. Those
// are held to 100 characters (ADR 0058).

/** The function name the portal reserves for itself. */
export const RESERVED_FUNCTION_NAME = 'polisblad_gegevens';

/** The longest function name a user types for a function of the definition's own. */
export const MAX_FUNCTION_NAME_LENGTH = 50;

/** The longest function name that comes from the standard: its list of functions and its own files. */
export const MAX_STANDARD_FUNCTION_NAME_LENGTH = 100;

/**
 * The function name to add, or the Dutch message why it cannot be added. `maxLength` is
 * MAX_STANDARD_FUNCTION_NAME_LENGTH for a name that comes from the standard.
 */
export function checkNewFunctionName(
  typed: string,
  existing: readonly string[],
  { maxLength = MAX_FUNCTION_NAME_LENGTH }: { maxLength?: number } = {},
): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim();
  const unusable = name === '' || name.length > maxLength || /[/\\]/.test(name) || [...name].some((c) => c < ' ' || c === '\u007F');
  if (unusable || name.toLowerCase() === RESERVED_FUNCTION_NAME) {
    return { ok: false, message: propertyTexts.functionNameNotAllowed(name) };
  }
  if (existing.some((other) => other.trim().toLowerCase() === name.toLowerCase())) {
    return { ok: false, message: propertyTexts.functionNameExists(name) };
  }
  return { ok: true, name };
}
