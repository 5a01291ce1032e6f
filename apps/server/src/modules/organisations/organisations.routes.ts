import { organisationListSchema, saveOrganisationListSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { listOrganisationsWithPublishedSchemas } from './organisations.repository.ts';
import { readOrganisationList, saveOrganisationList } from './organisations.service.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { ensureStandardsOrganisation } from './standards-organisation.ts';

// Organisations (spec 000 §2 screen 9, §7): the lists are public ("header optional"); saving the
// list is for administrators. The list's ETag guards a save against a stale copy (ADR 0007).

const organisationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await ensureStandardsOrganisation(database.db, config.standardsOrganisation);

  app.get(
    '/api/Organisation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Organisaties'],
        summary: 'Alle organisaties, in Nederlandse volgorde (hoofdletterongevoelig)',
        response: { 200: organisationListSchema.describe('Organisaties'), 401: problemResponse('Ongeldige aanmelding') },
      },
    },
    async (_request, reply) => {
      const { organisations, version } = await readOrganisationList(database.db);
      void reply.header('etag', version);
      return organisations;
    },
  );

  app.get(
    '/api/Organisation/WithPublishedSchemas',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Organisaties'],
        summary: 'Organisaties met ten minste één gepubliceerd schema (het register)',
        response: { 200: organisationListSchema, 401: problemResponse('Ongeldige aanmelding') },
      },
    },
    async () => listOrganisationsWithPublishedSchemas(database.db),
  );

  app.post(
    '/api/Organisation',
    {
      config: { access: administrators },
      schema: {
        tags: ['Organisaties'],
        summary: 'Sla de hele lijst organisaties op: toevoegen, hernoemen en verwijderen in één keer',
        description:
          'Een item met het id van een bestaande organisatie behoudt of hernoemt die; een item zonder (bekend) id voegt een organisatie toe; ' +
          'een bestaande organisatie die ontbreekt wordt verwijderd. Een lege naam wordt genegeerd. Met If-Match (de ETag van GET) ' +
          'weigert de server (412) een lijst die intussen door een ander is gewijzigd.',
        headers: z.object({ 'if-match': z.string().optional() }),
        body: saveOrganisationListSchema,
        response: {
          200: organisationListSchema.describe('De opgeslagen lijst'),
          400: problemResponse('Naam voldoet niet aan het vereiste formaat (veldfouten per item)'),
          ...accessRefusals,
          409: problemResponse('Dubbele naam, organisatie in gebruik of de eigen organisatie van de standaard'),
          412: problemResponse('De lijst is intussen gewijzigd'),
          428: problemResponse('De versie van de lijst (If-Match) ontbreekt'),
        },
      },
    },
    async (request, reply) => {
      const { organisations, version } = await saveOrganisationList(database.db, principalOf(request), {
        entries: request.body,
        ifMatch: request.headers['if-match'],
        standardsOrganisation: config.standardsOrganisation,
      });
      void reply.header('etag', version);
      return organisations;
    },
  );
};

export default organisationsRoutes;
