// JSON Pointer (RFC 6901): how certification messages name the place in an uploaded schema.

/** Escapes one reference token ('~' -> '~0', '/' -> '~1'). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Appends reference tokens to a pointer: `childPointer('/properties', 'a/b')` is '/properties/a~1b'. */
export function childPointer(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + tokens.map((token) => '/' + escapePointerToken(String(token))).join('');
}

/** Splits a pointer into its unescaped tokens; null when it is not a pointer ('' is the root). */
export function pointerTokens(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer as shown to users: the root is shown as '/' rather than an empty string. */
export function displayPointer(pointer: string): string {
  return pointer === '' ? '/' : pointer;
}
