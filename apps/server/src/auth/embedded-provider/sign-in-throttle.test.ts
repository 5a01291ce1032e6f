import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { clearAccountFailures, recordFailedSignIn, secondsUntilAllowed } from './sign-in-throttle.ts';

// The throttle counts in the database so that all instances count the same attempts: concurrent
// failures must each be counted once.

describe.each(testEngines)('sign-in throttle storage on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('counts concurrent failures each once and holds the account back after the free ones', async () => {
    const subject = { email: 'Gelijktijdig@Demo.nl', address: '10.0.0.1' };
    const now = new Date('2026-11-24T12:00:00Z');
    await Promise.all(Array.from({ length: 6 }, () => recordFailedSignIn(database.db, subject, now)));
    // Six failures: the account waits 60 s from the last one; the address (20 free) does not.
    expect(await secondsUntilAllowed(database.db, subject, now)).toBe(60);
    expect(await secondsUntilAllowed(database.db, { email: 'ander@demo.nl', address: '10.0.0.1' }, now)).toBe(0);
    expect(await secondsUntilAllowed(database.db, { email: 'gelijktijdig@demo.nl', address: '10.0.0.2' }, now)).toBe(60);
  });

  it('lets the attempt through once the wait is over, and starts counting afresh after a quiet period', async () => {
    const subject = { email: 'stil@demo.nl', address: '10.0.0.3' };
    const start = new Date('2026-11-24T12:00:00Z');
    for (let i = 0; i < 5; i++) await recordFailedSignIn(database.db, subject, start);
    expect(await secondsUntilAllowed(database.db, subject, new Date(start.getTime() + 31_000))).toBe(0);
    const later = new Date(start.getTime() + 31 * 60_000);
    await recordFailedSignIn(database.db, subject, later);
    expect(await secondsUntilAllowed(database.db, subject, later)).toBe(0);
  });

  it("forgets the account's failures after a successful sign-in", async () => {
    const subject = { email: 'vergeten@demo.nl', address: '10.0.0.4' };
    const now = new Date();
    for (let i = 0; i < 5; i++) await recordFailedSignIn(database.db, subject, now);
    expect(await secondsUntilAllowed(database.db, subject, now)).toBeGreaterThan(0);
    await clearAccountFailures(database.db, subject);
    expect(await secondsUntilAllowed(database.db, subject, now)).toBe(0);
  });
});
