import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError, localKeySet, MAX_ACCESS_TOKEN_AGE_SECONDS, type TokenVerifier } from './token-verifier.ts';

// The verifier's own rules, apart from any provider: signature, issuer and audience are covered
// by the auth plugin's tests; these guard the lifetime rules.

const issuer = 'https://idp.example/oidc';
const audience = 'afd-portal-web';

describe('access token lifetime', () => {
  let verifier: TokenVerifier;
  let sign: (claims: { iat?: number; exp: number }) => Promise<string>;
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    verifier = createTokenVerifier({ issuer, audience, keys: localKeySet({ keys: [jwk] }), algorithms: ['ES256'], subjectClaim: 'sub' });
    sign = async ({ iat, exp }) => {
      const jwt = new SignJWT({ sub: 'gebruiker-1' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(issuer).setAudience(audience).setExpirationTime(exp);
      return (iat === undefined ? jwt : jwt.setIssuedAt(iat)).sign(privateKey);
    };
  });
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a fresh token', async () => {
    await expect(verifier.verify(await sign({ iat: now(), exp: now() + 900 }))).resolves.toMatchObject({ subject: 'gebruiker-1' });
  });

  it('refuses a token older than the maximum age even though its exp lies in the future', async () => {
    const token = await sign({ iat: now() - MAX_ACCESS_TOKEN_AGE_SECONDS - 120, exp: now() + 30 * 24 * 3600 });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token without an issued-at time, whose age cannot be known', async () => {
    await expect(verifier.verify(await sign({ exp: now() + 900 }))).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
