import { usersWithStatus } from '@afd/afd';
import { userDetailsSchema, userKeyParamsSchema, userListItemSchema, userListQuerySchema, userUpdateSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { notSignedIn } from '../../auth/auth-problems.ts';
import { attachmentDisposition, csvContentType } from '../../http/csv.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { compositionOrganisationNamesByUser } from './composition-organisations.ts';
import { updateUser } from './update-user.ts';
import { userNotFound } from './user-problems.ts';
import { userDetailsOf, userListItemOf } from './user-views.ts';
import { usersCsv, usersCsvFileName } from './users-csv.ts';
import { findUserRecord, listUserRecords } from './users.repository.ts';

// 'Beheer gebruikers' (spec 000 §2 screens 10 and 11): administrators list, read, edit and export
// users. Each call reads the records fresh; an edit counts at the edited user's next call.

const userAdministrationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/users',
    {
      config: { access: administrators },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Alle gebruikers, of die met één status (Actief, Niet actief, Nieuw)',
        querystring: userListQuerySchema,
        response: { 200: z.array(userListItemSchema), 400: problemResponse('Ongeldige status'), ...accessRefusals },
      },
    },
    async (request) => {
      const records = await listUserRecords(db);
      const { status } = request.query;
      return (status ? usersWithStatus(records, status) : records).map(userListItemOf);
    },
  );

  // Registered before /api/users/:key for readers; the router prefers the static path anyway.
  app.get(
    '/api/users/exportcsv',
    {
      config: { access: administrators },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Alle gebruikers als users.csv (UTF-8 met BOM, ; als scheidingsteken)',
        response: {
          200: { description: 'users.csv', content: { 'text/csv': { schema: z.string() } } },
          ...accessRefusals,
        },
      },
    },
    async (_request, reply) => {
      const records = await listUserRecords(db);
      const file = usersCsv(records, await compositionOrganisationNamesByUser(db, records));
      return reply.type(csvContentType).header('content-disposition', attachmentDisposition(usersCsvFileName)).send(file);
    },
  );

  app.get(
    '/api/users/:key',
    {
      config: { access: administrators },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Eén gebruiker, zoals een beheerder hem bewerkt',
        params: userKeyParamsSchema,
        response: { 200: userDetailsSchema, ...accessRefusals, 404: problemResponse('Gebruiker bestaat niet') },
      },
    },
    async (request) => {
      const record = await findUserRecord(db, request.params.key);
      if (!record) throw userNotFound();
      return userDetailsOf(record);
    },
  );

  app.patch(
    '/api/users',
    {
      config: { access: administrators },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Wijzigt een gebruiker (gegevens, rol, activiteit, machtigingen AFD Online Samenstellen)',
        description:
          'Een beheerder krijgt alle organisaties; bij wijziging van organisatie vervallen de machtigingen van een ' +
          'ander. Een beheerder kan zijn eigen beheerdersrol niet intrekken en zichzelf niet deactiveren.',
        body: userUpdateSchema,
        response: {
          200: userDetailsSchema,
          400: problemResponse('Ongeldige invoer, met foutmeldingen per veld'),
          ...accessRefusals,
          404: problemResponse('Gebruiker bestaat niet'),
        },
      },
    },
    async (request) => {
      if (!request.principal) throw notSignedIn();
      return updateUser(db, request.principal, request.body);
    },
  );
};

export default userAdministrationRoutes;
