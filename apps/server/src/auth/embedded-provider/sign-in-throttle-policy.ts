// How long a sign-in must wait after failures (pure). Two counters: per account, against guessing
// one user's password from many places, and per client address, against one client trying many
// accounts. An address gets more free attempts: an office behind one NAT address has many users.
// Delays double with every further failure up to a ceiling; a quiet period forgets the failures.

export type ThrottleKind = 'account' | 'address';

interface ThrottlePolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

const policies: Record<ThrottleKind, ThrottlePolicy> = {
  account: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { freeFailures: 20, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
};

/** After this long without a failure, the counting starts again. */
export const THROTTLE_QUIET_PERIOD_SECONDS = 30 * 60;

/** The delay (seconds) that `failures` failures in a row impose; 0 while within the free ones. */
export function throttleDelaySeconds(kind: ThrottleKind, failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = policies[kind];
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

/** The Dutch text on the sign-in page while attempts are held back. */
export function throttledText(seconds: number): string {
  const wait = seconds <= 90 ? `${seconds} seconden` : `${Math.ceil(seconds / 60)} minuten`;
  return `Te veel mislukte inlogpogingen. Probeer het over ${wait} opnieuw.`;
}
