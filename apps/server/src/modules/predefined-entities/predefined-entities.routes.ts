import { predefinedEntityListSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import type { ModuleOptions } from '../module-options.ts';
import { listPredefinedEntities, replacePredefinedEntities } from './predefined-entities.service.ts';

// Predefined entities (spec 000 §2 screen 14, §7): every active user reads the current set (the
// definition editor inserts from it); administrators replace it by uploading one .json file.

const predefinedEntitiesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });

  app.get(
    '/api/PredefinedEntities',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Voorgedefinieerde entiteiten'],
        summary: 'De huidige voorgedefinieerde entiteiten (snippets); leeg vóór de eerste upload',
        response: {
          200: predefinedEntityListSchema.describe('Voorgedefinieerde entiteiten'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
        },
      },
    },
    async () => listPredefinedEntities(database.db),
  );

  app.post(
    '/api/PredefinedEntities',
    {
      config: { access: administrators },
      schema: {
        tags: ['Voorgedefinieerde entiteiten'],
        summary: 'Vervang de voorgedefinieerde entiteiten door die van één .json-bestand',
        description:
          'multipart/form-data met precies één bestand (veld `file`). Het bestand is een JSON-object `{ "snippets": [...] }`; ' +
          'elke snippet heeft snippetId, snippetEntity, snippetEntityType, snippetName, snippetVersion, ' +
          'combinationProductAfdDefinition en content. Alleen een geheel geldig bestand vervangt de huidige set; ' +
          'anders blijft alles ongewijzigd en noemt `errors` elke fout bij haar plaats (snippets[2].snippetName).',
        consumes: ['multipart/form-data'],
        response: {
          200: predefinedEntityListSchema.describe('De nieuwe set'),
          400: problemResponse('Geen, leeg of ongeldig bestand, of een ander bestandstype dan .json'),
          ...accessRefusals,
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Geen multipart/form-data'),
        },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes });
      return replacePredefinedEntities(database.db, principalOf(request), upload);
    },
  );
};

export default predefinedEntitiesRoutes;
