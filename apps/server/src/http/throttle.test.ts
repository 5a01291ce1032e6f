import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { countEvent, secondsUntilAllowed, type ThrottlePolicy } from './throttle.ts';

// The shared throttle's two ways of starting the count again (ADR 0054): a window from the first
// event (a rate: the public certificate check) starts again however steadily events come; a quiet
// period since the last event (the sign-in) does not.

const rate: ThrottlePolicy = { freeEvents: 3, firstDelaySeconds: 60, maxDelaySeconds: 60, restartAfterSeconds: 60, restartFrom: 'first-event' };
const quiet: ThrottlePolicy = { ...rate, restartFrom: 'last-event' };

describe.each(testEngines)('throttle counters on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const every25Seconds = async (key: string, policy: ThrottlePolicy, times: number) => {
    const start = Date.parse('2026-11-28T12:00:00Z');
    const counts: number[] = [];
    for (let i = 0; i < times; i++) counts.push((await countEvent(database.db, key, policy, new Date(start + i * 25_000))).events);
    return counts;
  };

  it('starts a rate window again a window after its first event, however steadily events come', async () => {
    expect(await every25Seconds('rate:steady', rate, 6)).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('keeps counting under a quiet period while events come closer than it, and holds the key back after the free ones', async () => {
    expect(await every25Seconds('quiet:steady', quiet, 4)).toEqual([1, 2, 3, 4]);
    expect(await secondsUntilAllowed(database.db, ['quiet:steady'], new Date(Date.parse('2026-11-28T12:01:15Z')))).toBe(60);
  });
});
