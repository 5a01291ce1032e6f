import { notificationSettingsSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notSignedIn } from '../../auth/auth-problems.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings.ts';

// 'Instellingen' (spec 000 §2 screen 15, §6 "every user can change their own notification
// settings"): an active user reads and changes their own two choices. 'me' in the path, not an
// id, so there is no one else's settings to ask for.

const responses = {
  200: notificationSettingsSchema,
  401: problemResponse('Niet aangemeld'),
  403: problemResponse('Account niet actief'),
};

const userSettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/users/me/settings',
    {
      config: { access: 'active' },
      schema: { tags: ['Gebruikers'], summary: 'Eigen notificatie-instellingen', response: responses },
    },
    async (request) => {
      if (!request.principal) throw notSignedIn();
      return readNotificationSettings(database.db, request.principal);
    },
  );

  app.put(
    '/api/users/me/settings',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Wijzigt de eigen notificatie-instellingen',
        body: notificationSettingsSchema,
        response: { ...responses, 400: problemResponse('Ongeldige invoer') },
      },
    },
    async (request) => {
      if (!request.principal) throw notSignedIn();
      return saveNotificationSettings(database.db, request.principal, request.body);
    },
  );
};

export default userSettingsRoutes;
