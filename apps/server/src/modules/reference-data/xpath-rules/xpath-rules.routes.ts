import { validateXPathRule } from '@afd/afd';
import {
  saveXPathListSchema,
  validateXPathRequestSchema,
  xpathListSchema,
  xpathRuleIdSchema,
  xpathRuleUsageSchema,
  xpathValidationSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { baselinesSelectingRuleNamed } from './xpath-rule-usage.ts';
import { readRules, removeRule, saveRules } from './xpath-rules.service.ts';

// XPath rules (spec 000 §7: GET, POST /api/xpathlist; POST /api/xpath/Validate;
// GET /api/xpath/UsageOf/{name}) and their removal, for administrators. Validating expressions
// stores nothing and is open to every active user: the authoring screens check their XPath
// business rules with it. ADR 0006.

const xpathRulesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/xpathlist',
    {
      config: { access: administrators },
      schema: {
        tags: ['XPath-regels'],
        summary: 'Alle XPath-regels, op naam gesorteerd',
        response: { 200: xpathListSchema, ...accessRefusals },
      },
    },
    async () => ({ rules: await readRules(database.db) }),
  );

  app.post(
    '/api/xpathlist',
    {
      config: { access: administrators },
      schema: {
        tags: ['XPath-regels'],
        summary: 'Sla de meegestuurde XPath-regels op: een nieuw id voegt toe, een bekend id wijzigt',
        description:
          'Het id maakt de client (9 letters of cijfers). Alle vier teksten zijn verplicht, namen uniek ongeacht hoofdletters (409), ' +
          'en beide expressies moeten compileren: de selectie als XPath 1.0 (libxml2), het predicaat als XPath 2.0 (fontoxpath) (400). ' +
          'Regels die niet worden meegestuurd blijven bestaan; verwijderen gaat met DELETE /api/xpathlist/{id}.',
        body: saveXPathListSchema,
        response: {
          200: xpathListSchema.describe('De opgeslagen regels'),
          400: problemResponse("Ontbrekende tekst of 'Selectie X-path is ongeldig: …' / 'X-path regel is ongeldig: …' (veldfouten per regel)"),
          ...accessRefusals,
          409: problemResponse("'Er is al een XPath met deze naam' (toevoegen) of 'Er is al een dimensie met deze naam' (wijzigen)"),
        },
      },
    },
    async (request) => ({ rules: await saveRules(database.db, principalOf(request), request.body.rules) }),
  );

  app.delete(
    '/api/xpathlist/:id',
    {
      config: { access: administrators },
      schema: {
        tags: ['XPath-regels'],
        summary: 'Verwijder een XPath-regel die geen validatie baseline selecteert',
        params: z.object({ id: xpathRuleIdSchema }),
        response: {
          204: z.null().describe('Verwijderd'),
          400: problemResponse('Ongeldig id'),
          ...accessRefusals,
          404: problemResponse('Onbekende regel'),
          409: problemResponse('De regel is in gebruik bij een validatie baseline'),
        },
      },
    },
    async (request, reply) => {
      await removeRule(database.db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/xpath/Validate',
    {
      config: { access: 'active' },
      schema: {
        tags: ['XPath-regels'],
        summary: 'Compileer de expressies van een XPath-regel en geef de fout van de engine',
        description:
          'De selectie als XPath 1.0 (libxml2), het predicaat als XPath 2.0 (fontoxpath); niets wordt uitgevoerd of opgeslagen. ' +
          'Een ontbrekende expressie wordt overgeslagen.',
        body: validateXPathRequestSchema,
        response: { 200: xpathValidationSchema, 400: problemResponse('Te lange expressie'), ...accessRefusals },
      },
    },
    async (request) => validateXPathRule(request.body),
  );

  app.get(
    '/api/xpath/UsageOf/:name',
    {
      config: { access: administrators },
      schema: {
        tags: ['XPath-regels'],
        summary: "De validatie baselines ('Community-Berichtsoort-Domein') die de regel met deze naam selecteren",
        params: z.object({ name: z.string().min(1) }),
        response: { 200: xpathRuleUsageSchema, ...accessRefusals },
      },
    },
    async (request) => baselinesSelectingRuleNamed(database.db, request.params.name),
  );
};

export default xpathRulesRoutes;
