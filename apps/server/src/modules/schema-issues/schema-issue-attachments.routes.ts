import { schemaIssueAttachmentMaxBytes, schemaIssueAttachmentParamsSchema, schemaIssueAttachmentResultSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/principal-of.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import type { ModuleOptions } from '../module-options.ts';
import { addSchemaIssueAttachment, attachableIssue, getSchemaIssueAttachment } from './schema-issue-attachments.service.ts';
import { schemaIssueTexts as texts } from './schema-issue-texts.ts';

// Attachments of a melding (001 §7 'Schema issues': POST /Attachment, GET /Attachment/...).

const tags = ['Meldingen'];

// The upload is read with room beyond the limit, so a file just over 2,000,000 bytes is refused by
// the service with its name in the spec's message; a far larger one is cut off while streaming.
const readLimit = 2 * schemaIssueAttachmentMaxBytes;

const schemaIssueAttachmentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });

  app.post(
    '/api/SchemaIssues/Attachment',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Voeg één bijlage toe aan een melding',
        description:
          'multipart/form-data: één bestand en de velden organization (ontvanger of melder) en id. Ten hoogste 2.000.000 bytes; ' +
          'alleen jpeg, png, gif, tiff, bmp, doc, docx, pdf, csv, xls en xlsx, gecontroleerd op de inhoud, en de extensie moet ' +
          'bij de inhoud passen. De naam is uniek binnen de melding.',
        consumes: ['multipart/form-data'],
        response: {
          200: schemaIssueAttachmentResultSchema,
          400: problemResponse('Ongeldige velden, bestandsnaam of bestandstype'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang tot deze melding'),
          404: problemResponse('Melding bestaat niet'),
          409: problemResponse('De melding heeft al een bijlage met deze naam'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Geen multipart/form-data'),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      // Who may attach is decided from the fields sent ahead of the file, before the file is read.
      const beforeFile = async (fields: Partial<Record<string, string>>) => void (await attachableIssue(database.db, principal, fields));
      const upload = await readSingleFileUpload(request, { maxBytes: readLimit, fields: ['organization', 'id'], beforeFile }).catch((error: unknown) => {
        if (error instanceof HttpProblem && error.status === 413) throw new HttpProblem(413, texts.fileTooLargeTitle, texts.unsupportedUnnamedFile);
        throw error;
      });
      return addSchemaIssueAttachment(database.db, principal, upload);
    },
  );

  app.get(
    '/api/SchemaIssues/Attachment/:organization/:id/:fileName',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Download een bijlage van een melding',
        params: schemaIssueAttachmentParamsSchema,
        response: {
          // The bytes go out as they were stored (Fastify sends a Buffer unserialised).
          200: { description: 'Het bestand, met zijn opgeslagen type', content: { 'application/octet-stream': { schema: z.any() } } },
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang tot deze melding'),
          404: problemResponse('Melding of bijlage bestaat niet'),
        },
      },
    },
    async (request, reply) => {
      const file = await getSchemaIssueAttachment(database.db, principalOf(request), request.params);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content));
    },
  );
};

export default schemaIssueAttachmentsRoutes;
