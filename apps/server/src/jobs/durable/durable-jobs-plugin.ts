import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DurableJobs } from './durable-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs (ADR 0031): modules define their kinds while registering. */
    durableJobs: DurableJobs;
  }
}

export interface DurableJobsPluginOptions {
  config: AppConfig;
  database: Database;
}

/**
 * Gives the app its durable jobs: modules registered after this define job kinds; the workers
 * start when the app is ready and stop before anything closes (preClose), handing runs in
 * progress back to the queue.
 */
const durableJobsPlugin: FastifyPluginAsync<DurableJobsPluginOptions> = async (app, { config, database }) => {
  const jobs = new DurableJobs({ database, heartbeatMs: config.jobs.heartbeatMs, staleAfterMs: config.jobs.staleAfterMs, log: app.log });
  app.decorate('durableJobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
};

export default fp(durableJobsPlugin, { name: 'durable-jobs' });
