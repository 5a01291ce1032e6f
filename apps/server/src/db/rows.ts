/**
 * Rows of a raw `db.execute(sql...)` result. The engines answer in different shapes
 * (node-postgres: `{ rows }`, PGlite: `{ rows }` too, but typed apart), so raw queries go through this.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  if (Array.isArray(result)) return result as T[];
  throw new Error('Unexpected query result shape');
}
