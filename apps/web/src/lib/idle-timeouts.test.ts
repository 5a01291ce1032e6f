import { describe, expect, it } from 'vitest';
import { defaultIdleTimeouts, IDLE_TIMEOUTS_STORAGE_KEY, readIdleTimeouts } from './idle-timeouts';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === IDLE_TIMEOUTS_STORAGE_KEY ? value : null) });

describe('readIdleTimeouts', () => {
  it('uses the spec timings (3600 s idle, 600 s countdown) without an override', () => {
    expect(readIdleTimeouts(storageWith(null))).toEqual({ idleSeconds: 3_600, countdownSeconds: 600 });
  });

  it('takes shorter timings from local storage (browser tests)', () => {
    expect(readIdleTimeouts(storageWith('{"idleSeconds":5,"countdownSeconds":3}'))).toEqual({ idleSeconds: 5, countdownSeconds: 3 });
    expect(readIdleTimeouts(storageWith('{"idleSeconds":5}'))).toEqual({ idleSeconds: 5, countdownSeconds: 600 });
  });

  it('never lengthens the timings beyond the spec', () => {
    expect(readIdleTimeouts(storageWith('{"idleSeconds":999999,"countdownSeconds":999999}'))).toEqual(defaultIdleTimeouts);
  });

  it('ignores malformed overrides and blocked storage', () => {
    expect(readIdleTimeouts(storageWith('not json'))).toEqual(defaultIdleTimeouts);
    expect(readIdleTimeouts(storageWith('{"idleSeconds":-1}'))).toEqual(defaultIdleTimeouts);
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(readIdleTimeouts(blocked)).toEqual(defaultIdleTimeouts);
  });
});
