import { propertyTexts } from './property-texts.ts';

// Names of custom functions (001 §5, §9): trimmed, at most 50 characters, not a duplicate of an
// existing function (case-insensitive: functions become file names), and never the reserved
// 'polisblad_gegevens', which generation uses for the policy-sheet data. A function name becomes
// part of file names ({product}-{function}.zip), so slashes and control characters are refused too.

/** The function name the portal reserves for itself. */
export const RESERVED_FUNCTION_NAME = 'polisblad_gegevens';

/** The longest function name. */
export const MAX_FUNCTION_NAME_LENGTH = 50;

/** The function name to add, or the Dutch message why it cannot be added. */
export function checkNewFunctionName(typed: string, existing: readonly string[]): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim();
  const unusable = name === '' || name.length > MAX_FUNCTION_NAME_LENGTH || /[/\\]/.test(name) || [...name].some((c) => c < ' ' || c === '\u007F');
  if (unusable || name.toLowerCase() === RESERVED_FUNCTION_NAME) {
    return { ok: false, message: propertyTexts.functionNameNotAllowed(name) };
  }
  if (existing.some((other) => other.trim().toLowerCase() === name.toLowerCase())) {
    return { ok: false, message: propertyTexts.functionNameExists(name) };
  }
  return { ok: true, name };
}
