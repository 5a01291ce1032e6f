import { certificateParamsSchema, certificateSchema, certificateVerificationSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import type { ModuleOptions } from '../module-options.ts';
import { readCertificate, verifyAgainstCertificate } from './certificates.service.ts';

// The verifiable certificate (issue 18, point 1): public, like the register. Anyone with a kenmerk
// reads what was certified and checks a file against it; the file is hashed and forgotten.

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
        description: 'Zonder aanmelding opvraagbaar: organisatie, schema, versie, baseline, catalogus, toegepaste regels, controleversie, datum en status.',
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
        description: 'multipart/form-data met één bestand (file). De SHA-256 van het bestand wordt vergeleken; het bestand wordt niet bewaard.',
        consumes: ['multipart/form-data'],
        params: certificateParamsSchema,
        response: {
          200: certificateVerificationSchema,
          400: problemResponse('Geen bestand'),
          401: problemResponse('Ongeldige aanmelding'),
          404: problemResponse('Geen certificaat met dit kenmerk'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Geen multipart/form-data'),
        },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes, fields: [] });
      return verifyAgainstCertificate(db, request.params.kenmerk, upload.content);
    },
  );
};

export default certificatesRoutes;
