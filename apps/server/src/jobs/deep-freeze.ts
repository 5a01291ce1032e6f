// Values kept and handed out again — a library read once per process, a task input a worker holds
// for its next tasks (shared-task-values.ts) — are shared by every later user: frozen, a caller
// that tried to change one fails at once instead of changing it for the next.

/** Freezes a value and everything in it; answers the value. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
