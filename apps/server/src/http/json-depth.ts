// How deep a JSON text nests, found by scanning its bytes before anything parses or walks it
// (issue 28). JSON.parse itself copes with any depth, but what runs after it does not: the check
// for unstorable text, the route's schema validation and JSON.stringify all recurse, and a body
// nested 10,000 levels deep ran them out of stack (a 500).

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest body the portal
 * itself sends is a handful of levels (a definition save is keyed by path, not a tree; an OpenAPI
 * description is a fixed shape of about eight levels; a business rule is a string), so 512 leaves
 * a large margin for other clients while staying far below the depth where the walkers after the
 * parse run out of stack (several thousand levels on Node's default stack).
 */
export const maxJsonDepth = 512;

const quote = 0x22;
const backslash = 0x5c;
const isOpener = (code: number) => code === 0x5b || code === 0x7b; // [ {
const isCloser = (code: number) => code === 0x5d || code === 0x7d; // ] }

/**
 * The offset of the first `[` or `{` that opens a level deeper than `limit`, or -1 when the text
 * stays within it. Brackets inside strings do not count (escapes, `\"` included, are skipped); a
 * byte of a multi-byte UTF-8 character is never one of these ASCII bytes. Whether
 * the text is otherwise valid JSON is left to JSON.parse.
 */
export function tooDeepAt(bytes: Uint8Array, limit: number = maxJsonDepth): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const code = bytes[index] ?? 0;
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (isOpener(code)) {
      depth += 1;
      if (depth > limit) return index;
    } else if (isCloser(code)) {
      depth -= 1;
    }
  }
  return -1;
}
