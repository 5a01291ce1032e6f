// Long schema names are one 'word' to the browser: without a break opportunity they overflow
// their column. A zero-width space after each underscore lets them wrap there (000 §2 screen 17).

const ZERO_WIDTH_SPACE = '\u200B';

/** Names longer than this get the breaks; shorter ones always fit a column. */
export const LONG_NAME_LENGTH = 30;

export function withBreaksAfterUnderscores(name: string): string {
  return name.length > LONG_NAME_LENGTH ? name.replaceAll('_', `_${ZERO_WIDTH_SPACE}`) : name;
}
