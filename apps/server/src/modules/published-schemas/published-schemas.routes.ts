import { publicationInfoCsvFileName, publishedColumnParamsSchema, publishedRegisterSchema, publishedSchemaListSchema, publishedSchemaMetadataSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callStart } from '../../http/call-start.ts';
import { attachmentDisposition, csvContentType } from '../../http/csv.ts';
import { sendJsonAnswer, sendJsonBody } from '../../http/json-answer.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { publicationInfoCsv } from './publication-info-csv.ts';
import { readPublicationInfo, readPublishedSchemaMetadata } from './published-schemas.service.ts';
import { registerCache } from './register-cache.ts';

// The public register (spec 000 §2 screen 17, 001 §7 'Published schemas'). Anybody reads it; a
// bearer token, when sent, makes each schema say whether this caller may download it. The zip
// downloads are the schema-downloads module's. The tree and anonymous columns carry an entity
// tag: a client that sends it back (If-None-Match) gets 304 while the register is unchanged.

const tags = ['Register'];

const publishedSchemasRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;
  const register = registerCache(db, database.changeNotices, config.standardsOrganisation);
  const notModified = z.void().describe('Ongewijzigd sinds de entity tag in If-None-Match');

  app.get(
    '/api/PublishedSchemas',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Het register: organisaties en hun baselines met het aantal gepubliceerde schemas',
        description:
          'Zonder aanmelding opvraagbaar. Geeft geen schemas: die geeft GET /api/PublishedSchemas/{organisation}/{baselineId} per baseline, met mayDownload voor deze gebruiker.',
        response: { 200: publishedRegisterSchema, 304: notModified, 401: problemResponse('Ongeldige aanmelding') },
      },
    },
    // The same answer for every caller: a signed-in one may get 304 as well.
    async (request, reply) => sendJsonAnswer(request, reply, await register.tree(callStart(request))),
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
          304: notModified,
          400: problemResponse('Ongeldige baseline'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request, reply) => {
      const { organisation, baselineId } = request.params;
      // mayDownload differs per caller: a shared cache must not hand one caller's answer to another.
      reply.header('vary', 'authorization');
      const { principal } = request;
      // Only the anonymous answer has a tag: a signed-in caller's browser may send the tag of an
      // anonymous answer it kept, which says nothing about this caller's mayDownload.
      if (!principal) return sendJsonAnswer(request, reply, (await register.column(organisation, baselineId, callStart(request))).anonymous);
      return sendJsonBody(reply, await register.signedInColumn(organisation, baselineId, principal, callStart(request)));
    },
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
