import type { Row } from '@tanstack/react-table';
import { compareDutch } from '@/lib/sorting';

/**
 * Orders two cell values: numbers and dates by value, booleans false before true, everything
 * else as Dutch text ignoring case. Empty values sort first (last when descending).
 */
export function compareCellValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareDutch(String(a), String(b));
}

/** TanStack sorting function using `compareCellValues`; the default for every DataTable column. */
export function dutchSortingFn<T>(rowA: Row<T>, rowB: Row<T>, columnId: string): number {
  return compareCellValues(rowA.getValue(columnId), rowB.getValue(columnId));
}
