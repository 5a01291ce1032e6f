import { baselinePackageFormat, baselinePackageFormatVersion, type BaselinePackage } from './baseline-package.ts';
import { offlineTexts } from './offline-texts.ts';

// A baseline package read back from its file (ADR 0042). It comes from the portal, but it is a
// file on a member's disk: what the checker relies on is checked, with a Dutch reason, before
// anything is certified. The library inside is the portal's own record and is taken as it is.

export type BaselinePackageRead = { ok: true; baselinePackage: BaselinePackage } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown) => isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** Whether a text looks like a baseline package (a JSON object naming the format), before reading it fully. */
export function looksLikeBaselinePackage(text: string): boolean {
  return text.trimStart().startsWith('{') && text.includes(`"${baselinePackageFormat}"`);
}

/** Reads a baseline package; refuses in Dutch what the checker could not use. */
export function readBaselinePackage(text: string, fileName: string): BaselinePackageRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: offlineTexts.packageNotJson(fileName) };
  }
  if (!isObject(value) || value.format !== baselinePackageFormat) return { ok: false, problem: offlineTexts.packageWrongFormat(fileName) };
  if (value.formatVersion !== baselinePackageFormatVersion) return { ok: false, problem: offlineTexts.packageWrongVersion(fileName, value.formatVersion) };
  const missing = missingField(value);
  if (missing) return { ok: false, problem: offlineTexts.packageIncomplete(fileName, missing) };
  return { ok: true, baselinePackage: value as unknown as BaselinePackage };
}

/** The first field the checker needs that is absent or of the wrong kind. */
function missingField(value: Record<string, unknown>): string | null {
  const { afdVersion, key, baseline, library, xpathRules, catalogue } = value;
  if (afdVersion !== 1 && afdVersion !== 2) return 'afdVersion (1 of 2)';
  if (!isStringRecord(key)) return 'key';
  if (!isObject(baseline) || typeof baseline.fileName !== 'string' || typeof baseline.content !== 'string') return 'baseline';
  if (!isObject(library) || library.afdVersion !== afdVersion || !Array.isArray(library.roots) || !Array.isArray(library.codeLists)) return 'library';
  if (!Array.isArray(xpathRules) || !xpathRules.every((rule) => isStringRecord(rule))) return 'xpathRules';
  if (!isObject(catalogue) || typeof catalogue.version !== 'string' || !isStringRecord(catalogue.xsdFiles) || !Array.isArray(catalogue.codeLists)) return 'catalogue';
  return null;
}
