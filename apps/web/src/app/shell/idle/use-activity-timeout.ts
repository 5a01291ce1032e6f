import { useEffect, useEffectEvent } from 'react';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Restarting a timer on every mouse move is wasteful; once a second is precise enough for
// timeouts measured in minutes.
const restartThrottleMs = 1_000;

/** Calls `onTimeout` after `timeoutMs` without user activity, while `active`. */
export function useActivityTimeout(timeoutMs: number, active: boolean, onTimeout: () => void): void {
  const fire = useEffectEvent(onTimeout);

  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => fire(), timeoutMs);
    let lastRestart = Date.now();
    const restart = () => {
      const now = Date.now();
      if (now - lastRestart < restartThrottleMs) return;
      lastRestart = now;
      clearTimeout(timer);
      timer = setTimeout(() => fire(), timeoutMs);
    };
    for (const name of activityEvents) document.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) document.removeEventListener(name, restart, { capture: true });
    };
  }, [timeoutMs, active]);
}
