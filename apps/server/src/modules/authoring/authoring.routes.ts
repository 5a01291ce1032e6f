import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import baselineLibrariesRoutes from './baseline-libraries/baseline-libraries.routes.ts';
import businessRulesRoutes from './business-rules/business-rules.routes.ts';
import definitionsRoutes from './definitions/definitions.routes.ts';
import facetsValidatorRoutes from './facets-validator/facets-validator.routes.ts';
import generationRoutes from './generation/generation.routes.ts';
import importsRoutes from './imports/imports.routes.ts';
import openApiRoutes from './openapi/openapi.routes.ts';
import tasksRoutes from './tasks/tasks.routes.ts';
import variantsRoutes from './variants/variants.routes.ts';
import workbenchRoutes from './message-workbench/message-workbench.routes.ts';

/** AFD Online Samenstellen: one module, a folder per slice (docs/platform.md 'Authoring'). */
const authoringRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(definitionsRoutes, options);
  await app.register(baselineLibrariesRoutes, options);
  await app.register(tasksRoutes, options);
  await app.register(facetsValidatorRoutes, options);
  await app.register(generationRoutes, options);
  await app.register(importsRoutes, options);
  await app.register(businessRulesRoutes, options);
  await app.register(openApiRoutes, options);
  await app.register(variantsRoutes, options);
  await app.register(workbenchRoutes, options);
};

export default authoringRoutes;
