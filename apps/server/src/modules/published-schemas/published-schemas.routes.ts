import { publicationInfoCsvFileName, publishedColumnParamsSchema, publishedRegisterSchema, publishedSchemaListSchema, publishedSchemaMetadataSchema } from '@afd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, csvContentType } from '../../http/csv.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { publicationInfoCsv } from './publication-info-csv.ts';
import { readPublicationInfo, readPublishedSchemaMetadata, readRegister, readRegisterColumn } from './published-schemas.service.ts';

// The public register (spec 000 §2 screen 17, 001 §7 'Published schemas'). Anybody reads it; a
// bearer token, when sent, makes each schema say whether this caller may download it. The zip
// downloads are the schema-downloads module's.

const tags = ['Register'];

const publishedSchemasRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;
  const callerOf = (request: FastifyRequest) => ({
    principal: request.principal,
    standardsOrganisation: config.standardsOrganisation,
  });

  app.get(
    '/api/PublishedSchemas',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Het register: organisaties en hun baselines met het aantal gepubliceerde schemas',
        description:
          'Zonder aanmelding opvraagbaar. Geeft geen schemas: die geeft GET /api/PublishedSchemas/{organisation}/{baselineId} per baseline, met mayDownload voor deze gebruiker.',
        response: { 200: publishedRegisterSchema, 401: problemResponse('Ongeldige aanmelding') },
      },
    },
    async () => readRegister(db),
  );

  app.get(
    '/api/PublishedSchemas/Metadata/:organisation/:schema',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'De variant waarvoor een gepubliceerd schema is gegenereerd (null: geen variant)',
        params: z.object({ organisation: z.string().min(1), schema: z.string().min(1) }),
        response: { 200: publishedSchemaMetadataSchema, 401: problemResponse('Ongeldige aanmelding'), 404: problemResponse('Geen gepubliceerd schema met deze naam') },
      },
    },
    async (request) => readPublishedSchemaMetadata(db, request.params.organisation, request.params.schema),
  );

  app.get(
    '/api/PublishedSchemas/:organisation/:baselineId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'De gepubliceerde schemas van één organisatie op één baseline',
        description: 'Zonder aanmelding opvraagbaar. Met een bearer token zegt mayDownload per schema of deze gebruiker het mag downloaden.',
        params: publishedColumnParamsSchema,
        response: {
          200: publishedSchemaListSchema,
          400: problemResponse('Ongeldige baseline'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) => readRegisterColumn(db, callerOf(request), request.params.organisation, request.params.baselineId),
  );

  app.get(
    '/api/afd-definitions/publication-info/output-csv',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Alle gepubliceerde schemas als publication-info.csv (UTF-8 met BOM, ; als scheidingsteken)',
        response: {
          200: { description: publicationInfoCsvFileName, content: { 'text/csv': { schema: z.string() } } },
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
        },
      },
    },
    // Active users only (config.access above); the file is the same for each of them.
    async (_request, reply) => {
      const lines = await readPublicationInfo(db);
      return reply.type(csvContentType).header('content-disposition', attachmentDisposition(publicationInfoCsvFileName)).send(publicationInfoCsv(lines));
    },
  );
};

export default publishedSchemasRoutes;
