import { auditEntrySchema, auditQuerySchema } from '@afd/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { auditLog } from '../../db/schema/index.ts';
import { accessRefusals } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';

/** `GET /api/audit-log`: administrators read back who changed what, newest first. */
const auditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/audit-log',
    {
      config: { access: administrators },
      schema: {
        tags: ['Beheer'],
        summary: 'Auditlog van beheerwijzigingen (nieuwste eerst)',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...accessRefusals },
      },
    },
    async (request) => {
      const { entityType, entityId, limit } = request.query;
      const filters: SQL[] = [];
      if (entityType) filters.push(eq(auditLog.entityType, entityType));
      if (entityId) filters.push(eq(auditLog.entityId, entityId));
      const rows = await database.db
        .select()
        .from(auditLog)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorEmail: row.actorEmail,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
      }));
    },
  );
};

export default auditRoutes;
