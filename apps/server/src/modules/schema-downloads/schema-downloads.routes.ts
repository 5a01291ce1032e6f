import { schemaDownloadLogSchema } from '@afd/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { readSchemaDownloadLog, schemaDownloadLogLimit } from './schema-download-log.ts';
import { downloadSchema, type SchemaDownload } from './schema-downloads.service.ts';

// Downloads of an organisation schema's enriched copy as `{schemaName}.zip`: from the register
// and from the schema management list (001 §7). The download rule is the server's (ADR 0014);
// every download is logged in schema_downloads.

const tags = ['Register'];
const zipResponse = { description: '{schemaName}.zip met de verrijkte kopie', content: { 'application/zip': { schema: z.any() } } };
const refusals = {
  401: problemResponse('Niet aangemeld'),
  403: problemResponse('Account niet actief, schema niet als download aangeboden, of de eigenaar staat het uw organisatie niet toe'),
  404: problemResponse('Schema bestaat niet of is niet gepubliceerd'),
};

function sendZip(reply: FastifyReply, download: SchemaDownload) {
  return reply.type('application/zip').header('content-disposition', attachmentDisposition(download.fileName)).send(Buffer.from(download.zip));
}

const schemaDownloadsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;

  app.get(
    '/api/PublishedSchemas/:organisation/:baselineId/:schemaEncodedName',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Download een gepubliceerd schema uit het register',
        params: z.object({ organisation: z.string().min(1), baselineId: z.string().uuid('Ongeldige baseline'), schemaEncodedName: z.string().min(1) }),
        response: { 200: zipResponse, 400: problemResponse('Ongeldige baseline'), ...refusals },
      },
    },
    async (request, reply) => {
      const { organisation, baselineId, schemaEncodedName } = request.params;
      const download = await downloadSchema(db, config, principalOf(request), {
        organisationName: organisation,
        schemaName: schemaEncodedName,
        baselineId,
        via: 'register',
      });
      return sendZip(reply, download);
    },
  );

  app.get(
    '/api/OrganisationSchemas/:organisation/:name',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Organisatieschemas'],
        summary: 'Download een organisatieschema vanuit het beheer',
        description:
          'ignoreIsDownloadable=true geldt alleen voor beheerders en certificeerders van de eigenaar: zij krijgen ook een niet ' +
          'gepubliceerd of niet als download aangeboden schema. Voor anderen geldt de gewone downloadregel.',
        params: z.object({ organisation: z.string().min(1), name: z.string().min(1) }),
        querystring: z.object({ ignoreIsDownloadable: z.enum(['true', 'false']).optional() }),
        response: { 200: zipResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const download = await downloadSchema(db, config, principalOf(request), {
        organisationName: request.params.organisation,
        schemaName: request.params.name,
        via: 'management',
        ignoreIsDownloadable: request.query.ignoreIsDownloadable === 'true',
      });
      return sendZip(reply, download);
    },
  );

  app.get(
    '/api/SchemaDownloads',
    {
      config: { access: administrators },
      schema: {
        tags: ['Organisatieschemas'],
        summary: `Het downloadlogboek, nieuwste eerst (hoogstens ${schemaDownloadLogLimit} regels)`,
        querystring: z.object({ organisation: z.string().min(1).optional().describe('Alleen downloads van schemas van deze organisatie') }),
        response: {
          200: schemaDownloadLogSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen beheerder'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) => readSchemaDownloadLog(db, request.query.organisation),
  );
};

export default schemaDownloadsRoutes;
