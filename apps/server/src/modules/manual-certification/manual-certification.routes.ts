import {
  certifiedSchemaSchema,
  manualCertificationFieldsSchema,
  manualCertificationRequestBodySchema,
  manualRequestCreatedSchema,
  openManualRequestListSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators, certifiers } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import type { ModuleOptions } from '../module-options.ts';
import { certifyManually, createManualRequest, listOpenRequests, rejectRequest, requestFile } from './manual-certification.service.ts';

// Manual certification (spec 000 §2 screens 3 and 4, §7): requests by certifiers, the list of
// open requests and certification by hand for administrators.

const manualFields = ['organisation', 'certificationArea', 'messageType', 'applicationArea', 'name', 'publish', 'overwrite'] as const;

const manualCertificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });

  app.post(
    '/api/ManualCertifiedSchemas/CreateRequest',
    {
      config: { access: certifiers },
      schema: {
        tags: ['Handmatige certificering'],
        summary: 'Vraag handmatige certificering aan voor een geüpload schema dat niet automatisch gevalideerd kan worden',
        body: manualCertificationRequestBodySchema,
        response: {
          201: manualRequestCreatedSchema,
          400: problemResponse('Ongeldige aanvraag of andere sleutel'),
          ...accessRefusals,
          404: problemResponse('Upload niet (meer) gevonden'),
          409: problemResponse('Geen handmatige validatie nodig, of geen organisatie'),
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const created = await createManualRequest(database.db, principal, request.body, { publicUrl: config.publicUrl });
      request.log.info({ manualCertificationRequestId: created.id, organisation: principal.organisationName }, 'Nieuwe aanvraag voor handmatige certificering');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/ManualCertifiedSchemas/OpenRequests',
    {
      config: { access: administrators },
      schema: {
        tags: ['Handmatige certificering'],
        summary: 'Openstaande aanvragen voor handmatige certificering, oudste eerst',
        response: { 200: openManualRequestListSchema, ...accessRefusals },
      },
    },
    async () => listOpenRequests(database.db),
  );

  app.get(
    '/api/ManualCertifiedSchemas/OpenRequests/:id/File',
    {
      config: { access: administrators },
      schema: {
        tags: ['Handmatige certificering'],
        summary: 'Het schema van een aanvraag',
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: { description: 'Het schema (XSD)', content: { 'application/xml': { schema: z.string() } } },
          ...accessRefusals, 404: problemResponse('Aanvraag niet gevonden'),
        },
      },
    },
    async (request, reply) => {
      const file = await requestFile(database.db, request.params.id);
      return reply.type('application/xml').header('content-disposition', attachmentDisposition(file.fileName)).send(new TextDecoder().decode(file.content));
    },
  );

  app.post(
    '/api/ManualCertifiedSchemas/OpenRequests/:id/Reject',
    {
      config: { access: administrators },
      schema: {
        tags: ['Handmatige certificering'],
        summary: 'Wijst een openstaande aanvraag af (gesloten met wie en wanneer)',
        params: z.object({ id: z.string().uuid() }),
        response: {
          204: z.null(),
          ...accessRefusals,
          404: problemResponse('Aanvraag niet gevonden of al afgehandeld'),
        },
      },
    },
    async (request, reply) => {
      await rejectRequest(database.db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/ManualCertifiedSchemas',
    {
      config: { access: administrators },
      schema: {
        tags: ['Handmatige certificering'],
        summary: 'Certificeer een schema handmatig voor een organisatie',
        description:
          'multipart/form-data met één bestand (file, .xsd) en de velden organisation (naam), certificationArea, messageType, ' +
          'applicationArea (ids), name, publish en optioneel overwrite (bevestigde vervanging bij een naam die al in gebruik is).',
        consumes: ['multipart/form-data'],
        response: {
          200: certifiedSchemaSchema,
          400: problemResponse('Ongeldig bestand, veld of sleutel'),
          ...accessRefusals,
          404: problemResponse('Geen baseline voor deze sleutel'),
          409: problemResponse('Naam al in gebruik'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Geen multipart/form-data'),
        },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes, fields: manualFields, maxFieldBytes: 1000 });
      const parsed = manualCertificationFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
        throw new HttpProblem(400, 'Ongeldige aanvraag', 'Kies een organisatie, een community, berichtsoort en domein, en geef een naam.', errors);
      }
      const fields = parsed.data;
      return certifyManually(database.db, principalOf(request), {
        organisation: fields.organisation,
        key: { certificationAreaId: fields.certificationArea, messageTypeId: fields.messageType, applicationAreaId: fields.applicationArea },
        name: fields.name,
        publish: fields.publish === 'true',
        overwrite: fields.overwrite === 'true',
        fileName: upload.fileName,
        content: upload.content,
        publicUrl: config.publicUrl,
      });
    },
  );
};

export default manualCertificationRoutes;
