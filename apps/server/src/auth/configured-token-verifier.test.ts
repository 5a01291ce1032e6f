import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { externalTokenVerifier } from './configured-token-verifier.ts';
import { InvalidTokenError } from './token-verifier.ts';

// An external provider like Azure AD B2C: discovery names an issuer that differs from the
// authority URL, keys are fetched from jwks_uri, and the user is identified by `oid`.

describe('verifying tokens of an external provider', () => {
  let server: Server;
  let authority: string;
  let privateKey: CryptoKey;
  let publicJwk: JWK;
  let discoveryRequests = 0;
  const issuer = 'https://b2c.example/0000-tenant-id/v2.0/';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'b2c-key', alg: 'RS256', use: 'sig' };
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/tenant/B2C_1_signin/v2.0/.well-known/openid-configuration') {
        discoveryRequests += 1;
        response.end(JSON.stringify({ issuer, jwks_uri: `${origin()}/keys` }));
      } else if (request.url === '/keys') {
        response.end(JSON.stringify({ keys: [publicJwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authority = `${origin()}/tenant/B2C_1_signin/v2.0`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function origin(): string {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  function verifier() {
    const config = loadConfig({
      NODE_ENV: 'production',
      OIDC_AUTHORITY: authority,
      OIDC_AUDIENCE: 'api-app-id',
      OIDC_SUBJECT_CLAIM: 'oid',
    });
    return externalTokenVerifier(config);
  }

  const token = (claims: { iss?: string; aud?: string } = {}) =>
    new SignJWT({ oid: 'object-id-1', emails: ['a@b.nl'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'b2c-key', typ: 'JWT' })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'api-app-id')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('accepts a token with the discovered issuer and identifies the user by the configured claim', async () => {
    const identity = await verifier().verify(await token());
    expect(identity.subject).toBe('object-id-1');
    expect(identity.claims.emails).toEqual(['a@b.nl']);
  });

  it('discovers once and reuses the result', async () => {
    const cached = verifier();
    const before = discoveryRequests;
    await cached.verify(await token());
    await cached.verify(await token());
    expect(discoveryRequests - before).toBe(1);
  });

  it('rejects a token whose issuer is not the discovered one', async () => {
    await expect(verifier().verify(await token({ iss: authority }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a token for another audience', async () => {
    await expect(verifier().verify(await token({ aud: 'andere-api' }))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a token signed with a shared secret (no algorithm confusion)', async () => {
    const hmac = await new SignJWT({ oid: 'object-id-1' })
      .setProtectedHeader({ alg: 'HS256', kid: 'b2c-key' })
      .setIssuer(issuer)
      .setAudience('api-app-id')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('een-gedeeld-geheim-van-voldoende-lengte!'));
    await expect(verifier().verify(hmac)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
