import { currentUserSchema, problemDetailsSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notSignedIn } from '../../auth/auth-problems.ts';
import type { ModuleOptions } from '../module-options.ts';
import aosOrganisationsRoutes from './aos-organisations.routes.ts';
import { currentUserOf } from './current-user.ts';
import userAdministrationRoutes from './user-administration.routes.ts';
import userSettingsRoutes from './user-settings.routes.ts';

// The users module's calls. `me` is what the web app asks right after sign-in: it decides its
// menu and guards (and the 'Account niet actief' page) from this answer, never from the token.
// The administration of users, the user's own settings and the online-composition
// authorisations each live in their own routes file, registered here.

const usersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  app.get(
    '/api/users/me',
    {
      // Also for inactive and new accounts: they must learn that they are not active.
      config: { access: 'signed-in' },
      schema: {
        tags: ['Gebruikers'],
        summary: 'De aangemelde gebruiker, zoals het portaal hem kent',
        response: { 200: currentUserSchema, 401: problemDetailsSchema, 403: problemDetailsSchema },
      },
    },
    async (request) => {
      // The auth plugin guarantees a principal on a 'signed-in' route; this keeps the type honest.
      if (!request.principal) throw notSignedIn();
      return currentUserOf(request.principal);
    },
  );

  await app.register(userAdministrationRoutes, options);
  await app.register(userSettingsRoutes, options);
  await app.register(aosOrganisationsRoutes, options);
};

export default usersRoutes;
