// 'Importeer subset' of the modal 'Selecteer opties' (001 §5): the user pastes code values
// separated by semicolons; each is trimmed, a trailing semicolon is allowed, and every entry is
// classified against the code list: taken over, a duplicate, or not in the list.

/** 001 §5, to the letter. */
export const SUBSET_FORMAT_MESSAGE = 'Invoer voldoet niet aan formaat: punt-komma (;) gescheiden subset van codewaarden';

/**
 * Code values separated by semicolons, spaces around them allowed, optionally ending in one. A code
 * value holds no comma and no space: '1, 3' or '1 3' is a list typed with the wrong separator, not
 * one unknown code, and is refused as a whole.
 */
const subsetPattern = /^\s*[^;,\s]+(\s*;\s*[^;,\s]+)*\s*;?\s*$/;

export interface SubsetImport {
  total: number;
  /** Codes taken over, in the order typed. */
  successful: string[];
  /** Entries that were already selected or typed twice. */
  duplicates: string[];
  /** Entries the code list does not have. */
  nonexistent: string[];
}

/** Whether the text has the subset format; the modal shows SUBSET_FORMAT_MESSAGE when not. */
export const isSubsetText = (text: string) => subsetPattern.test(text);

/**
 * Classifies the typed entries against the list's codes and what is already selected. Returns
 * null when the text is not in the subset format (nothing is imported then).
 */
export function classifySubsetImport(text: string, codes: readonly string[], alreadySelected: readonly string[]): SubsetImport | null {
  if (!isSubsetText(text)) return null;
  const entries = text.trim().replace(/;$/, '').split(';').map((entry) => entry.trim());
  const known = new Set(codes);
  const taken = new Set(alreadySelected);
  const result: SubsetImport = { total: entries.length, successful: [], duplicates: [], nonexistent: [] };
  for (const entry of entries) {
    if (!known.has(entry)) result.nonexistent.push(entry);
    else if (taken.has(entry)) result.duplicates.push(entry);
    else {
      taken.add(entry);
      result.successful.push(entry);
    }
  }
  return result;
}
