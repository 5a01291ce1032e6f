// Lists are answered in Dutch order, ignoring case and accents, as the web app shows them; one
// collator for all comparisons because constructing one per comparison is slow.
const collator = new Intl.Collator('nl', { sensitivity: 'base' });

/** Compares two texts in Dutch order, case-insensitive. */
export const compareDutch = (a: string, b: string): number => collator.compare(a, b);

/** A sorted copy, ordered by the texts `keysOf` gives (the first that differs decides). */
export function sortDutch<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): T[] {
  return [...items].sort((a, b) => {
    const keysA = keysOf(a);
    const keysB = keysOf(b);
    for (let index = 0; index < keysA.length; index += 1) {
      const order = compareDutch(keysA[index] ?? '', keysB[index] ?? '');
      if (order !== 0) return order;
    }
    return 0;
  });
}
