import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/index.ts';
import { THROTTLE_QUIET_PERIOD_SECONDS, throttleDelaySeconds, type ThrottleKind } from './sign-in-throttle-policy.ts';

// The sign-in throttle's storage: one row per account and per address, updated with one atomic
// upsert per failure, so that concurrent attempts on several instances all count.

export interface ThrottleSubject {
  /** The e-mail address as typed. */
  email: string;
  /** The client address as Fastify sees it (behind a trusted proxy: the forwarded one). */
  address: string;
}

function keysOf({ email, address }: ThrottleSubject): Record<ThrottleKind, string> {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${address}` };
}

/** Seconds to wait before this attempt may be checked (0: go ahead). */
export async function secondsUntilAllowed(db: Db, subject: ThrottleSubject, now = new Date()): Promise<number> {
  const keys = Object.values(keysOf(subject));
  const rows = await db.select({ blockedUntil: signInThrottles.blockedUntil }).from(signInThrottles).where(inArray(signInThrottles.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** Counts a failed attempt on both counters and sets their waiting time. */
export async function recordFailedSignIn(db: Db, subject: ThrottleSubject, now = new Date()): Promise<void> {
  for (const [kind, key] of Object.entries(keysOf(subject)) as [ThrottleKind, string][]) {
    // A quiet period since the last failure starts the count again; otherwise one more.
    const [row] = await db
      .insert(signInThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`case when ${signInThrottles.lastFailureAt} < ${now}::timestamptz - make_interval(secs => ${THROTTLE_QUIET_PERIOD_SECONDS}) then 1 else ${signInThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: signInThrottles.failures });
    const delay = throttleDelaySeconds(kind, row?.failures ?? 1);
    if (delay > 0) {
      // Concurrent failures finish in any order: a later answer with a smaller count must not
      // shorten the wait that a larger count already set.
      const until = new Date(now.getTime() + delay * 1000);
      await db
        .update(signInThrottles)
        .set({ blockedUntil: sql`greatest(coalesce(${signInThrottles.blockedUntil}, ${until}::timestamptz), ${until}::timestamptz)` })
        .where(eq(signInThrottles.key, key));
    }
  }
}

/**
 * Forgets the account's failures after a successful sign-in. The address counter stays: one valid
 * account must not let a client reset its guessing budget for every other account.
 */
export async function clearAccountFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, keysOf(subject).account));
}
