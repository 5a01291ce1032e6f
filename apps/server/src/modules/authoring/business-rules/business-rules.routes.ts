import {
  businessRuleParamsSchema,
  businessRulesAnswerSchema,
  saveBusinessRulesBodySchema,
  saveBusinessRulesParamsSchema,
  saveBusinessRulesQuerySchema,
  validateBusinessRuleAnswerSchema,
  validateBusinessRuleBodySchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { definitionRefusals, libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { businessRules, saveBusinessRules, validateBusinessRule } from './business-rules.service.ts';

// Verbandscontroles (001 §7 'Business rules'): any composing role, in the organisations it
// composes for (administrators: all), as the other definition calls.

const tags = ['AFD Online Samenstellen'];
const base = '/api/Verbandscontroles';
const errors = {
  ...definitionRefusals,
  ...libraryGoneResponse,
};

const businessRulesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const db = database.db;

  app.post(
    `${base}/Validate/:organisation/:product`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Controleert pseudo-code (Indien ... DAN ... ANDERS ...) op de grammatica, de attribuutnamen van de definitie en XPath 2.0',
        params: businessRuleParamsSchema,
        body: validateBusinessRuleBodySchema,
        response: { 200: validateBusinessRuleAnswerSchema, ...errors },
      },
    },
    async (request) => validateBusinessRule(db, principalOf(request), request.params.organisation, request.params.product, request.body.expression),
  );

  app.get(
    `${base}/:organisation/:product`,
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De verbandscontroles van een definitie en haar attribuutnamen', params: businessRuleParamsSchema, response: { 200: businessRulesAnswerSchema, ...errors } },
    },
    async (request) => businessRules(db, principalOf(request), request.params.organisation, request.params.product),
  );

  app.put(
    `${base}/:organisation/:product/:userName/:dateTime`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Slaat de verbandscontroles van een definitie op (de hele lijst, als één revisie)',
        description:
          'Naam en tijdstip in het pad komen van de client; de server neemt de aangemelde gebruiker en zijn eigen klok. ' +
          '?revision= is de revisie waarop de lijst gebaseerd is (uit GET); kwam er intussen een andere opslag, dan 409.',
        params: saveBusinessRulesParamsSchema,
        querystring: saveBusinessRulesQuerySchema,
        body: saveBusinessRulesBodySchema,
        response: {
          200: businessRulesAnswerSchema,
          ...errors,
          400: problemResponse('Ongeldige invoer (per regel en veld in errors)'),
          409: problemResponse('De definitie is intussen gewijzigd, of haar baseline library bestaat niet meer'),
        },
      },
    },
    async (request) => saveBusinessRules(db, principalOf(request), request.params.organisation, request.params.product, request.body, request.query.revision),
  );
};

export default businessRulesRoutes;
