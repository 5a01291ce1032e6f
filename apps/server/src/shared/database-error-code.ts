// PostgreSQL reports why a statement failed as a SQLSTATE code (e.g. 23503 foreign key
// violation). Drizzle wraps the driver's error, and the drivers differ in shape (node-postgres,
// PGlite), so the code is looked up along the chain of causes.

/** The SQLSTATE of a failed query, or null when the error did not come from the database. */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/**
 * A row is still referenced: 23503 for a plain foreign key, 23001 where the reference says
 * ON DELETE RESTRICT (recent PostgreSQL versions report that case apart).
 */
export function isStillReferenced(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '23503' || code === '23001';
}

export const UNIQUE_VIOLATION = '23505';
