import type { ChangeNotices, ChangeTopic } from './change-notices.ts';

// A per-instance cache that forgets everything when a change notice on its topic arrives (ADR
// 0043). It serves from memory only while the notices are live; otherwise every call loads.
//
// The race that matters: a load that started before a change was committed may answer the old
// state after the notice has come and gone. Each notice raises the cache's generation; a load
// stores its answer only when the generation is still the one it started under, and joins only
// a load that started under the current generation. So a value in the cache was read after the
// last notice: it is never older than the last change this instance heard of. And before memory
// is used, the notices must have caught up with the commits made before the call (see
// ChangeNotices.caughtUp), so no instance answers a change made elsewhere from memory.

export interface NoticedCacheOptions {
  topic: ChangeTopic;
  /** At most this many keys; the oldest entry goes first. */
  maxEntries: number;
  /** Belt and braces: an entry is loaded again after this long even without a notice. */
  maxAgeMs: number;
}

export interface NoticedCache<K, V> {
  /**
   * The cached value for the key, or the answer of `load` (stored when nothing changed meanwhile).
   * `since`: the moment (`performance.now()`) from which every commit must count, by default this
   * call; a request passes its own start (call-start.ts), so all its caches share one catch-up.
   */
  get(key: K, load: () => Promise<V>, since?: number): Promise<V>;
  /** Forgets one key (for values that end on their own, e.g. with a token's lifetime). */
  forget(key: K): void;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

export function noticedCache<K, V>(notices: ChangeNotices, { topic, maxEntries, maxAgeMs }: NoticedCacheOptions): NoticedCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const loading = new Map<K, { generation: number; promise: Promise<V> }>();
  let generation = 0;
  notices.subscribe(topic, () => {
    generation++;
    entries.clear();
    loading.clear();
  });

  const store = (key: K, value: V) => {
    if (entries.size >= maxEntries && !entries.has(key)) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, storedAt: Date.now() });
  };

  const fromMemoryOrLoad = (key: K, load: () => Promise<V>): Promise<V> => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt < maxAgeMs) return Promise.resolve(entry.value);
    const pending = loading.get(key);
    if (pending && pending.generation === generation) return pending.promise;

    const startedUnder = generation;
    const promise = load().then((value) => {
      if (generation === startedUnder && notices.live) store(key, value);
      return value;
    });
    const settled = () => {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    };
    promise.then(settled, settled);
    loading.set(key, { generation: startedUnder, promise });
    return promise;
  };

  return {
    get(key, load, since) {
      if (!notices.live) return load();
      // Memory may be used only once every change committed before this call has been heard of.
      const caughtUp = notices.caughtUp(since);
      if (caughtUp === true) return fromMemoryOrLoad(key, load);
      return caughtUp.then((ready) => (ready ? fromMemoryOrLoad(key, load) : load()));
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
