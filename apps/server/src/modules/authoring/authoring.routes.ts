import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import definitionsRoutes from './definitions/definitions.routes.ts';

/** AFD Online Samenstellen: one module, a folder per slice (ARCHITECTURE.md 'Authoring'). */
const authoringRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(definitionsRoutes, options);
};

export default authoringRoutes;
