import {
  appInsightsSettingsSchema,
  authenticationConfigurationSchema,
  enabledFeatureFlagsSchema,
  healthSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../http/http-problem.ts';
import { problemResponse } from '../../http/problem-response.ts';
import type { ModuleOptions } from '../module-options.ts';

// Probes for the platform and the settings the web app loads before (or right after) sign-in
// (spec 000 §7). All answers come from the configuration; only readiness touches the database.

const systemRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      // Probes run every few seconds; their request lines would drown the log.
      logLevel: 'warn',
      schema: {
        tags: ['Systeem'],
        summary: 'Liveness: het proces draait',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['Systeem'],
        summary: 'Readiness: de database is bereikbaar',
        response: { 200: healthSchema, 503: problemResponse('De database is niet bereikbaar') },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'Database niet bereikbaar');
        throw new HttpProblem(503, 'Dienst niet beschikbaar', 'De database is niet bereikbaar.');
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/AuthenticationConfiguration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Instellingen'],
        summary: 'Waar de webapplicatie aanmeldt (OpenID Connect)',
        response: { 200: authenticationConfigurationSchema },
      },
    },
    async () => ({
      authority: config.oidc.authority,
      redirectUri: config.oidc.redirectUri,
      clientID: config.oidc.clientId,
      apiScope: config.oidc.apiScope,
      b2cPolicy: config.oidc.b2cPolicy,
    }),
  );

  app.get(
    '/api/AppSettings/AppInsights',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Instellingen'],
        summary: 'Application Insights-verbinding (telemetrie staat uit zonder verbindingsreeks)',
        response: { 200: appInsightsSettingsSchema },
      },
    },
    async () => ({ connectionString: config.appInsightsConnectionString }),
  );

  app.get(
    '/api/featureflags/enabled',
    {
      // The web app loads the flags after sign-in (spec 000 §4).
      config: { access: 'signed-in' },
      schema: {
        tags: ['Instellingen'],
        summary: 'Ingeschakelde feature flags',
        description: 'Een flag staat aan als de server hem noemt (FEATURE_FLAGS).',
        response: { 200: enabledFeatureFlagsSchema, 401: problemResponse('Niet aangemeld') },
      },
    },
    async () => config.featureFlags,
  );
};

export default systemRoutes;
