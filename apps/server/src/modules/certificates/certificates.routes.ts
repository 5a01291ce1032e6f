import { certificateParamsSchema, certificateSchema, certificateVerificationSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendProblem } from '../../http/problem-reply.ts';
import { problemResponse } from '../../http/problem-response.ts';
import { registerSingleFileUploads } from '../../http/single-file-upload.ts';
import type { ModuleOptions } from '../module-options.ts';
import { certificateProblems, readCertificate, verificationWait, verifyUploadAgainstCertificate } from './certificates.service.ts';

// The verifiable certificate (issue 18, point 1): public, like the register. Anyone with a kenmerk
// reads what was certified and checks a file against it; the file is hashed as it streams in and
// forgotten. The check is limited per client address and by the certified files' size (issue 28).

const tags = ['Certificaten'];

const certificatesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { db } = database;
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });

  app.get(
    '/api/Certificaten/:kenmerk',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Het certificaat van een gecertificeerd organisatieschema',
        description: 'Zonder aanmelding opvraagbaar: organisatie, schema, versie, baseline, catalogus, toegepaste regels, controleversie, datum, status en of het bij een upgrade van de portal is uitgegeven.',
        params: certificateParamsSchema,
        response: { 200: certificateSchema, 401: problemResponse('Ongeldige aanmelding'), 404: problemResponse('Geen certificaat met dit kenmerk') },
      },
    },
    async (request) => readCertificate(db, request.params.kenmerk),
  );

  app.post(
    '/api/Certificaten/:kenmerk/Verificatie',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Controleer of een bestand het gecertificeerde origineel of de verrijkte kopie is',
        description:
          'multipart/form-data met één bestand (file). De SHA-256 van het bestand wordt vergeleken; het bestand wordt niet bewaard. ' +
          'Een bestand groter dan het gecertificeerde schema en de verrijkte kopie geeft 413; meer dan 30 controles per minuut vanaf één adres geven 429 met Retry-After.',
        consumes: ['multipart/form-data'],
        params: certificateParamsSchema,
        response: {
          200: certificateVerificationSchema,
          400: problemResponse('Geen bestand'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Geen certificaat met dit kenmerk'),
          413: problemResponse('Bestand groter dan de gecertificeerde bestanden'),
          415: problemResponse('Geen multipart/form-data'),
          429: problemResponse('Te veel controles vanaf dit adres (Retry-After: seconden)'),
        },
      },
    },
    async (request, reply) => {
      const wait = await verificationWait(db, request.ip);
      if (wait > 0) return sendProblem(reply.header('retry-after', String(wait)), certificateProblems.tooManyChecks(wait).toProblemDetails());
      return verifyUploadAgainstCertificate(db, request, request.params.kenmerk, config.uploadMaxBytes);
    },
  );
};

export default certificatesRoutes;
