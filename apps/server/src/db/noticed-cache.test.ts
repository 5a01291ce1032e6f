import { describe, expect, it } from 'vitest';
import type { ChangeNotices, ChangeTopic } from './change-notices.ts';
import { noticedCache } from './noticed-cache.ts';

/** Notices the test sends by hand, and whose liveness it switches. */
function handNotices() {
  const listeners: { topic: ChangeTopic; onChange: () => void }[] = [];
  const notices = {
    live: true as boolean,
    caughtUp: () => true as const,
    subscribe(topic: ChangeTopic, onChange: () => void) {
      listeners.push({ topic, onChange });
      return () => undefined;
    },
    close: async () => undefined,
    notice(topic: ChangeTopic) {
      for (const listener of listeners) if (listener.topic === topic) listener.onChange();
    },
  } satisfies ChangeNotices & { notice(topic: ChangeTopic): void };
  return notices;
}

/** A load that answers the current value of `state` when the test lets it finish. */
function controlledLoads(state: { value: number }) {
  let calls = 0;
  const pending: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      const answered = state.value;
      return new Promise<number>((resolve) => pending.push(() => resolve(answered)));
    },
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
  };
}

const options = { topic: 'principals', maxEntries: 10, maxAgeMs: 60_000 } as const;

/** A cache on hand notices, and a load that answers `state.value` at once and counts its calls. */
function cacheWithCountingLoad() {
  const notices = handNotices();
  const cache = noticedCache<string, number>(notices, options);
  const state = { value: 1 };
  const counted = { loads: 0 };
  const load = async () => (counted.loads++, state.value);
  return { notices, cache, state, counted, load };
}

describe('a cache invalidated by change notices', () => {
  it('answers from memory until a notice on its topic arrives, then loads again', async () => {
    const { notices, cache, state, counted, load } = cacheWithCountingLoad();

    expect(await cache.get('a', load)).toBe(1);
    state.value = 2;
    expect(await cache.get('a', load)).toBe(1);
    notices.notice('register');
    expect(await cache.get('a', load)).toBe(1);
    notices.notice('principals');
    expect(await cache.get('a', load)).toBe(2);
    expect(counted.loads).toBe(2);
  });

  it('does not keep what a load read before a notice that arrived while it ran', async () => {
    const notices = handNotices();
    const cache = noticedCache<string, number>(notices, options);
    const state = { value: 1 };
    const loads = controlledLoads(state);

    const inFlight = cache.get('a', loads.load);
    state.value = 2;
    notices.notice('principals');
    loads.finishAll();
    // The caller that asked before the change gets the old state, as it would without a cache...
    expect(await inFlight).toBe(1);
    // ...but it is not stored: the next call reads the new state.
    const after = cache.get('a', loads.load);
    loads.finishAll();
    expect(await after).toBe(2);
    expect(loads.calls).toBe(2);
  });

  it('lets a call join a load that started after the last notice, never one from before it', async () => {
    const notices = handNotices();
    const cache = noticedCache<string, number>(notices, options);
    const state = { value: 1 };
    const loads = controlledLoads(state);

    const first = cache.get('a', loads.load);
    const joined = cache.get('a', loads.load);
    expect(loads.calls).toBe(1);
    state.value = 2;
    notices.notice('principals');
    const afterNotice = cache.get('a', loads.load);
    expect(loads.calls).toBe(2);
    loads.finishAll();
    expect([await first, await joined, await afterNotice]).toEqual([1, 1, 2]);
  });

  it('serves nothing from memory while the notices are not live, and keeps nothing read then', async () => {
    const { notices, cache, state, counted, load } = cacheWithCountingLoad();

    expect(await cache.get('a', load)).toBe(1);
    notices.live = false;
    state.value = 2;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    expect(counted.loads).toBe(3);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const notices = handNotices();
    const cache = noticedCache<number, number>(notices, { ...options, maxEntries: 2 });
    let loads = 0;
    const load = (key: number) => async () => (loads++, key);
    for (const key of [1, 2, 3]) await cache.get(key, load(key));
    await cache.get(3, load(3));
    await cache.get(2, load(2));
    expect(loads).toBe(3);
    await cache.get(1, load(1));
    expect(loads).toBe(4);
  });
});
