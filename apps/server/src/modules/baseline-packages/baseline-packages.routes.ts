import { baselinePackageFileName } from '@afd/afd';
import { idBasedAreakeySchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleHolders } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { baselinePackageOf } from './baseline-packages.service.ts';

// The baseline package download (issue 18, ADR 0042): members who may validate or certify take
// what the portal certifies against into their own build and run afd-certify there.

const baselinePackageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/BaselineSchemas/:idBasedAreakey/CertificationPackage',
    {
      config: { access: roleHolders },
      schema: {
        tags: ['Validatie baselines'],
        summary: 'Download het baselinepakket voor de offline controle (afd-certify)',
        description:
          'Eén JSON-bestand (.afdbaseline.json) met de actuele baseline library, het baselinebestand, de geselecteerde XPath-regels en ' +
          "de datacatalogus: precies waartegen de portal certificeert. Niet voor 'beheerders only'-baselines (behalve voor beheerders) " +
          'en niet voor een combinatie die niet is toegestaan. Gebruik: npx afd-certify --baseline <pakket> <bestand>.',
        params: z.object({ idBasedAreakey: idBasedAreakeySchema }),
        response: {
          200: { description: 'Het baselinepakket', content: { 'application/json': { schema: z.string() } } },
          400: problemResponse('Ongeldige sleutel'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse("Geen toegang, 'beheerders only' of combinatie niet toegestaan"),
          404: problemResponse('Geen baseline (of nog geen bestand) voor deze sleutel'),
          409: problemResponse('Geen datacatalogus'),
        },
      },
    },
    async (request, reply) => {
      const baselinePackage = await baselinePackageOf(database.db, principalOf(request), request.params.idBasedAreakey);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachmentDisposition(baselinePackageFileName(baselinePackage.key)))
        .send(JSON.stringify(baselinePackage));
    },
  );
};

export default baselinePackageRoutes;
