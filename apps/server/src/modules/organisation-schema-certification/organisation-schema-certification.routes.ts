import { certifiedSchemaSchema, certifyQuerySchema, schemaUploadFieldsSchema, uploadResultSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certifiers, roleHolders } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import { certifyUploadedSchema } from './schema-certify.service.ts';
import { validateUploadedSchema } from './schema-validation.service.ts';

// Valideer and Certificeren of an uploaded AFD 1.0 schema (spec 000 §2 screen 3, §7). Validating
// is for every role; certifying for certifiers and administrators, into their own organisation.

const keyFields = ['certificationArea', 'messageType', 'applicationArea'] as const;

const organisationSchemaCertificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.post(
    '/api/OrganisationSchemas',
    {
      config: { access: roleHolders },
      schema: {
        tags: ["Organisatieschema's"],
        summary: 'Valideer een schema (XSD) tegen de baseline van een sleutel',
        description:
          'multipart/form-data met één bestand (file, .xsd) en de velden certificationArea, messageType en applicationArea (ids van de ' +
          'dimensies; alleen een community met versie 1). Antwoordt de meldingen; tempFileId is gevuld wanneer een certificeerder verder ' +
          'kan (valide, of handmatige validatie nodig) en blijft een dag bewaard.',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResultSchema,
          400: problemResponse('Ongeldig bestand of ongeldige sleutel'),
          ...accessRefusals,
          404: problemResponse('Geen baseline voor deze sleutel'),
          409: problemResponse('Geen datacatalogus'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Geen multipart/form-data'),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes, fields: keyFields, maxFieldBytes: 200 });
      const fields = schemaUploadFieldsSchema.safeParse(upload.fields);
      if (!fields.success) {
        throw new HttpProblem(400, 'Ongeldige aanvraag', 'Kies een community, berichtsoort en domein.');
      }
      const key = { certificationAreaId: fields.data.certificationArea, messageTypeId: fields.data.messageType, applicationAreaId: fields.data.applicationArea };
      return validateUploadedSchema(database.db, pool, principal, { fileName: upload.fileName, content: upload.content, key });
    },
  );

  app.post(
    '/api/OrganisationSchemas/Certify',
    {
      config: { access: certifiers },
      schema: {
        tags: ["Organisatieschema's"],
        summary: 'Certificeer een valide geüpload schema als schema van de eigen organisatie',
        description:
          'Geen body. Een naam die al in gebruik is geeft 409 met de vraag om bevestiging; met overwrite=true wordt het schema ' +
          'vervangen en telt de versie op. fileSha256 is de SHA-256 van het bestand dat de gebruiker ziet; een ander bestand dan ' +
          'het gevalideerde geeft 409. Antwoordt de verrijkte XSD (met certificeringskenmerk).',
        querystring: certifyQuerySchema,
        response: {
          200: certifiedSchemaSchema,
          400: problemResponse('Ongeldige naam of sleutel'),
          ...accessRefusals,
          404: problemResponse('Upload niet (meer) gevonden'),
          409: problemResponse('Schema niet valide, naam al in gebruik, of een ander bestand dan het gevalideerde'),
          422: problemResponse('Verrijken mislukt'),
        },
      },
    },
    async (request) => {
      const query = request.query;
      return certifyUploadedSchema(database.db, pool, principalOf(request), {
        tempFileId: query.tempFileId,
        fileSha256: query.fileSha256,
        key: { certificationAreaId: query.certificationArea, messageTypeId: query.messageType, applicationAreaId: query.applicationArea },
        name: query.name,
        publish: query.publish === 'true',
        overwrite: query.overwrite === 'true',
        publicUrl: config.publicUrl,
      });
    },
  );
};

export default organisationSchemaCertificationRoutes;
