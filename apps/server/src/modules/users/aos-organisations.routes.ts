import { aosOrganisationsParamsSchema, aosOrganisationsSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notSignedIn } from '../../auth/auth-problems.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { compositionOrganisationNames } from './composition-organisations.ts';
import { userNotFound, userTexts } from './user-problems.ts';
import { findUserRecord } from './users.repository.ts';

/**
 * `GET /api/Authorizations/user/{oid}/aos-organisations`: the organisations a user may compose
 * AFD definitions for. Administrators read anyone's (the edit screen); an active user reads
 * their own (menus and issue overviews), nobody else's.
 */
const aosOrganisationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/Authorizations/user/:oid/aos-organisations',
    {
      // Any active user may ask; whose list they may read is decided below.
      config: { access: 'active' },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Organisaties waarvoor de gebruiker AFD-definities online mag samenstellen',
        params: aosOrganisationsParamsSchema,
        response: {
          200: aosOrganisationsSchema,
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegang (andermans machtigingen, of account niet actief)'),
          404: problemResponse('Gebruiker bestaat niet'),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      if (!principal) throw notSignedIn();
      const { oid } = request.params;
      // Checked before the lookup, so a non-administrator cannot probe which ids exist.
      if (!principal.roles.isAdministrator && oid !== principal.subject) throw forbidden(userTexts.othersAuthorisations);
      const record = await findUserRecord(database.db, oid);
      if (!record) throw userNotFound();
      return compositionOrganisationNames(database.db, record);
    },
  );
};

export default aosOrganisationsRoutes;
