import {
  exportOpenApiDescriptionQuerySchema,
  openApiDescriptionAnswerSchema,
  openApiDescriptionParamsSchema,
  openApiDescriptionSchema,
  openApiValidationAnswerSchema,
  registerOpenApiDescriptionBodySchema,
  registerOpenApiDescriptionParamsSchema,
  registerOpenApiDescriptionResultSchema,
  saveOpenApiDescriptionQuerySchema,
  validateOpenApiDescriptionBodySchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certifiers, roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { attachmentDisposition } from '../../../http/csv.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { definitionRefusals } from '../definition-store/definition-responses.ts';
import { registerOpenApiDescription } from './openapi-register.service.ts';
import { openApiHttpProblems } from './openapi-texts.ts';
import { exportOpenApiDescription, openApiDescriptionOf, saveOpenApiDescription, validateOpenApiDescription } from './openapi.service.ts';

// OpenAPI descriptions (001 §7 'OpenAPI'; flag AosOpenApi, AFD 2.0 definitions). Reading, saving,
// validating and exporting: any composing role in the organisations it composes for
// (administrators: all), as the other definition calls; registering only certifiers and
// administrators, as 'Certificeer en publiceer'.

const tags = ['AFD Online Samenstellen'];
const base = '/api/OpenApi';
const errors = {
  ...definitionRefusals,
  404: problemResponse('Organisatie of definitie bestaat niet (of de feature AosOpenApi staat uit)'),
  409: problemResponse('Een AFD 1.0-definitie, of de baseline library van de definitie bestaat niet meer'),
};

const openApiRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  // The client shows the editor only with the flag; the server holds to it too.
  app.addHook('preHandler', async () => {
    if (!config.featureFlags.includes('AosOpenApi')) throw openApiHttpProblems.featureOff();
  });

  app.get(
    `${base}/openApiDescriptions/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De OpenAPI Description van een AFD 2.0-definitie (null voor de eerste opslag), de functies waarnaar zij mag verwijzen en de revisie', params: openApiDescriptionParamsSchema, response: { 200: openApiDescriptionAnswerSchema, ...errors } },
    },
    async (request) => openApiDescriptionOf(db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.put(
    `${base}/openApiDescriptions/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Slaat de hele OpenAPI Description op als één revisie van de definitie (gesorteerd, padparameters verplicht)',
        description: '?revision= is de revisie waarop zij gebaseerd is (uit GET); kwam er intussen een andere opslag, dan 409. Een regel van 001 §5 die niet klopt geeft 400 met fouten per veld.',
        params: openApiDescriptionParamsSchema,
        querystring: saveOpenApiDescriptionQuerySchema,
        body: openApiDescriptionSchema,
        response: { 200: openApiDescriptionAnswerSchema, ...errors, 400: problemResponse('Ongeldige invoer (per veld in errors)'), 409: problemResponse('De definitie is intussen gewijzigd, is een AFD 1.0-definitie, of haar baseline library bestaat niet meer') },
      },
    },
    async (request) => saveOpenApiDescription(db, principalOf(request), request.params.organisation, request.params.name, request.body, request.query.revision),
  );

  app.post(
    `${base}/openApiDescriptions/validator`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Valideert een hele OpenAPI Description: de regels van de editor en het OpenAPI 3.1-document met een echte parser (met de gegenereerde JSON Schemas van de functies); leeg als zij geldig is',
        body: validateOpenApiDescriptionBodySchema,
        response: { 200: openApiValidationAnswerSchema, ...errors, 400: problemResponse('Ongeldige invoer') },
      },
    },
    async (request) => validateOpenApiDescription(db, pool, principalOf(request), { organisationName: request.body.organization, name: request.body.afdDefinitionName, description: request.body.description }),
  );

  app.get(
    `${base}/openApiDescription`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De opgeslagen OpenAPI Description als ZIP ({definitie}-OpenAPI.zip): het OpenAPI 3.1-document ({definitie}-OpenAPI.yaml of .json) met de functieschema’s en codelijsten waarnaar het verwijst, en LEESMIJ.txt',
        querystring: exportOpenApiDescriptionQuerySchema,
        response: {
          200: { description: '{definitie}-OpenAPI.zip', content: { 'application/zip': { schema: z.any() } } },
          ...errors,
          400: problemResponse('Ongeldige invoer'),
        },
      },
    },
    async (request, reply) => {
      const { organization, afdDefinitionName, format } = request.query;
      const file = await exportOpenApiDescription(db, pool, principalOf(request), { organisationName: organization, name: afdDefinitionName, format });
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(file.fileName)).send(Buffer.from(file.zip));
    },
  );

  app.post(
    `${base}/openApiDescriptions/register/:org/:name`,
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Registreert de OpenAPI Description als organisatieschema {definitie}-OpenAPI met isOpenApiDescription (alleen certificeerders en beheerders)',
        description:
          'Alleen een geldige beschrijving: anders 422 met de fouten in errors.openApiDescription. De schema’s van de functies waarnaar zij verwijst worden gegenereerd en gecertificeerd en gaan mee in de download. Alles of niets.',
        params: registerOpenApiDescriptionParamsSchema,
        body: registerOpenApiDescriptionBodySchema,
        response: {
          200: registerOpenApiDescriptionResultSchema,
          ...errors,
          400: problemResponse('Ongeldige invoer (download zonder register)'),
          409: problemResponse('AFD 1.0, niet op de nieuwste baseline library, of de naam is van een ander schema'),
          422: problemResponse('De OpenAPI Description is ongeldig (errors.openApiDescription), of een functieschema certificeert niet'),
        },
      },
    },
    async (request) =>
      registerOpenApiDescription(db, pool, principalOf(request), { organisationName: request.params.org, name: request.params.name, isPublished: request.body.isPublished, isDownloadable: request.body.isDownloadable, publicUrl: config.publicUrl }),
  );
};

export default openApiRoutes;
