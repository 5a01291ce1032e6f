import type { BaselineLibrary } from '@afd/afd';

// A baseline library is written once by its upload and never changed (a new upload makes a new
// library). The definition page reads its library on every open and every save: megabytes of jsonb
// parsed each time (~60–90 ms for 20,000 nodes, bench:definition-editor). The last few read are
// kept per process; nothing needs invalidating, on any instance. Each is frozen, so a caller that
// tried to change the shared copy would fail at once instead of changing it for the next request.

const capacity = 3;
const libraries = new Map<string, BaselineLibrary>();

/** The library with this id: from the cache, or `load`ed (and kept) when it is not there. */
export async function cachedLibrary(id: string, load: () => Promise<BaselineLibrary | null>): Promise<BaselineLibrary | null> {
  const kept = libraries.get(id);
  if (kept) {
    // Most recently used last: Map keeps insertion order.
    libraries.delete(id);
    libraries.set(id, kept);
    return kept;
  }
  const library = await load();
  if (!library) return null;
  deepFreeze(library);
  libraries.set(id, library);
  if (libraries.size > capacity) libraries.delete(libraries.keys().next().value as string);
  return library;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
