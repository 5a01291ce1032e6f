import { revalidationResultListSchema, revalidationStatusSchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators } from '../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import { revalidationJobKind } from './revalidation-job.ts';
import { revalidateAndWait, revalidationStatus, startRevalidation } from './revalidation-runs.service.ts';

// Hervalideer (spec 000 §2 screen 13, §7): administrators only. Reads and certifies; writes nothing
// but its run (a durable job, ADR 0036). The spec's call waits for the run; the screen starts one
// and follows it with the two calls next to it.

const tags = ["Organisatieschema's"];

const revalidationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  const jobs = app.durableJobs;
  jobs.define(revalidationJobKind({ database, pool, stepDelayMs: config.jobs.stepDelayMs }));

  app.post(
    '/api/OrganisationSchemas/Revalidate',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary:
          "Hervalideer alle gecertificeerde schema's tegen de actuele baseline en wacht op het antwoord: de schema's die niet meer valide zijn (loopt er al een hervalidatie, dan wacht deze op die)",
        response: { 200: revalidationResultListSchema, ...accessRefusals, 500: problemResponse('De hervalidatie is mislukt') },
      },
    },
    async (request, reply) => {
      // Stop waiting when the caller goes away; the run itself goes on and keeps its result.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      return revalidateAndWait(jobs, gone.signal);
    },
  );

  app.post(
    '/api/OrganisationSchemas/Revalidate/start',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Start het hervalideren als achtergrondtaak; antwoordt meteen met de status',
        response: { 202: revalidationStatusSchema, ...accessRefusals, 409: problemResponse('Er loopt al een hervalidatie') },
      },
    },
    async (_request, reply) => reply.code(202).send(await startRevalidation(jobs)),
  );

  app.get(
    '/api/OrganisationSchemas/Revalidate/status',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'De laatste hervalidatie (status en voortgang) en het resultaat van de laatst voltooide',
        response: { 200: revalidationStatusSchema, ...accessRefusals },
      },
    },
    async () => revalidationStatus(jobs),
  );
};

export default revalidationRoutes;
