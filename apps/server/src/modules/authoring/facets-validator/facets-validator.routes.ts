import { facetsValidatorAnswerSchema, facetsValidatorBodySchema } from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { facetObjections } from './facets-validator.service.ts';

// `POST /api/FacetsValidator` (001 §7): for everyone who composes definitions, like the
// definition calls; with an attribute, only for the organisations the caller composes for.

const facetsValidatorRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.post(
    '/api/FacetsValidator',
    {
      config: { access: roleHolders },
      schema: {
        tags: ['AFD Online Samenstellen'],
        summary: 'Controleert de facetten van een attribuut (Attribuut wijzigen); een lege lijst betekent in orde',
        description:
          'Altijd: lengtes en aantallen items gehele getallen van 0 of meer, totalDigits minstens 1, fractionDigits niet groter dan totalDigits, ' +
          'een ondergrens niet boven haar bovengrens (een exclusieve grens er strikt onder), multipleOf groter dan 0. ' +
          'Met organisation, productName en attributePath (samen) ook of de facetten die van het attribuut in de baseline library van de definitie beperken, niet verruimen. ' +
          'Dezelfde regels weigeren het opslaan van de definitie.',
        body: facetsValidatorBodySchema,
        response: {
          200: facetsValidatorAnswerSchema,
          400: problemResponse('Ongeldige invoer (met de melding per veld)'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Geen toegangsrechten voor definities van de organisatie (of account niet actief)'),
          404: problemResponse('Organisatie, definitie of attribuut bestaat niet'),
          ...libraryGoneResponse,
        },
      },
    },
    async (request) => facetObjections(database.db, principalOf(request), request.body),
  );
};

export default facetsValidatorRoutes;
