import {
  messageCheckBodySchema,
  organisationNameParamsSchema,
  organisationSchemaListSchema,
  organisationSchemaParamsSchema,
  publicationChangedSchema,
  publicationQuerySchema,
  renamedSchemaSchema,
  renameSchemaQuerySchema,
  schemaMessageCheckResultSchema,
  schemaPublicationMetadataSchema,
  schemaUsageListSchema,
  variantSchemaParamsSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certifiers } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  deleteOrganisationSchema,
  listOrganisationSchemas,
  renameOrganisationSchema,
  schemaMetadata,
  setPublication,
  usagesOfSchema,
  variantSchemaMetadata,
} from './organisation-schemas.service.ts';
import { checkMessageAgainstSchema } from './schema-workbench.service.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';

// 'Beheer schema's' (spec 000 §2 screen 8, §7; 001 §7 'Organisation schemas'). Administrators
// manage any organisation's schemas, certifiers their own organisation's. The zip download
// (GET /api/OrganisationSchemas/{organisation}/{name}) lives in the schema-downloads module.

const tags = ["Beheer schema's"];
const scopeErrors = {
  401: problemResponse('Niet aangemeld'),
  403: problemResponse('Geen toegang (een certificeerder beheert alleen de eigen organisatie)'),
  404: problemResponse('Organisatie of schema bestaat niet'),
};

const organisationSchemasRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  // 'Bericht testen' compiles schemas on the process-wide worker pool.
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  app.get(
    '/api/OrganisationSchemas/:organisation',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: "De schema's van een organisatie, met de sleutel van hun baseline",
        description: 'Gesorteerd op community, berichtsoort, domein en naam (Nederlandse volgorde, hoofdletterongevoelig).',
        params: organisationNameParamsSchema,
        response: { 200: organisationSchemaListSchema, ...scopeErrors },
      },
    },
    async (request) => listOrganisationSchemas(database.db, principalOf(request), request.params.organisation),
  );

  app.put(
    '/api/OrganisationSchemas/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Zet de schakelaars Register en Download van een schema',
        description:
          'publish=false zet ook download uit; download=true met publish=false wordt geweigerd (400): een schema dat niet gepubliceerd ' +
          'is, is nooit downloadbaar. De publicatiedatum wordt gezet wanneer het schema in het register komt, blijft staan zolang het ' +
          'daar staat en vervalt wanneer het eruit gaat. Antwoordt true wanneer er iets veranderde, false wanneer niet.',
        params: organisationSchemaParamsSchema,
        querystring: publicationQuerySchema,
        response: { 200: publicationChangedSchema, 400: problemResponse('Download zonder publicatie, of ongeldige waarden'), ...scopeErrors },
      },
    },
    async (request) =>
      setPublication(database.db, principalOf(request), request.params.organisation, request.params.name, {
        publish: request.query.publish === 'true',
        download: request.query.download === 'true',
      }),
  );

  app.post(
    '/api/OrganisationSchemas/Rename/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Hernoem een schema',
        description: "De nieuwe naam wordt getrimd en mag niet leeg zijn; dezelfde naam verandert niets; een naam die een ander schema van de organisatie al draagt (ongeacht hoofdletters) geeft 409 'Er is al een schema met deze naam'.",
        params: organisationSchemaParamsSchema,
        querystring: renameSchemaQuerySchema,
        response: {
          200: renamedSchemaSchema,
          400: problemResponse('Lege of te lange naam'),
          ...scopeErrors,
          409: problemResponse('Er is al een schema met deze naam'),
        },
      },
    },
    async (request) =>
      renameOrganisationSchema(database.db, principalOf(request), request.params.organisation, request.params.name, request.query.newName),
  );

  app.post(
    '/api/OrganisationSchemas/Workbench/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Controleert een testbericht tegen een gecertificeerd schema (XML voor AFD 1.0, JSON voor AFD 2.0)',
        description:
          'Het schema zoals het gecertificeerd is, met de datacatalogus van zijn baseline library (AFD 1.0: XSD-imports; AFD 2.0: codelijsten) en, bij een ' +
          'gegenereerd schema, zijn verbandscontroles; het antwoord noemt elke bevinding met haar plaats in het bericht. Er wordt niets opgeslagen.',
        params: organisationSchemaParamsSchema,
        body: messageCheckBodySchema,
        response: {
          200: schemaMessageCheckResultSchema,
          400: problemResponse('Leeg of te lang bericht'),
          ...scopeErrors,
          409: problemResponse('Een OpenAPI-beschrijving, of geen bewaard bestand of catalogus'),
          422: problemResponse('Het bericht is geen bruikbare XML of JSON-object'),
        },
      },
    },
    async (request) => checkMessageAgainstSchema(database.db, pool, principalOf(request), request.params.organisation, request.params.name, request.body.message),
  );

  app.delete(
    '/api/OrganisationSchemas/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Verwijder een schema',
        description: 'Het downloadlogboek houdt zijn regels (met naam en versie); meldingen verwijzen naar het schema met zijn naam.',
        params: organisationSchemaParamsSchema,
        response: { 204: z.null().describe('Verwijderd'), ...scopeErrors },
      },
    },
    async (request, reply) => {
      await deleteOrganisationSchema(database.db, principalOf(request), request.params.organisation, request.params.name);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/OrganisationSchemas/UsageOf/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Waar de naam van een schema gebruikt wordt (voor de bevestiging van hernoemen en verwijderen)',
        description: "Korte Nederlandse teksten: 'Register (gepubliceerd)', 'Download toegestaan', open en gesloten meldingen, downloads. Leeg voor een naam die geen schema draagt.",
        params: organisationSchemaParamsSchema,
        response: { 200: schemaUsageListSchema, ...scopeErrors },
      },
    },
    async (request) => usagesOfSchema(database.db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.get(
    '/api/OrganisationSchemas/MetaData/:organisation/:name',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Publicatiegegevens van een schema',
        params: organisationSchemaParamsSchema,
        response: { 200: schemaPublicationMetadataSchema, ...scopeErrors },
      },
    },
    async (request) => schemaMetadata(database.db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.get(
    '/api/OrganisationSchemas/MetaData/:organisation/:name/:variant/:version',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Publicatiegegevens van het schema van een variant (naam en versie van de variant)',
        params: variantSchemaParamsSchema,
        response: { 200: schemaPublicationMetadataSchema, ...scopeErrors },
      },
    },
    async (request) =>
      variantSchemaMetadata(database.db, principalOf(request), request.params.organisation, {
        name: request.params.name,
        variant: request.params.variant,
        version: request.params.version,
      }),
  );
};

export default organisationSchemasRoutes;
