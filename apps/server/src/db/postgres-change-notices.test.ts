import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/test-database.ts';
import { changeChannel, postgresChangeNotices, type ChangeNotices } from './change-notices.ts';

// The catch-up that lets a per-instance cache answer from memory (ADR 0043) costs a round trip
// on PostgreSQL. One round trip answers for every call that began before it was sent, so the
// caches of one request share one; a call that began after it must wait for a new one, which
// hears every change committed before that call.

// eslint-disable-next-line no-restricted-properties -- tests read their own environment
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!testEngines.includes('postgres'))('catching up with the change notices on PostgreSQL', () => {
  let notices: ChangeNotices;
  let committer: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    notices = postgresChangeNotices(postgresUrl);
    notices.subscribe('register', () => heard.push('register'));
    const deadline = Date.now() + 20_000;
    while (!notices.live) {
      if (Date.now() > deadline) throw new Error('change notices not live in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    committer = new pg.Client({ connectionString: postgresUrl });
    await committer.connect();
  });
  afterAll(async () => {
    await committer.end();
    await notices.close();
  });

  it('answers at once, without another round trip, for a call that began before a round trip that has answered', async () => {
    const since = performance.now();
    const first = notices.caughtUp(since);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(true);
    expect(notices.caughtUp(since)).toBe(true);
  });

  it('makes a call that began after the last round trip wait for a new one, which hears a change committed before the call', async () => {
    await notices.caughtUp();
    heard.length = 0;
    await committer.query('select pg_notify($1, $2)', [changeChannel, 'register']);
    const since = performance.now();
    const caughtUp = notices.caughtUp(since);
    expect(caughtUp).toBeInstanceOf(Promise);
    expect(await caughtUp).toBe(true);
    expect(heard).toEqual(['register']);
  });

  it('does not let a call that began while a round trip was out count on it: it waits for the next one', async () => {
    const out = notices.caughtUp();
    const since = performance.now();
    const next = notices.caughtUp(since);
    expect(next).not.toBe(out);
    expect(await out).toBe(true);
    expect(await next).toBe(true);
    expect(notices.caughtUp(since)).toBe(true);
  });
});
