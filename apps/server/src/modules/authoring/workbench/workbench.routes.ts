import { functionParamsSchema, generateQuerySchema, messageCheckBodySchema, messageCheckResultSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../../auth/principal-of.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { draftOf } from '../generation/json-schema-draft.ts';
import { checkTestMessage } from './workbench.service.ts';

// The test-message workbench (issue 18, point 5): for every composing role in the organisations
// it composes for, as generating a function's schema is.

const authors = { anyRole: ['administrator', 'certifier', 'validator'] } as const;

const workbenchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.post(
    '/api/Productdefinities/Workbench/:organisation/:name/:function',
    {
      config: { access: authors },
      schema: {
        tags: ['AFD Online Samenstellen'],
        summary: 'Controleert een testbericht tegen één functie van een definitie: schema en verbandscontroles (XML voor AFD 1.0, JSON voor AFD 2.0)',
        description:
          'Het schema, de codelijsten en de verbandscontroles van de functie zoals "Download per functie" ze maakt; ' +
          'het antwoord noemt elke bevinding met haar plaats in het bericht. Er wordt niets opgeslagen.',
        params: functionParamsSchema,
        querystring: generateQuerySchema.pick({ jsonSchemaVersion: true }),
        body: messageCheckBodySchema,
        response: {
          200: messageCheckResultSchema,
          400: problemResponse('Ongeldige invoer (leeg of te lang bericht, JSON Schema-versie)'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegangsrechten voor definities van de organisatie'),
          404: problemResponse('Organisatie, definitie of functie bestaat niet'),
          409: problemResponse('De baseline library of datacatalogus ontbreekt'),
          422: problemResponse('Het bericht is geen bruikbare XML of JSON-object'),
        },
      },
    },
    async (request) => {
      const { organisation, name, function: functionName } = request.params;
      const draft = draftOf(request.query.jsonSchemaVersion, config);
      return checkTestMessage(database.db, pool, principalOf(request), { organisationName: organisation, name, functionName, draft, message: request.body.message });
    },
  );
};

export default workbenchRoutes;
