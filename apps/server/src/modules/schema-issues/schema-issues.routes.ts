import {
  newSchemaIssueSchema,
  schemaIssueListSchema,
  schemaIssueOrganisationParamsSchema,
  schemaIssueParamsSchema,
  schemaIssueSchema,
  schemaIssueUpdateSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certifiers } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import schemaIssueAttachmentsRoutes from './schema-issue-attachments.routes.ts';
import schemaIssueDictionariesRoutes from './schema-issue-dictionaries.routes.ts';
import {
  createSchemaIssue,
  getSchemaIssue,
  listReceivedSchemaIssues,
  listReportedSchemaIssues,
  updateSchemaIssue,
} from './schema-issues.service.ts';

// Meldingen (spec 001 §7 'Schema issues'). Every call needs an active user; which meldingen a
// caller sees or handles is decided per organisation in the service (schema-issue-access.ts).

const tags = ['Meldingen'];

const schemaIssuesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, database } = options;
  const settings = { standardsOrganisation: config.standardsOrganisation, publicUrl: config.publicUrl };
  await app.register(schemaIssueDictionariesRoutes);
  await app.register(schemaIssueAttachmentsRoutes, options);

  app.post(
    '/api/SchemaIssues',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Doe een melding over een gepubliceerd schema',
        description:
          'Het schema moet gepubliceerd en te downloaden zijn. De melding gaat naar de organisatie van het schema, of naar ' +
          `${config.standardsOrganisation} voor een schema van een variant. Melder is de aanroeper; status nieuw. Gebruikers van ` +
          'de ontvangende organisatie die meldingen willen ontvangen, krijgen een e-mail.',
        body: newSchemaIssueSchema,
        response: {
          200: schemaIssueSchema,
          400: problemResponse('Ongeldige invoer, onbekende categorie of een schema dat niet te downloaden is'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
          404: problemResponse('Organisatie of gepubliceerd schema bestaat niet'),
        },
      },
    },
    async (request) => createSchemaIssue(database.db, principalOf(request), request.body, settings),
  );

  app.get(
    '/api/SchemaIssues/received-by-organization/:organization',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Meldingen ontvangen door een organisatie (open en gesloten, oudste eerst)',
        params: schemaIssueOrganisationParamsSchema,
        response: {
          200: schemaIssueListSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Gebruiker is niet gemachtigd voor organisatie'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) => listReceivedSchemaIssues(database.db, principalOf(request), request.params.organization),
  );

  app.get(
    '/api/SchemaIssues/reported-by-organization/:organization',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Meldingen verzonden door gebruikers van een organisatie (open en gesloten, oudste eerst)',
        params: schemaIssueOrganisationParamsSchema,
        response: {
          200: schemaIssueListSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Gebruiker is niet gemachtigd voor organisatie'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) => listReportedSchemaIssues(database.db, principalOf(request), request.params.organization),
  );

  app.get(
    '/api/SchemaIssues/:organization/:id',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Eén melding',
        description: '{organization} is de ontvangende organisatie of die van de melder.',
        params: schemaIssueParamsSchema,
        response: {
          200: schemaIssueSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang tot deze melding'),
          404: problemResponse('Melding bestaat niet'),
        },
      },
    },
    async (request) => getSchemaIssue(database.db, principalOf(request), request.params),
  );

  app.put(
    '/api/SchemaIssues/:organization/:id',
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Behandel een melding: status, substatussen en opmerkingen',
        description:
          '{organization} is de ontvangende organisatie. Substatussen alleen bij afgehandeld (dan verplicht, minimaal 1, een sleutel ' +
          'uit hun lijst); bij elke andere status worden ze gewist. De melder krijgt een e-mail.',
        params: schemaIssueParamsSchema,
        body: schemaIssueUpdateSchema,
        response: {
          200: schemaIssueSchema,
          400: problemResponse('Ongeldige invoer of substatussen'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Alleen de ontvangende organisatie mag een melding behandelen'),
          404: problemResponse('Melding bestaat niet'),
        },
      },
    },
    async (request) => updateSchemaIssue(database.db, principalOf(request), request.params, request.body, settings),
  );
};

export default schemaIssuesRoutes;
