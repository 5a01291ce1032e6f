import type { JSONWebKeySet } from 'jose';
import type { AppConfig } from '../config.ts';
import { SIGNING_ALGORITHM } from './embedded-provider/provider-keys.ts';
import { createTokenVerifier, discoveredProvider, localKeySet, type TokenVerifier } from './token-verifier.ts';

/** Algorithms an external provider may sign with (Azure AD B2C and Keycloak use RS256). */
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];

/**
 * The verifier for the embedded provider: its keys in process, its issuer, and only access tokens
 * (typ at+jwt). The type check matters because the provider's ID tokens carry the same issuer
 * and, with the default audience (the client id), the same audience.
 */
export function embeddedTokenVerifier(config: AppConfig, publicKeys: JSONWebKeySet): TokenVerifier {
  return createTokenVerifier({
    issuer: config.oidc.authority,
    audience: config.oidc.audience,
    keys: localKeySet(publicKeys),
    algorithms: [SIGNING_ALGORITHM],
    subjectClaim: config.oidc.subjectClaim,
    requiredType: 'at+jwt',
  });
}

/**
 * The verifier for an external provider, through its discovery document. The expected issuer is
 * the one the document names: Azure AD B2C's issuer differs from its authority URL (tenant id
 * instead of name, no policy segment), and the document is fetched from the configured authority.
 */
export function externalTokenVerifier(config: AppConfig): TokenVerifier {
  const discovered = discoveredProvider(config.oidc.authority);
  return createTokenVerifier({
    issuer: discovered.issuer,
    audience: config.oidc.audience,
    keys: discovered.keys,
    algorithms: EXTERNAL_ALGORITHMS,
    subjectClaim: config.oidc.subjectClaim,
  });
}
