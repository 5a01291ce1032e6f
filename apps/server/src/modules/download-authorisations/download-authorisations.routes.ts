import { downloadEnabledOrganisationsSchema, organisationNameParamsSchema, organisationNamesSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certifiers } from '../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { listRestrictingOrganisations } from './download-authorisations.repository.ts';
import { getDownloadEnabledOrganisations, saveDownloadEnabledOrganisations } from './download-authorisations.service.ts';

// Download authorisation (spec 000 §7, 001 §7): which organisations may download an
// organisation's SUIV-tagged definitions. The `{organisation}` path parameter is a name, as in the
// spec; the server looks it up ignoring case.

const downloadAuthorisationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/api/Authorizations/afd-definition-download-authorizing-organizations',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Downloadmachtigingen'],
        summary: 'Organisaties die het downloaden van hun SUIV-definities hebben beperkt',
        description:
          'De namen van de organisaties die een keuze voor downloadmachtiging hebben opgeslagen: voor hun AFD-definities met tag ' +
          'SUIV, SUIV-COMBI, SUIV-EP of SUIV-BIJ bepaalt die keuze wie mag downloaden. Een organisatie die niet in de lijst staat, ' +
          'heeft niets beperkt. Nederlandse volgorde, hoofdletterongevoelig.',
        response: { 200: organisationNamesSchema, ...accessRefusals },
      },
    },
    async () => listRestrictingOrganisations(database.db),
  );

  app.get(
    '/api/Authorizations/organization/:organisation/download-enabled-organizations',
    {
      config: { access: certifiers },
      schema: {
        tags: ['Downloadmachtigingen'],
        summary: 'Organisaties die de SUIV-definities van deze organisatie mogen downloaden (null: nooit beperkt)',
        params: organisationNameParamsSchema,
        response: {
          200: downloadEnabledOrganisationsSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang (een certificeerder beheert alleen de eigen organisatie)'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) => getDownloadEnabledOrganisations(database.db, principalOf(request), request.params.organisation),
  );

  app.put(
    '/api/Authorizations/organization/:organisation/download-enabled-organizations',
    {
      config: { access: certifiers },
      schema: {
        tags: ['Downloadmachtigingen'],
        summary: 'Beperk het downloaden van de SUIV-definities van deze organisatie tot deze organisaties',
        description: `De organisatie ${config.standardsOrganisation} mag altijd downloaden en wordt altijd opgeslagen; de organisatie zelf staat nooit in haar eigen lijst.`,
        params: organisationNameParamsSchema,
        body: organisationNamesSchema,
        response: {
          200: organisationNamesSchema.describe('De opgeslagen lijst'),
          400: problemResponse('Onbekende organisaties (veldfouten per item)'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang (een certificeerder beheert alleen de eigen organisatie)'),
          404: problemResponse('Organisatie bestaat niet'),
        },
      },
    },
    async (request) =>
      saveDownloadEnabledOrganisations(database.db, principalOf(request), {
        organisationName: request.params.organisation,
        selected: request.body,
        standardsOrganisation: config.standardsOrganisation,
      }),
  );
};

export default downloadAuthorisationsRoutes;
