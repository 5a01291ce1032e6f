// Text that PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate, which a JSON
// escape like "\ud800" produces) must be refused at the door: stored, it fails deep inside a
// query with a 500, or is silently turned into U+FFFD and no longer what the user sent.

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds only characters the portal can store and show as sent. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The key with its unstorable characters shown as '?', to name it in a message. */
function printable(key: string): string {
  return [...key].map((character) => (isStorableText(character) ? character : '?')).join('');
}

/**
 * The path of the first string (or object key) in a parsed value that is not storable text,
 * e.g. `naam` or `regels.2.omschrijving`; `''` for the value itself; null when all is well.
 */
export function firstUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return join(printable(key));
    const found = firstUnstorableText(inner, join(key));
    if (found !== null) return found;
  }
  return null;
}
