import type { Db } from '../../db/client.ts';
import { countEvent, forgetEvents, secondsUntilAllowed as secondsUntilKeysAllowed } from '../../http/throttle.ts';
import { signInPolicies, type ThrottleKind } from './sign-in-throttle-policy.ts';

// The sign-in throttle on the shared throttle's counters (src/http/throttle.ts): one per account
// and one per address, so that concurrent attempts on several instances all count.

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
  return secondsUntilKeysAllowed(db, Object.values(keysOf(subject)), now);
}

/** Counts a failed attempt on both counters and sets their waiting time. */
export async function recordFailedSignIn(db: Db, subject: ThrottleSubject, now = new Date()): Promise<void> {
  for (const [kind, key] of Object.entries(keysOf(subject)) as [ThrottleKind, string][]) {
    await countEvent(db, key, signInPolicies[kind], now);
  }
}

/**
 * Forgets the account's failures after a successful sign-in. The address counter stays: one valid
 * account must not let a client reset its guessing budget for every other account.
 */
export async function clearAccountFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await forgetEvents(db, keysOf(subject).account);
}
