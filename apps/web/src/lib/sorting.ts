// Dutch order that ignores case and accents ('a' = 'A' = 'á'), as the spec asks for organisations
// and lists; one collator instance because constructing one per comparison is slow in long lists.
const dutchCollator = new Intl.Collator('nl', { sensitivity: 'base' });

/** Compares two texts in Dutch order, case-insensitive. */
export function compareDutch(a: string, b: string): number {
  return dutchCollator.compare(a, b);
}

/** A sorted copy of `items`, ordered by the Dutch text that `textOf` picks. */
export function sortDutch<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareDutch(textOf(a), textOf(b)));
}
