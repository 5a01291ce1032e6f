import { MAX_ACCESS_TOKEN_AGE_SECONDS, type TokenVerifier, type VerifiedIdentity } from './token-verifier.ts';

// Checking a token's signature costs more than the rest of a cached signed-in request (ADR 0043).
// A token that verified verifies again until it expires: its signature, issuer and audience do
// not change. So a verified token is remembered for a short while, never past its `exp` nor past
// the oldest age accepted; one that fails is never remembered. Nothing here depends on the
// database: who the caller is comes from the principal cache, which hears of every user change.

export interface TokenCacheOptions {
  maxEntries: number;
  /** A remembered token is verified again after this long, whatever its lifetime. */
  maxAgeMs: number;
}

interface Remembered {
  identity: VerifiedIdentity;
  until: number;
}

/** The moment (ms) after which a verified identity must be verified again. */
function rememberedUntil(identity: VerifiedIdentity, now: number, maxAgeMs: number): number {
  const { exp, iat } = identity.claims;
  const limits = [now + maxAgeMs];
  if (typeof exp === 'number') limits.push(exp * 1000);
  if (typeof iat === 'number') limits.push((iat + MAX_ACCESS_TOKEN_AGE_SECONDS) * 1000);
  return Math.min(...limits);
}

/** `verifier`, answering a token it verified recently from memory. */
export function cachingTokenVerifier(verifier: TokenVerifier, { maxEntries, maxAgeMs }: TokenCacheOptions): TokenVerifier {
  const remembered = new Map<string, Remembered>();
  return {
    async verify(token) {
      const now = Date.now();
      const hit = remembered.get(token);
      if (hit && now < hit.until) return hit.identity;
      if (hit) remembered.delete(token);
      const identity = await verifier.verify(token);
      if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value as string);
      remembered.set(token, { identity, until: rememberedUntil(identity, now, maxAgeMs) });
      return identity;
    },
  };
}
