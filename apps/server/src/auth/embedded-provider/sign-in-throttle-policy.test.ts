import { describe, expect, it } from 'vitest';
import { throttleDelaySeconds, throttledText } from './sign-in-throttle-policy.ts';

describe('sign-in delays', () => {
  it.each([
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [9, 480],
    [10, 900],
    [50, 900],
  ])('holds an account back after %i failures for %i seconds', (failures, seconds) => {
    expect(throttleDelaySeconds('account', failures)).toBe(seconds);
  });

  it('gives an address (an office behind one NAT address) more free attempts than one account', () => {
    expect(throttleDelaySeconds('address', 19)).toBe(0);
    expect(throttleDelaySeconds('address', 20)).toBe(30);
  });

  it('tells the user in Dutch how long to wait', () => {
    expect(throttledText(30)).toBe('Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw.');
    expect(throttledText(600)).toBe('Te veel mislukte inlogpogingen. Probeer het over 10 minuten opnieuw.');
  });
});
