import { dimensionCombinationListSchema, saveDimensionCombinationListSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators } from '../../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { readCombinations, saveCombinations } from './dimension-combinations.service.ts';

// Allowed dimension combinations (spec 000 §7: GET, POST /api/DimensionCombinations). Every
// active user reads them: the upload screens limit their selects to allowed combinations.

const dimensionCombinationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/DimensionCombinations',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Definities'],
        summary: 'Alle combinaties van community, berichtsoort en domein met hun vlag "toegestaan", in die volgorde gesorteerd',
        response: {
          200: dimensionCombinationListSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
        },
      },
    },
    async () => readCombinations(database.db),
  );

  app.post(
    '/api/DimensionCombinations',
    {
      config: { access: administrators },
      schema: {
        tags: ['Definities'],
        summary: 'Zet de vlag "toegestaan" van de meegegeven combinaties (de rest blijft zoals hij is)',
        description: 'Het scherm stuurt per aangeklikte rij één combinatie. Het antwoord is de opgeslagen combinaties, met namen.',
        body: saveDimensionCombinationListSchema,
        response: {
          200: dimensionCombinationListSchema,
          400: problemResponse('Een combinatie noemt een onbekende dimensie (veldfouten per item)'),
          ...accessRefusals,
        },
      },
    },
    async (request) => saveCombinations(database.db, principalOf(request), request.body),
  );
};

export default dimensionCombinationsRoutes;
