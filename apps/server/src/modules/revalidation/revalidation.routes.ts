import { revalidationResultListSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponse } from '../../http/problem-response.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import { revalidateAll } from './revalidation.service.ts';

// Hervalideer (spec 000 §2 screen 13, §7): administrators only. Reads and certifies; writes nothing.

const revalidationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.post(
    '/api/OrganisationSchemas/Revalidate',
    {
      config: { access: { anyRole: ['administrator'] } },
      schema: {
        tags: ["Organisatieschema's"],
        summary: 'Hervalideer alle gecertificeerde schema\'s tegen de actuele baseline; antwoordt de schema\'s die niet meer valide zijn',
        response: { 200: revalidationResultListSchema, 401: problemResponse('Niet aangemeld'), 403: problemResponse('Geen toegang') },
      },
    },
    async () => revalidateAll(database.db, pool),
  );
};

export default revalidationRoutes;
