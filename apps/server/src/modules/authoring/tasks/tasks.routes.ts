import { taskDescriptionListSchema, taskDescriptionsQuerySchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleHolders } from '../../../auth/access-policies.ts';
import { accessRefusals } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { taskDescriptions } from '../definition-store/definition-texts.ts';

/** `GET /api/Tasks/subset/descriptions?taskIds=a,b`: the Dutch description of each task a definition lists. */
const tasksRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/api/Tasks/subset/descriptions',
    {
      config: { access: roleHolders },
      schema: {
        tags: ['AFD Online Samenstellen'],
        summary: 'Beschrijvingen van taken (komma-gescheiden taskIds)',
        querystring: taskDescriptionsQuerySchema,
        response: { 200: taskDescriptionListSchema, ...accessRefusals },
      },
    },
    async (request) =>
      request.query.taskIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map((id) => ({ id, description: taskDescriptions[id] ?? `Onbekende taak '${id}'.` })),
  );
};

export default tasksRoutes;
