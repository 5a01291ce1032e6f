import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import authPlugin from './auth/auth-plugin.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { useDutchValidationMessages } from './http/dutch-validation-messages.ts';
import { answerClientError } from './http/client-error.ts';
import closeAfterUnreadBody from './http/close-after-unread-body.ts';
import compression from './http/compression.ts';
import errorHandler from './http/error-handler.ts';
import inputIntegrity from './http/input-integrity.ts';
import { logDestination } from './http/log-destination.ts';
import { loggerOptions } from './http/logger-options.ts';
import noCacheHeaders from './http/no-cache-headers.ts';
import notFoundHandler from './http/not-found-handler.ts';
import openApiDocs from './http/openapi-docs.ts';
import requestIdHeader, { generateRequestId } from './http/request-id.ts';
import securityHeaders, { securityHeaderOptionsOf } from './http/security-headers.ts';
import { defaultWebDistDir } from './http/web-app/default-web-dist-dir.ts';
import webApp from './http/web-app/web-app.ts';
import apiModules from './modules/index.ts';
import { uploadedSchemaPurge } from './jobs/purge-uploaded-schemas.ts';
import durableJobs from './jobs/durable/durable-jobs-plugin.ts';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
}

/**
 * The whole HTTP application, without a port: the process (server.ts) listens, tests `inject`.
 * Plugin order matters: errors and no-cache apply to all that follows; the docs' route hook
 * must precede the auth plugin's; compression applies to the routes registered after it; the web
 * app's catch-all comes last.
 */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  useDutchValidationMessages();
  const app = Fastify({
    logger: { ...loggerOptions(config), stream: logDestination() },
    // The spec spells some paths in two casings (/api/Productdefinities, /api/productdefinities).
    routerOptions: { caseSensitive: false },
    bodyLimit: config.uploadMaxBytes,
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdHeader);
  await app.register(errorHandler, { bodyLimitBytes: config.uploadMaxBytes });
  await app.register(inputIntegrity);
  await app.register(notFoundHandler);
  await app.register(noCacheHeaders);
  await app.register(closeAfterUnreadBody);
  await app.register(securityHeaders, securityHeaderOptionsOf(config));
  await app.register(compression);
  await app.register(openApiDocs);
  await app.register(authPlugin, { config, database });
  await app.register(durableJobs, { config, database });
  await app.register(apiModules, { config, database });
  await app.register(uploadedSchemaPurge, { database });
  await app.register(webApp, {
    distDir: config.webDistDir ?? defaultWebDistDir(),
    runtimeSettings: { standardsOrganisation: config.standardsOrganisation },
  });
  return app;
}
