import { describe, expect, it, vi } from 'vitest';
import { cachingTokenVerifier } from './caching-token-verifier.ts';
import { InvalidTokenError, type TokenVerifier } from './token-verifier.ts';

/** A verifier that accepts tokens named 'ok-…' with the given lifetime and counts its checks. */
function countingVerifier(expiresInSeconds: number) {
  const checks = { count: 0 };
  const verifier: TokenVerifier = {
    async verify(token) {
      checks.count++;
      if (!token.startsWith('ok-')) throw new InvalidTokenError('forged');
      const now = Math.floor(Date.now() / 1000);
      return { subject: token, claims: { iat: now, exp: now + expiresInSeconds } };
    },
  };
  return { verifier, checks };
}

describe('a verifier that remembers verified tokens', () => {
  it('checks a token once while it is valid, and a failing token every time', async () => {
    const { verifier, checks } = countingVerifier(900);
    const caching = cachingTokenVerifier(verifier, { maxEntries: 10, maxAgeMs: 60_000 });
    expect((await caching.verify('ok-a')).subject).toBe('ok-a');
    expect((await caching.verify('ok-a')).subject).toBe('ok-a');
    expect(checks.count).toBe(1);
    await expect(caching.verify('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(caching.verify('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(checks.count).toBe(3);
  });

  it('checks again once the token has expired, or the remembering time is over', async () => {
    vi.useFakeTimers();
    try {
      const shortLived = countingVerifier(10);
      const caching = cachingTokenVerifier(shortLived.verifier, { maxEntries: 10, maxAgeMs: 60_000 });
      await caching.verify('ok-a');
      vi.advanceTimersByTime(11_000);
      await caching.verify('ok-a');
      expect(shortLived.checks.count).toBe(2);

      const longLived = countingVerifier(3600);
      const remembering = cachingTokenVerifier(longLived.verifier, { maxEntries: 10, maxAgeMs: 60_000 });
      await remembering.verify('ok-b');
      vi.advanceTimersByTime(30_000);
      await remembering.verify('ok-b');
      vi.advanceTimersByTime(31_000);
      await remembering.verify('ok-b');
      expect(longLived.checks.count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
