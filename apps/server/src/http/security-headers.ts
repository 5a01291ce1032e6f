import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

// Tokens live in the browser's local storage, so a script injected into the portal could read
// them: a strict Content-Security-Policy (scripts from our own origin only) is the main defence.
// Styles allow 'unsafe-inline' because Mantine writes its CSS variables into a <style> element
// and positions popovers with style attributes; styles cannot read storage.
// The policy is sent on every answer (API answers too: a JSON body opened in a tab is a document
// as well). A page that sets its own policy (the sign-in pages, with a nonce for their one
// script) keeps it.

export interface SecurityHeaderOptions {
  /** Origins the web app talks to besides its own: the OpenID provider, telemetry ingestion. */
  connectOrigins: string[];
  /** Origins whose pages the web app frames: the OpenID provider (silent renew in an iframe). */
  frameOrigins: string[];
}

/** The policy for the web app and the API, as one header value. */
export function contentSecurityPolicy({ connectOrigins, frameOrigins }: SecurityHeaderOptions): string {
  const list = (origins: string[]) => ["'self'", ...new Set(origins)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${list(connectOrigins)}`,
    `frame-src ${list(frameOrigins)}`,
    // The silent-renew callback is our own page inside our own iframe; nobody else may frame us.
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** HSTS tells browsers to use TLS for a year; only meaningful, and only sent, over TLS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

async function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const policy = contentSecurityPolicy(options);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    // Older browsers ignore frame-ancestors; SAMEORIGIN matches it.
    reply.header('x-frame-options', 'SAMEORIGIN');
    // Sign-in answers carry a code and state in the URL: never pass our URLs on to another site.
    reply.header('referrer-policy', 'no-referrer');
    // request.protocol is 'https' directly over TLS or, with TRUST_PROXY, behind a TLS proxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    return payload;
  });
}

/** Adds CSP, frame, sniffing, referrer and (over TLS) HSTS headers to every answer. */
export default fp(securityHeaders, { name: 'security-headers' });

/** Application Insights' default ingestion endpoint, when the connection string names none. */
const defaultIngestionOrigin = 'https://dc.services.visualstudio.com';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The telemetry ingestion origin of an Application Insights connection string. */
export function ingestionOriginOf(connectionString: string): string | null {
  const endpoint = connectionString
    .split(';')
    .map((part) => part.split('='))
    .find(([key]) => key?.trim().toLowerCase() === 'ingestionendpoint')?.[1];
  return endpoint === undefined ? defaultIngestionOrigin : originOf(endpoint.trim());
}

/** The other origins the configured web app talks to and frames. */
export function securityHeaderOptionsOf(config: Pick<AppConfig, 'oidc' | 'appInsightsConnectionString'>): SecurityHeaderOptions {
  const provider = originOf(config.oidc.authority);
  const telemetry = config.appInsightsConnectionString === null ? null : ingestionOriginOf(config.appInsightsConnectionString);
  const known = (origins: (string | null)[]) => origins.filter((origin): origin is string => origin !== null);
  return { connectOrigins: known([provider, telemetry]), frameOrigins: known([provider]) };
}
