import type { ProblemDetails } from '@afd/contracts';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { problemContentType } from '../../http/problem-reply.ts';

// oidc-provider is a Koa application. It is mounted under /oidc as one hijacked catch-all route:
// Fastify routes the request (so the route declares its access like every other route), then
// hands the untouched Node request and response to Koa. This encapsulated context replaces
// Fastify's body parsers with one that reads nothing, so Koa parses the form posts itself.

/** Where the provider is mounted in this server. */
export const PROVIDER_MOUNT_PATH = '/oidc';

export interface MountProviderOptions {
  provider: Provider;
  /**
   * Path of the issuer as the browser sees it (`/oidc`, or `/portal/oidc` behind a proxy that
   * strips `/portal`). The provider derives the URLs it publishes from it.
   */
  issuerPath: string;
  /**
   * The issuer's origin (`https://portaal.example.nl`). The provider builds every URL it publishes
   * (discovery, redirects) from the request's host; a request with a forged Host header would
   * otherwise get a discovery document pointing elsewhere.
   */
  issuerOrigin: string;
}

/** Headers that keep the provider's answers from being sniffed, framed by others or leaking URLs. */
const providerResponseHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};

export default async function mountProvider(app: FastifyInstance, { provider, issuerPath, issuerOrigin }: MountProviderOptions): Promise<void> {
  const issuer = new URL(issuerOrigin);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // A path under /oidc that the provider does not know gets the portal's 404 problem, not Koa's
  // plain 'Not Found'. (The provider's own errors keep its OAuth error format.)
  provider.use(async (ctx, next) => {
    // Koa answers these requests itself, past Fastify's onSend hooks (security-headers.ts).
    ctx.set(providerResponseHeaders);
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      const problem: ProblemDetails = {
        type: 'about:blank',
        title: 'Niet gevonden',
        status: 404,
        detail: 'De opgevraagde pagina of het bestand bestaat niet.',
      };
      ctx.status = 404;
      ctx.type = problemContentType;
      ctx.body = JSON.stringify(problem);
    }
  });
  const handleWithKoa = provider.callback();
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${PROVIDER_MOUNT_PATH}/*`,
    // The provider's endpoints are public; userinfo reads its own bearer tokens.
    config: { access: 'public', ownAuthorizationHeader: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      reply.hijack();
      const raw = request.raw;
      const innerPath = (raw.url ?? '/').slice(PROVIDER_MOUNT_PATH.length) || '/';
      // Like Express's mount: `url` is the path inside the provider and `originalUrl` the full
      // path; oidc-provider takes its mount path from the difference.
      Object.assign(raw, { url: innerPath, originalUrl: `${issuerPath}${innerPath}` });
      // The provider trusts these forwarded headers (provider.proxy): they are always ours.
      raw.headers['x-forwarded-host'] = issuer.host;
      raw.headers['x-forwarded-proto'] = issuer.protocol.replace(':', '');
      await handleWithKoa(raw, reply.raw);
    },
  });
}
