import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** A token whose signature, issuer, audience and lifetime have been checked. */
export interface VerifiedIdentity {
  subject: string;
  claims: JWTPayload;
}

/** The token is not acceptable (forged, expired, for another audience, ...); the message is for logs. */
export class InvalidTokenError extends Error {}

export interface TokenVerifier {
  /** Resolves with the identity or rejects with InvalidTokenError. */
  verify(token: string): Promise<VerifiedIdentity>;
}

export interface TokenVerifierOptions {
  /** Expected `iss`, or a function that finds it (external providers publish it in discovery). */
  issuer: string | (() => Promise<string>);
  audience: string;
  keys: JWTVerifyGetKey;
  /** Asymmetric algorithms only: an HMAC or 'none' token must never be accepted. */
  algorithms: string[];
  /** Claim that identifies the user (B2C: oid; others: sub). */
  subjectClaim: string;
  /** Required `typ` header; the embedded provider marks access tokens 'at+jwt' (RFC 9068). */
  requiredType?: string;
}

/** Small allowance for clock drift between the identity provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The oldest access token accepted, whatever its `exp` says. Our provider issues 15-minute tokens
 * and Azure AD B2C one-hour tokens by default; a token that claims to live for days (a
 * misconfigured or compromised provider) is refused once it is an hour old.
 */
export const MAX_ACCESS_TOKEN_AGE_SECONDS = 60 * 60;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  return {
    async verify(token) {
      let claims: JWTPayload;
      try {
        const issuer = typeof options.issuer === 'string' ? options.issuer : await options.issuer();
        ({ payload: claims } = await jwtVerify(token, options.keys, {
          issuer,
          audience: options.audience,
          algorithms: options.algorithms,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'iat'],
          maxTokenAge: MAX_ACCESS_TOKEN_AGE_SECONDS,
          ...(options.requiredType ? { typ: options.requiredType } : {}),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(`${error.code}: ${error.message}`);
        throw error;
      }
      const subject = claims[options.subjectClaim];
      if (typeof subject !== 'string' || subject === '') {
        throw new InvalidTokenError(`token has no '${options.subjectClaim}' claim`);
      }
      return { subject, claims };
    },
  };
}

/** Keys of the embedded provider, read in process: the server never calls itself over HTTP. */
export function localKeySet(publicKeys: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(publicKeys);
}

interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
}

/**
 * An external provider's issuer and key set, found through OpenID discovery on first use and
 * cached. A failed discovery is not cached, so the next request tries again. Key rotation is
 * handled by the remote key set (it refetches when it meets an unknown key id).
 */
export function discoveredProvider(authority: string): { issuer: () => Promise<string>; keys: JWTVerifyGetKey } {
  let discovery: Promise<{ issuer: string; keys: JWTVerifyGetKey }> | undefined;

  const discover = () => {
    discovery ??= (async () => {
      const url = `${authority}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
      const document = (await response.json()) as Partial<DiscoveryDocument>;
      if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
        throw new Error(`OpenID discovery at ${url} names no issuer or jwks_uri`);
      }
      return { issuer: document.issuer, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };

  return {
    issuer: async () => (await discover()).issuer,
    keys: async (header, token) => (await discover()).keys(header, token),
  };
}
