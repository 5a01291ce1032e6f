import type { FastifyBaseLogger } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import Provider from 'oidc-provider';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { providerConfiguration } from './provider-configuration.ts';
import { loadOrCreateProviderKeys, publicJwkOf } from './provider-keys.ts';

export interface EmbeddedProvider {
  provider: Provider;
  /** The provider's public signing keys, for verifying its tokens in process. */
  publicKeys: JSONWebKeySet;
}

/** Creates the embedded OpenID provider with its keys from the database (generated on first start). */
export async function createEmbeddedProvider(config: AppConfig, db: Db, log: FastifyBaseLogger): Promise<EmbeddedProvider> {
  const keys = await loadOrCreateProviderKeys(db);
  const provider = new Provider(config.oidc.authority, providerConfiguration({ config, db, keys }));
  // The provider derives its URLs and cookie security from X-Forwarded-Host and -Proto, which the
  // mount (mount-provider.ts) always sets from the configured issuer, whatever the client sent:
  // the discovery document names the configured public URL, never a Host header's.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'Fout in de ingebouwde OpenID-provider'));
  // Client errors (a bad request, an expired code) are the client's, not ours: info, not error.
  provider.on('authorization.error', (_ctx, error) => log.info({ err: error }, 'OpenID-provider: autorisatie geweigerd'));
  provider.on('grant.error', (_ctx, error) => log.info({ err: error }, 'OpenID-provider: token geweigerd'));
  provider.on('end_session.error', (_ctx, error) => log.info({ err: error }, 'OpenID-provider: uitloggen mislukt'));
  return { provider, publicKeys: { keys: [publicJwkOf(keys.signingKey)] } };
}
