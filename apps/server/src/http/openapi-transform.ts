import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The zod-to-OpenAPI transform, plus each operation's security taken from the route's own
 * `access` declaration: the document cannot drift from what the server enforces.
 */
export const openApiTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  if (transformed.schema.hide) return transformed;
  const access = document.route.config?.access;
  const security = access === undefined || access === 'public' ? [] : [{ bearerAuth: [] }];
  return { ...transformed, schema: { ...transformed.schema, security } };
};
