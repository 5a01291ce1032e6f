import {
  saveVariantsBodySchema,
  saveVariantsParamsSchema,
  saveVariantsQuerySchema,
  snippetInfoListSchema,
  snippetsQuerySchema,
  variantsAnswerSchema,
  variantsParamsSchema,
  variantTreeAnswerSchema,
  variantTreeParamsSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators, roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { definitionRefusals, libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { fittingSnippets, functionTree, readVariants, saveVariants } from './variants.service.ts';

// Variants and predefined entities (001 §7; §6: administrators edit variants, the other composing
// roles read them) in the organisations the caller composes for (administrators: all). The
// router ignores case, so /api/ProductDefinities/... reaches the same routes.

const tags = ['AFD Online Samenstellen'];
const errors = {
  ...definitionRefusals,
  404: problemResponse('Organisatie, definitie, functie of baseline bestaat niet'),
};

const variantsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const db = database.db;

  app.get(
    '/api/Productdefinities/Variants/:organisation/:productname',
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De varianten van een definitie en de revisie van de definitie', params: variantsParamsSchema, response: { 200: variantsAnswerSchema, ...errors } },
    },
    async (request) => readVariants(db, principalOf(request), request.params.organisation, request.params.productname),
  );

  app.patch(
    '/api/Productdefinities/Variants/:organisation/:productname/:userDisplayName/:dateTimeText',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Slaat de varianten van een definitie op (de hele lijst, als één revisie; alleen beheerders)',
        description:
          'Naam en tijdstip in het pad komen van de client; de server neemt de aangemelde gebruiker en zijn eigen klok. ' +
          '?revision= is de revisie waarop de lijst gebaseerd is (uit GET); kwam er intussen een andere opslag, dan 409. ' +
          'Naam en versie (nnn.nn) zijn verplicht en samen uniek (hoofdletters tellen niet); functies zijn functies van de definitie, snippets komen uit de huidige voorgedefinieerde entiteiten.',
        params: saveVariantsParamsSchema,
        querystring: saveVariantsQuerySchema,
        body: saveVariantsBodySchema,
        response: {
          200: variantsAnswerSchema,
          ...errors,
          400: problemResponse('Ongeldige invoer (per variant en veld in errors)'),
          403: problemResponse('Alleen beheerders bewerken varianten'),
          409: problemResponse('De definitie is intussen gewijzigd'),
        },
      },
    },
    async (request) => saveVariants(db, principalOf(request), request.params.organisation, request.params.productname, request.body, request.query.revision),
  );

  app.get(
    '/api/PredefinedEntities/snippets',
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De voorgedefinieerde entiteiten (snippets) die passen bij een functie op een baseline',
        description: 'Een snippet past wanneer de huidige baseline library van de baseline zijn entiteit (met entiteittype) kent.',
        querystring: snippetsQuerySchema,
        response: { 200: snippetInfoListSchema, ...errors, 409: problemResponse('De baseline heeft nog geen baseline library') },
      },
    },
    async (request) => fittingSnippets(db, principalOf(request), request.query),
  );

  app.get(
    '/api/PredefinedEntities/tree/:organisation/:productname/:function',
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De entiteiten die een functie van de definitie houdt, om snippets aan te verankeren (zonder snippets)',
        params: variantTreeParamsSchema,
        response: { 200: variantTreeAnswerSchema, ...errors, ...libraryGoneResponse },
      },
    },
    async (request) => functionTree(db, principalOf(request), request.params.organisation, request.params.productname, request.params.function),
  );
};

export default variantsRoutes;
