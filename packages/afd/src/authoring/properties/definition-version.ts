import { propertyTexts } from './property-texts.ts';

// Versions of definitions, variants and OpenAPI descriptions are written nnn.nn (001 §5, §9):
// three digits, a dot, two digits, e.g. 001.01.

const VERSION_PATTERN = /^\d{3}\.\d{2}$/;

/** Whether a text is a version in the nnn.nn form. */
export function isVersionNumber(text: string): boolean {
  return VERSION_PATTERN.test(text);
}

/** The Dutch message for a definition version, or null when it is valid. */
export function definitionVersionProblem(typed: string): string | null {
  if (typed.trim() === '') return propertyTexts.versionRequired;
  return isVersionNumber(typed.trim()) ? null : propertyTexts.versionInvalid;
}
