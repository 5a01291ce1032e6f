import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { oidcKeys } from '../../db/schema/index.ts';

// The embedded provider's signing key and cookie secrets are generated once and kept in the
// database: tokens and sessions survive a restart, and every instance signs and verifies with the
// same keys. Two instances starting together may both generate; the first insert wins and both
// use what the database holds.

/** Algorithm of the embedded provider's ID and access tokens. */
export const SIGNING_ALGORITHM = 'ES256';

const SIGNING_KEY_ID = 'signing-key';
const COOKIE_KEYS_ID = 'cookie-keys';

export interface ProviderKeys {
  /** Private JWK (with kid, alg, use). */
  signingKey: JWK;
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' };
}

async function storedOrNew<T>(db: Db, id: string, generate: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(oidcKeys).where(eq(oidcKeys.id, id)))[0]?.material as T | undefined;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.insert(oidcKeys).values({ id, material: await generate() }).onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`oidc key '${id}' could not be stored`);
  return stored;
}

/** Loads the provider's keys, generating and storing them on first use. */
export async function loadOrCreateProviderKeys(db: Db): Promise<ProviderKeys> {
  const signingKey = await storedOrNew<JWK>(db, SIGNING_KEY_ID, newSigningKey);
  const { keys: cookieKeys } = await storedOrNew<{ keys: string[] }>(db, COOKIE_KEYS_ID, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return { signingKey, cookieKeys };
}

/** The public half of a private JWK, as published in the provider's JWKS. */
export function publicJwkOf(privateJwk: JWK): JWK {
  const { kty, crv, x, y, n, e, kid, alg, use } = privateJwk;
  const candidate: JWK = { kty, crv, x, y, n, e, kid, alg, use };
  return Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined)) as JWK;
}
