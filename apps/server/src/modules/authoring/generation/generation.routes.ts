import {
  definitionParamsSchema,
  functionParamsSchema,
  generateQuerySchema,
  multipleInstancesProblemsSchema,
  publishDefinitionBodySchema,
  publishDefinitionResultSchema,
  variantPublishParamsSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certifiers, roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { attachmentDisposition } from '../../../http/csv.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { functionSchemaZip, verifyMultipleInstances } from './generation.service.ts';
import { certifyAndPublishDefinition } from './publish.service.ts';
import { certifyAndPublishVariant } from './variant-publish.service.ts';

// Generation, certification and publication of a definition (001 §7, under /api/Productdefinities).
// Generating and checking are for every composing role in the organisations they compose for;
// certifying and publishing only for certifiers and administrators (001 §2).

const tags = ['AFD Online Samenstellen'];
const base = '/api/Productdefinities';
const scopeErrors = {
  401: problemResponse('Niet aangemeld'),
  403: problemResponse('Geen toegangsrechten voor definities van de organisatie (of geen certificeerder)'),
  404: problemResponse('Organisatie, definitie of functie bestaat niet'),
};

const generationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.get(
    `${base}/Generate/:organisation/:name/:function`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Het schema van één actieve functie als ZIP ({product}-{function}.zip)',
        description:
          'AFD 1.0: het schema (XSD), afdFormats.xsd, afdCodelists.xsd, afdXPathLibrary.xml en de definitie als CSV. ' +
          'AFD 2.0: het JSON Schema (draft 2019-09, of 2020-12 met jsonSchemaVersion=202012 en feature JsonSchema202012), -afdCodelists.json, -validationRules.json, elke codelijst waarnaar het schema verwijst als {LIJST}.json met dat adres als $id, en LEESMIJ.txt. ' +
          'De bestandsnaam staat in content-disposition.',
        params: functionParamsSchema,
        querystring: generateQuerySchema,
        response: {
          200: { description: '{product}-{function}.zip', content: { 'application/zip': { schema: z.any() } } },
          ...scopeErrors,
          400: problemResponse('Ongeldige invoer (JSON Schema-versie)'),
          409: problemResponse('Functie niet actief, of de baseline library of datacatalogus ontbreekt'),
        },
      },
    },
    async (request, reply) => {
      const { organisation, name, function: functionName } = request.params;
      const file = await functionSchemaZip(db, config, pool, principalOf(request), { organisationName: organisation, name, functionName, jsonSchemaVersion: request.query.jsonSchemaVersion });
      return reply.type('application/zip').header('content-disposition', attachmentDisposition(file.fileName)).send(Buffer.from(file.zip));
    },
  );

  app.get(
    `${base}/VerifyMultipleInstancesSchema/:organisation/:name/:function`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Waarschuwingen voor entiteiten die in de functie meermaals mogen voorkomen zonder dat iets de voorkomens onderscheidt',
        params: functionParamsSchema,
        response: { 200: multipleInstancesProblemsSchema, ...scopeErrors, ...libraryGoneResponse },
      },
    },
    async (request) => {
      const { organisation, name, function: functionName } = request.params;
      return verifyMultipleInstances(db, principalOf(request), { organisationName: organisation, name, functionName });
    },
  );

  app.post(
    `${base}/GenerateCertifiyPublish/:organisation/:name`,
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Genereert, certificeert en publiceert de schema’s van alle actieve functies (alleen certificeerders en beheerders)',
        description:
          'Per actieve functie een organisatieschema {definitie}-{functie} (herkomst: definitie), met de gekozen register- en downloadvlaggen en de tag van de definitie. ' +
          'Certificeert één functie niet, dan komt 422 met de bevindingen per functie en wordt niets opgeslagen.',
        params: definitionParamsSchema,
        body: publishDefinitionBodySchema,
        response: {
          200: publishDefinitionResultSchema,
          ...scopeErrors,
          400: problemResponse('Ongeldige invoer (download zonder register, JSON Schema-versie)'),
          409: problemResponse('Geen actieve functies, niet op de nieuwste baseline library, of de naam is van een ander schema'),
          422: problemResponse('Een gegenereerd schema certificeert niet (bevindingen per functie in errors)'),
        },
      },
    },
    async (request) =>
      certifyAndPublishDefinition(db, config, pool, principalOf(request), { organisationName: request.params.organisation, name: request.params.name, body: request.body }),
  );

  app.post(
    `${base}/GenerateCertifiyPublish/:organisation/:name/:variantName/:variantVersion`,
    {
      config: { access: certifiers },
      schema: {
        tags,
        summary: 'Genereert, certificeert en publiceert een variant van een AFD 1.0-definitie (alleen certificeerders en beheerders)',
        description:
          'Per functie die in de variant en in de definitie actief is een organisatieschema {definitie}-{functie}-{variant}-{versie}: het schema van de functie met de snippets van de variant, ' +
          'gecertificeerd en gemarkeerd als variant (meldingen erover gaan naar de standaardenorganisatie). Alles of niets, als bij de definitie.',
        params: variantPublishParamsSchema,
        body: publishDefinitionBodySchema,
        response: {
          200: publishDefinitionResultSchema,
          ...scopeErrors,
          404: problemResponse('Organisatie, definitie of variant bestaat niet'),
          400: problemResponse('Ongeldige invoer (download zonder register)'),
          409: problemResponse('Geen AFD 1.0, variant niet actief of zonder actieve functies, niet op de nieuwste baseline library, of de naam is van een ander schema'),
          422: problemResponse('Een snippet past niet, of een schema certificeert niet (per functie in errors)'),
        },
      },
    },
    async (request) => {
      const { organisation, name, variantName, variantVersion } = request.params;
      return certifyAndPublishVariant(db, config, pool, principalOf(request), { organisationName: organisation, name, variantName, variantVersion, body: request.body });
    },
  );
};

export default generationRoutes;
