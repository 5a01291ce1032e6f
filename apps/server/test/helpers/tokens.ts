import { randomUUID } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { loadOrCreateProviderKeys, SIGNING_ALGORITHM } from '../../src/auth/embedded-provider/provider-keys.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';

// Access tokens for server tests, made the way the embedded provider makes them: signed with its
// own stored key, its issuer, the API audience and typ at+jwt. The real verifier checks them, so a
// test that passes here passes against tokens from the real sign-in flow. The variants break one
// property each.

export interface TokenIssuer {
  /** A valid access token for this subject (extra claims as a provider would add them). */
  valid(subject: string, claims?: JWTPayload): Promise<string>;
  /** Right claims, signed by a key that is not the provider's (same key id). */
  forged(subject: string): Promise<string>;
  /** Expired an hour ago, well beyond the verifier's clock tolerance. */
  expired(subject: string): Promise<string>;
  wrongIssuer(subject: string): Promise<string>;
  wrongAudience(subject: string): Promise<string>;
  /** Shaped like the provider's ID token (typ JWT, audience the client id): not an access token. */
  idToken(subject: string): Promise<string>;
}

interface Signing {
  key: CryptoKey | Uint8Array;
  kid: string | undefined;
}

export async function createTokenIssuer({ config, database }: { config: AppConfig; database: Database }): Promise<TokenIssuer> {
  const { signingKey } = await loadOrCreateProviderKeys(database.db);
  const providerSigning: Signing = { key: await importJWK(signingKey, SIGNING_ALGORITHM), kid: signingKey.kid };
  const otherKey = (await generateKeyPair(SIGNING_ALGORITHM)).privateKey;
  const forgedSigning: Signing = { key: otherKey, kid: signingKey.kid };

  const sign = (
    subject: string,
    {
      signing = providerSigning,
      issuer = config.oidc.authority,
      audience = config.oidc.audience,
      expiresAt = '15m',
      claims = {},
      type = 'at+jwt',
    }: {
      signing?: Signing;
      issuer?: string;
      audience?: string;
      expiresAt?: string | number;
      claims?: JWTPayload;
      type?: string;
    } = {},
  ) =>
    new SignJWT({
      client_id: config.oidc.clientId,
      scope: config.oidc.apiScope.replaceAll('{env}', 'localhost'),
      ...claims,
      [config.oidc.subjectClaim]: subject,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: type, ...(signing.kid ? { kid: signing.kid } : {}) })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(signing.key);

  return {
    valid: (subject, claims = {}) => sign(subject, { claims }),
    forged: (subject) => sign(subject, { signing: forgedSigning }),
    expired: (subject) => sign(subject, { expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
    wrongIssuer: (subject) => sign(subject, { issuer: 'https://login.elders.example/oidc' }),
    wrongAudience: (subject) => sign(subject, { audience: 'een-andere-api' }),
    idToken: (subject) => sign(subject, { type: 'JWT', audience: config.oidc.clientId }),
  };
}

export type TestUserFields = Partial<Omit<typeof users.$inferInsert, 'id' | 'subject'>>;

/** Writes a user record and returns its ids; the e-mail address is unique unless given. */
export async function insertTestUser(database: Database, fields: TestUserFields = {}): Promise<{ userId: string; subject: string }> {
  const subject = randomUUID();
  const [row] = await database.db
    .insert(users)
    .values({ email: `${subject}@test.example`, ...fields, subject })
    .returning({ userId: users.id });
  if (!row) throw new Error('test user not written');
  return { userId: row.userId, subject };
}

/** Bearer header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
