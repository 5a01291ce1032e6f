import { schemaChangeFeedParamsSchema, schemaChangeFeedSchema } from '@afd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchNames, jsonAnswer, type JsonAnswer } from '../../http/json-answer.ts';
import { keptEncodingOf } from '../../http/kept-encodings.ts';
import { revalidateOnEveryUse } from '../../http/no-cache-headers.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { readSchemaChangeFeed } from './schema-change-feed.ts';

// The register's feed of changes per owner organisation (issue 32, ADR 0069), anonymous like the
// register: JSON Feed 1.1 as application/feed+json with an entity tag, so a poller that sends it
// back (If-None-Match) gets 304 while nothing changed.

export const feedContentType = 'application/feed+json; charset=utf-8';

/** The feed's bytes with their tag, or 304 when the poller holds them already. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', revalidateOnEveryUse);
  if (ifNoneMatchNames(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type(feedContentType).send(keptEncodingOf(reply, answer.body));
}

const schemaChangeNoticesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/PublishedSchemas/feed/:organisation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Register'],
        summary: "Wijzigingen in de gepubliceerde schema's van één organisatie (JSON Feed 1.1)",
        description:
          "Zonder aanmelding opvraagbaar, voor systemen die peilen: nieuwe versies met hun compatibiliteit, ingetrokken schema's en ingetrokken certificaten, nieuwste eerst (ten hoogste 100). Media type application/feed+json; elk item draagt de gegevens in _afd. Met If-None-Match: 304 zolang er niets veranderde.",
        params: schemaChangeFeedParamsSchema,
        response: {
          200: { description: 'De feed', content: { 'application/feed+json': { schema: schemaChangeFeedSchema } } },
          304: z.void().describe('Ongewijzigd sinds de entity tag in If-None-Match'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request, reply) => {
      const answer = jsonAnswer(schemaChangeFeedSchema, await readSchemaChangeFeed(database.db, request.params.organisation, config.publicUrl));
      return sendFeed(request, reply, answer);
    },
  );
};

export default schemaChangeNoticesRoutes;
