import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authenticate } from './accounts.ts';
import { autoConsent } from './auto-consent.ts';
import { demoAccounts } from './demo-accounts.ts';
import { isDemoDataSeeded } from './demo-seed-run.ts';
import { pageContentSecurityPolicy } from './html-page.ts';
import { renderLoginPage } from './login-page.ts';
import { PROVIDER_MOUNT_PATH } from './mount-provider.ts';
import { renderErrorPage } from './provider-pages.ts';
import { clearAccountFailures, recordFailedSignIn, secondsUntilAllowed } from './sign-in-throttle.ts';

// The provider's user interactions: the login page and the (automatic) consent. oidc-provider
// sends the browser here with a short-lived, path-bound, SameSite cookie naming the interaction;
// every step checks that the uid in the URL is that interaction, so a form posted from another
// site (no cookie) or for another sign-in (other uid) gets nowhere.

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Db;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const uidParams = z.object({ uid: z.string().min(1) });
const loginForm = z.object({ email: z.string().default(''), password: z.string().default('') });

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageContentSecurityPolicy())
    .send(html);
}

const interactionRoutes: FastifyPluginAsyncZod<InteractionRoutesOptions> = async (app, { provider, config, db }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  const portalUrl = `${config.publicUrl}/`;
  const issuerPath = new URL(config.oidc.authority).pathname;
  const loginAction = (uid: string) => `${issuerPath}/interaction/${encodeURIComponent(uid)}/login`;

  /** The interaction this browser is in, when it is the one the URL names; otherwise an error page is sent. */
  async function currentInteraction(request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    sendHtml(reply, 400, renderErrorPage('session_not_found', portalUrl));
    return null;
  }

  async function loginPage(uid: string, failed: { email: string; throttledSeconds?: number } | null): Promise<string> {
    return renderLoginPage({
      action: loginAction(uid),
      organisationName: config.standardsOrganisation,
      demoAccounts: (await isDemoDataSeeded(db)) ? demoAccounts : null,
      ...(failed ? { failed: true, email: failed.email, throttledSeconds: failed.throttledSeconds } : {}),
    });
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  }

  const routeConfig = { access: 'public' as const };

  app.get(
    `${PROVIDER_MOUNT_PATH}/interaction/:uid`,
    { config: routeConfig, schema: { hide: true, params: uidParams } },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply, request.params.uid);
      if (!interaction) return reply;
      switch (interaction.prompt.name) {
        case 'login':
          return sendHtml(reply, 200, await loginPage(interaction.uid, null));
        case 'consent': {
          const consent = await autoConsent(provider, interaction, config.oidc.clientId);
          if (!consent) return sendHtml(reply, 400, renderErrorPage('invalid_client', portalUrl));
          return finish(request, reply, consent);
        }
        default:
          return sendHtml(reply, 400, renderErrorPage(undefined, portalUrl));
      }
    },
  );

  app.post(
    `${PROVIDER_MOUNT_PATH}/interaction/:uid/login`,
    { config: routeConfig, schema: { hide: true, params: uidParams, body: loginForm } },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply, request.params.uid);
      if (!interaction) return reply;
      if (interaction.prompt.name !== 'login') return sendHtml(reply, 400, renderErrorPage('invalid_request', portalUrl));
      const { email, password } = request.body;
      const attempt = { email, address: request.ip };
      // While held back, the password is not even checked: a guess then says nothing.
      const wait = await secondsUntilAllowed(db, attempt);
      if (wait > 0) return sendHtml(reply, 429, await loginPage(interaction.uid, { email, throttledSeconds: wait }));
      const subject = email && password ? await authenticate(db, email, password) : null;
      if (!subject) {
        await recordFailedSignIn(db, attempt);
        return sendHtml(reply, 200, await loginPage(interaction.uid, { email }));
      }
      await clearAccountFailures(db, attempt);
      return finish(request, reply, { login: { accountId: subject } });
    },
  );
};

export default interactionRoutes;
