import { throttleDelaySeconds as delayOf, waitText, type ThrottlePolicy } from '../../http/throttle.ts';

// How long a sign-in must wait after failures. Two counters: per account, against guessing one
// user's password from many places, and per client address, against one client trying many
// accounts. An address gets more free attempts: an office behind one NAT address has many users.
// Delays double with every further failure up to a ceiling; a quiet period forgets the failures.

export type ThrottleKind = 'account' | 'address';

/** After this long without a failure, the counting starts again. */
const THROTTLE_QUIET_PERIOD_SECONDS = 30 * 60;

const quietPeriod = { restartAfterSeconds: THROTTLE_QUIET_PERIOD_SECONDS, restartFrom: 'last-event' } as const;

export const signInPolicies: Record<ThrottleKind, ThrottlePolicy> = {
  account: { freeEvents: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, ...quietPeriod },
  address: { freeEvents: 20, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, ...quietPeriod },
};

/** The delay (seconds) that `failures` failures in a row impose; 0 while within the free ones. */
export function throttleDelaySeconds(kind: ThrottleKind, failures: number): number {
  return delayOf(signInPolicies[kind], failures);
}

/** The Dutch text on the sign-in page while attempts are held back. */
export function throttledText(seconds: number): string {
  return `Te veel mislukte inlogpogingen. Probeer het over ${waitText(seconds)} opnieuw.`;
}
