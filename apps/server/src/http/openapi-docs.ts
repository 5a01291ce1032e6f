import { problemDetailsSchema } from '@afd/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiTransform } from './openapi-transform.ts';

/** Where the UI lives; swagger-ui serves the document itself at `${apiDocsPrefix}/json`. */
export const apiDocsPrefix = '/api/docs';

// Named once so the document shows one ProblemDetails component instead of a copy per response.
z.globalRegistry.add(problemDetailsSchema, { id: 'ProblemDetails' });

function isDocsRoute(url: string): boolean {
  return url === apiDocsPrefix || url.startsWith(`${apiDocsPrefix}/`);
}

async function openApiDocs(app: FastifyInstance): Promise<void> {
  // swagger-ui registers its routes (UI, /json, /yaml, static files) without route config, and
  // the auth plugin refuses any route that does not declare who may call it. This hook runs
  // before the auth plugin's (it is added first) and declares the docs routes public; it only
  // fills a missing declaration and only under the docs prefix.
  app.addHook('onRoute', (route) => {
    if (isDocsRoute(route.url)) route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AFD Portal API',
        description: 'API van het portaal voor het beheren en publiceren van berichtschema’s.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      tags: [
        { name: 'Systeem', description: 'Beschikbaarheid van de server' },
        { name: 'Instellingen', description: 'Instellingen die de webapplicatie bij het starten ophaalt' },
      ],
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    uiConfig: { deepLinking: true },
    staticCSP: true,
  });
}

/** Publishes the OpenAPI document at /api/docs/json and a browsable UI at /api/docs. */
export default fp(openApiDocs, { name: 'openapi-docs' });
