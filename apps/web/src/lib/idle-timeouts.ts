import { z } from 'zod';

export interface IdleTimeouts {
  /** Seconds without activity before the dialog appears (spec: 3600). */
  idleSeconds: number;
  /** Seconds the dialog counts down before signing out (spec: 600). */
  countdownSeconds: number;
}

export const defaultIdleTimeouts: IdleTimeouts = { idleSeconds: 3_600, countdownSeconds: 600 };

/** Browser tests put shorter timings here (e.g. Playwright's addInitScript) before the app starts. */
export const IDLE_TIMEOUTS_STORAGE_KEY = 'afd.idleTimeouts';

const overrideSchema = z.object({
  idleSeconds: z.number().positive().optional(),
  countdownSeconds: z.number().positive().optional(),
});

/**
 * The idle timings: the defaults, or shorter ones from local storage. Overrides may only
 * shorten: the idle logout protects unattended sessions, and a longer value stored by hand
 * must not switch that off.
 */
export function readIdleTimeouts(storage: Pick<Storage, 'getItem'> = window.localStorage): IdleTimeouts {
  let raw: string | null = null;
  try {
    raw = storage.getItem(IDLE_TIMEOUTS_STORAGE_KEY);
  } catch {
    return defaultIdleTimeouts; // storage blocked (privacy settings)
  }
  if (!raw) return defaultIdleTimeouts;
  let parsed: z.infer<typeof overrideSchema>;
  try {
    parsed = overrideSchema.parse(JSON.parse(raw));
  } catch {
    return defaultIdleTimeouts;
  }
  return {
    idleSeconds: Math.min(parsed.idleSeconds ?? defaultIdleTimeouts.idleSeconds, defaultIdleTimeouts.idleSeconds),
    countdownSeconds: Math.min(parsed.countdownSeconds ?? defaultIdleTimeouts.countdownSeconds, defaultIdleTimeouts.countdownSeconds),
  };
}
