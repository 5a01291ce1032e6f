import { catalogueSchema, datacatalogUploadResultSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import { currentCatalogueOrProblem, uploadDatacatalog } from './datacatalogs.service.ts';

// The data catalogue (spec 000 §2 screen 1, §7): administrators upload a ZIP; every active user
// reads the current version (the authoring and certification screens work with it).

const datacatalogsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.post(
    '/api/Datacatalogs',
    {
      config: { access: administrators },
      schema: {
        tags: ['Datacatalogus'],
        summary: 'Upload een datacatalogus (één ZIP) als nieuwe actuele versie',
        description:
          'multipart/form-data met één bestand: een ZIP met de AFD 1.0-XSD-bestanden, het AFD 2.0-paar datacat.json en codelist.json en/of codelijstbestanden van SIVI (…-afdCodelists.json). Een ZIP met alleen codelijstbestanden van SIVI vult de actuele versie aan: hun lijsten vervangen die met dezelfde naam, de rest blijft.',
        consumes: ['multipart/form-data'],
        response: {
          201: datacatalogUploadResultSchema,
          400: problemResponse('Geen ZIP, geen bekend bestand, een bestand dat niet te lezen is, of twee versies'),
          ...accessRefusals,
          413: problemResponse('Bestand te groot'),
          409: problemResponse('Deze versie van de datacatalogus is al geüpload (een versie wordt nooit overschreven)'),
          415: problemResponse('Geen multipart-aanvraag of geen ZIP-bestand'),
          503: problemResponse('Het lezen duurde te lang en is afgebroken'),
        },
      },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes });
      const result = await uploadDatacatalog(database.db, pool, principalOf(request), upload);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/Datacatalogs',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Datacatalogus'],
        summary: 'De actuele datacatalogus als JSON (download)',
        response: {
          200: catalogueSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
          404: problemResponse('Er is nog geen datacatalogus'),
        },
      },
    },
    async (_request, reply) => {
      const current = await currentCatalogueOrProblem(database.db);
      const fileName = `datacatalogus-${current.version.replace(/[^\w.-]+/g, '_')}.json`;
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(current.catalogue);
    },
  );
};

export default datacatalogsRoutes;
