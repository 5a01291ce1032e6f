import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import dimensionCombinationsRoutes from './dimension-combinations/dimension-combinations.routes.ts';
import dimensionsRoutes from './dimensions/dimensions.routes.ts';
import xpathRulesRoutes from './xpath-rules/xpath-rules.routes.ts';

/** The reference data of baseline keys and certification: dimensions, their combinations and XPath rules. */
const referenceDataRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(dimensionsRoutes, options);
  await app.register(dimensionCombinationsRoutes, options);
  await app.register(xpathRulesRoutes, options);
};

export default referenceDataRoutes;
