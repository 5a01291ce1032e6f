import { definitionParamsSchema, functionParamsSchema, generateQuerySchema, messageCheckBodySchema, messageCheckResultSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { attachmentDisposition } from '../../../http/csv.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { draftOf } from '../generation/json-schema-draft.ts';
import { definitionRefusals } from '../definition-store/definition-responses.ts';
import { conformanceKitZip } from './conformance-kit.service.ts';
import { checkTestMessage } from './message-workbench.service.ts';

// The test-message workbench (issue 18, point 5): for every composing role in the organisations
// it composes for, as generating a function's schema is.

const workbenchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.post(
    '/api/Productdefinities/Workbench/:organisation/:name/:function',
    {
      config: { access: roleHolders },
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
          ...definitionRefusals,
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

  app.get(
    '/api/Productdefinities/Voorbeeldberichten/:organisation/:name',
    {
      config: { access: roleHolders },
      schema: {
        tags: ['AFD Online Samenstellen'],
        summary: 'De conformiteitskit van een definitie als ZIP ({product}-voorbeeldberichten.zip): per functie een geldig bericht en per beperking een ongeldig',
        description:
          'Per functie een geldig voorbeeldbericht en één ongeldig bericht per beperking (verplicht attribuut weg, niet toegestaan attribuut erbij, code buiten de keuze, ' +
          'elk soort facet, een entiteit te veel, elke verbandscontrole), elk met de bevindingen die "Bericht testen" erop geeft; kit.json en LEESMIJ.txt noemen ze, ' +
          'en wat niet te maken was. Er wordt niets opgeslagen.',
        params: definitionParamsSchema,
        querystring: generateQuerySchema.pick({ jsonSchemaVersion: true }),
        response: {
          200: { description: '{product}-voorbeeldberichten.zip', content: { 'application/zip': { schema: z.any() } } },
          400: problemResponse('Ongeldige JSON Schema-versie'),
          ...definitionRefusals,
          409: problemResponse('De baseline library of datacatalogus ontbreekt'),
        },
      },
    },
    async (request, reply) => {
      const { organisation, name } = request.params;
      const kit = await conformanceKitZip(database.db, pool, principalOf(request), { organisationName: organisation, name, draft: draftOf(request.query.jsonSchemaVersion, config) });
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(kit.fileName)).send(Buffer.from(kit.zip));
    },
  );
};

export default workbenchRoutes;
