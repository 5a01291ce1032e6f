import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';

// Throttles counted in the database (ADR 0054): one row per key, counted with one atomic upsert
// per event, so that concurrent requests on several instances all count. A policy says how many
// events are free, how long the wait is after that (doubling up to a ceiling), and when the count
// starts again: after a quiet period since the last event (the sign-in throttle), or a fixed time
// after the first event it counts (a rate per window, the public certificate check).

export interface ThrottlePolicy {
  /** Events allowed before any wait. */
  freeEvents: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** The count starts again this long after its last event ('last-event') or after its first ('first-event'). */
  restartAfterSeconds: number;
  restartFrom: 'last-event' | 'first-event';
}

/** The wait (seconds) that `events` counted events impose; 0 while within the free ones. */
export function throttleDelaySeconds({ freeEvents, firstDelaySeconds, maxDelaySeconds }: ThrottlePolicy, events: number): number {
  if (events < freeEvents) return 0;
  const doublings = Math.min(events - freeEvents, 30);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

/** A wait in Dutch words: '30 seconden' up to a minute and a half, then '10 minuten'. */
export function waitText(seconds: number): string {
  return seconds <= 90 ? `${seconds} seconden` : `${Math.ceil(seconds / 60)} minuten`;
}

/** Seconds to wait before anything under these keys is let through (0: go ahead). */
export async function secondsUntilAllowed(db: Db, keys: readonly string[], now = new Date()): Promise<number> {
  const rows = await db.select({ blockedUntil: throttles.blockedUntil }).from(throttles).where(inArray(throttles.key, [...keys]));
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** Counts one event under the key; answers the count and the wait it imposed from now (0: none). */
export async function countEvent(db: Db, key: string, policy: ThrottlePolicy, now = new Date()): Promise<{ events: number; waitSeconds: number }> {
  const restartColumn = policy.restartFrom === 'first-event' ? throttles.countingSince : throttles.lastEventAt;
  const restarts = sql`${restartColumn} < ${now}::timestamptz - make_interval(secs => ${policy.restartAfterSeconds})`;
  const [row] = await db
    .insert(throttles)
    .values({ key, events: 1, countingSince: now, lastEventAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        events: sql`case when ${restarts} then 1 else ${throttles.events} + 1 end`,
        countingSince: sql`case when ${restarts} then ${now}::timestamptz else ${throttles.countingSince} end`,
        lastEventAt: now,
      },
    })
    .returning({ events: throttles.events });
  const events = row?.events ?? 1;
  const waitSeconds = throttleDelaySeconds(policy, events);
  if (waitSeconds > 0) {
    // Concurrent events finish in any order: a later answer with a smaller count must not
    // shorten the wait that a larger count already set.
    const until = new Date(now.getTime() + waitSeconds * 1000);
    await db
      .update(throttles)
      .set({ blockedUntil: sql`greatest(coalesce(${throttles.blockedUntil}, ${until}::timestamptz), ${until}::timestamptz)` })
      .where(eq(throttles.key, key));
  }
  return { events, waitSeconds };
}

/** Forgets the key's events. */
export async function forgetEvents(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
