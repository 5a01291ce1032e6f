import { mailOutboxEntrySchema, mailOutboxQuerySchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { accessRefusals } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';
import { recentOutboxEntries } from './mail-outbox.repository.ts';

// The promise behind every queued notification: without SMTP (or while sending fails) nothing is
// lost, because administrators can read what was meant to go out, to whom, and why it did not.

const mailOutboxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/MailOutbox',
    {
      config: { access: administrators },
      schema: {
        tags: ['Beheer'],
        summary: 'Recente e-mailmeldingen uit de outbox (nieuwste eerst), verstuurd of niet, met pogingen en laatste fout',
        querystring: mailOutboxQuerySchema,
        response: { 200: z.array(mailOutboxEntrySchema), ...accessRefusals },
      },
    },
    async (request) => recentOutboxEntries(database.db, request.query.limit),
  );
};

export default mailOutboxRoutes;
