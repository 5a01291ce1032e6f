import {
  compatibilityAnswerSchema,
  compatibilityQuerySchema,
  organisationSchemaParamsSchema,
  publishedSchemaVersionsSchema,
  schemaVersionSettingsSchema,
  schemaVersionsQuerySchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certifiers } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import { problemResponse } from '../../http/problem-response.ts';
import { compatibilityOnPool } from '../../shared/certification/schema-version-record.ts';
import type { ModuleOptions } from '../module-options.ts';
import { compatibilityBetween, publishedVersions, setVersionSettings, TooManyDecisions, versionSettings } from './schema-versions.service.ts';

// Versions of a schema and their compatibility (issue 32, ADR 0070). The two reading calls are
// public like the register; the owner's setting (compare with every earlier published version)
// is managed by administrators and the organisation's certifiers.

const schemaVersionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;
  // A pair no certification compared is decided on the process-wide worker pool.
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  const decide = compatibilityOnPool(pool);

  app.get(
    '/api/PublishedSchemas/Versions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Register'],
        summary: 'De gepubliceerde versies van een schema, nieuwste eerst, met hun compatibiliteit met eerdere versies',
        description: 'Zonder aanmelding opvraagbaar. Een versie die nooit gepubliceerd is, staat er niet in; een schema dat niet in het register staat geeft 404.',
        querystring: schemaVersionsQuerySchema,
        response: { 200: publishedSchemaVersionsSchema, 401: problemResponse('Ongeldige aanmelding'), 404: problemResponse('Geen gepubliceerd schema met deze naam') },
      },
    },
    async (request) => publishedVersions(db, request.query.organisation, request.query.name),
  );

  app.get(
    '/api/PublishedSchemas/Compatibility',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Register'],
        summary: 'Compatibiliteit tussen twee gepubliceerde versies van één schema, in beide richtingen',
        description:
          'Zonder aanmelding opvraagbaar. newAcceptedByOld: elk bericht van de nieuwe versie (de hoogste van from en to) wordt door de oude ' +
          'geaccepteerd; oldAcceptedByNew: elk bericht van de oude door de nieuwe. Per richting compatibel, niet-compatibel met een ' +
          'tegenvoorbeeld (geldig onder de ene versie, geweigerd door de andere) of handmatig met de reden. stored=true: het oordeel ' +
          'van de certificering; anders nu bepaald. Een onbekende of nooit gepubliceerde versie geeft 404.',
        querystring: compatibilityQuerySchema,
        response: {
          200: compatibilityAnswerSchema,
          400: problemResponse('Twee keer dezelfde versie, of ongeldige invoer'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Geen gepubliceerd schema of versie met deze naam en dit nummer'),
          429: problemResponse('Te veel vergelijkingen vanaf dit adres; Retry-After zegt hoe lang te wachten'),
          503: problemResponse('De vergelijking duurde te lang en is afgebroken'),
        },
      },
    },
    async (request, reply) => {
      try {
        return await compatibilityBetween(db, decide, request.query, request.ip);
      } catch (error) {
        if (error instanceof TooManyDecisions) reply.header('retry-after', String(error.waitSeconds));
        throw error;
      }
    },
  );

  app.get(
    '/api/OrganisationSchemas/:organisation/:name/VersionSettings',
    {
      config: { access: certifiers },
      schema: {
        tags: ["Beheer schema's"],
        summary: 'Of een nieuwe versie van dit schema met alle eerdere gepubliceerde versies wordt vergeleken',
        params: organisationSchemaParamsSchema,
        response: {
          200: schemaVersionSettingsSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang (een certificeerder beheert alleen de eigen organisatie)'),
          404: problemResponse('Organisatie of schema bestaat niet'),
        },
      },
    },
    async (request) => versionSettings(db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.put(
    '/api/OrganisationSchemas/:organisation/:name/VersionSettings',
    {
      config: { access: certifiers },
      schema: {
        tags: ["Beheer schema's"],
        summary: "Zet 'Vergelijk met alle eerdere versies' van een schema",
        description: 'checkAllVersions=true: een nieuwe versie wordt met elke eerdere gepubliceerde versie vergeleken, niet alleen met de laatste.',
        params: organisationSchemaParamsSchema,
        body: schemaVersionSettingsSchema,
        response: {
          200: schemaVersionSettingsSchema,
          400: problemResponse('Ongeldige invoer'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang (een certificeerder beheert alleen de eigen organisatie)'),
          404: problemResponse('Organisatie of schema bestaat niet'),
        },
      },
    },
    async (request) => setVersionSettings(db, principalOf(request), request.params.organisation, request.params.name, request.body),
  );
};

export default schemaVersionsRoutes;
