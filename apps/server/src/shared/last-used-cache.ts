// A few values kept per process, the least recently used pushed out first. Only for values that
// never change under their key (a library, a blob, a catalogue version: written once, a
// replacement gets a new id), so no instance ever needs telling that one went stale.

/** A bounded cache; `get` loads (and keeps) what is missing; a null answer is not kept. */
export function lastUsedCache<T>(capacity: number): (key: string, load: () => Promise<T | null>) => Promise<T | null> {
  const kept = new Map<string, T>();
  return async (key, load) => {
    const value = kept.get(key);
    if (value !== undefined) {
      // Most recently used last: Map keeps insertion order.
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const loaded = await load();
    if (loaded === null) return null;
    kept.set(key, loaded);
    if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    return loaded;
  };
}
