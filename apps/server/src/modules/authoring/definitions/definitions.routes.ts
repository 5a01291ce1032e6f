import {
  baseFunctionListSchema,
  baselineNamesParamsSchema,
  createDefinitionBodySchema,
  definitionListQuerySchema,
  definitionMetadataSchema,
  definitionParamsSchema,
  definitionSavedSchema,
  definitionsInfoQuerySchema,
  definitionsInfoSchema,
  definitionWithTreeSchema,
  definitionOutlineSchema,
  entityAttributesQuerySchema,
  entityAttributesSchema,
  functionsAnswerSchema,
  newDefinitionNameQuerySchema,
  definitionSummaryListSchema,
  definitionSummarySchema,
  saveBaseFunctionsBodySchema,
  saveFunctionsBodySchema,
  updateDefinitionBodySchema,
  updateDefinitionParamsSchema,
  syncParamsSchema,
  syncQuerySchema,
  syncResultSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators, roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { attachmentDisposition, csvContentType } from '../../../http/csv.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { baseFunctionList, saveBaseFunctions } from './base-functions.service.ts';
import { copyDefinition, createDefinition, definitionFunctions, definitionMetadata, definitionsInfo, definitionWithTree, definitionOutline, definitionEntityAttributes, deleteDefinition, listDefinitions, renameDefinition, saveFunctions, saveMetadata, updateDefinition } from './definitions.service.ts';
import { definitionCsv } from './export.service.ts';
import { synchroniseDefinition } from './sync.service.ts';

// AFD Online Samenstellen, the definitions (001 §7 'Product definitions'; spelt /api/Productdefinities
// and /api/ProductDefinities: the router ignores case). Every active user with a role may call
// them for the organisations they are authorised for in online composition (administrators: all);
// deleting is for administrators. The service checks the organisation.

const tags = ['AFD Online Samenstellen'];
const base = '/api/Productdefinities';
const scopeErrors = {
  401: problemResponse('Niet aangemeld'),
  403: problemResponse("Geen toegangsrechten voor definities van de organisatie (of account niet actief)"),
  404: problemResponse('Organisatie, baseline of definitie bestaat niet'),
};
const changeErrors = {
  ...scopeErrors,
  400: problemResponse('Ongeldige invoer (met de melding per veld)'),
  409: problemResponse('Naam al in gebruik, of de definitie is intussen door een ander gewijzigd'),
};

const definitionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  // Synchronising a large library runs on the worker pool (sync.service.ts).
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);

  app.get(
    `${base}/BaseFunctions`,
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De standaardfuncties waarmee elke nieuwe definitie begint', response: { 200: baseFunctionListSchema, 401: scopeErrors[401], 403: scopeErrors[403] } },
    },
    async () => baseFunctionList(db),
  );

  app.put(
    `${base}/BaseFunctions`,
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Legt de standaardfuncties vast (alleen beheerders)',
        description:
          "De hele lijst in haar volgorde; namen volgens 001 §5 (getrimd, maximaal 50 tekens, uniek, niet 'polisblad_gegevens'), minstens één. " +
          'Nieuwe definities beginnen ermee; bestaande houden hun eigen functies.',
        body: saveBaseFunctionsBodySchema,
        response: { 200: baseFunctionListSchema, 400: changeErrors[400], 401: scopeErrors[401], 403: scopeErrors[403] },
      },
    },
    async (request) => saveBaseFunctions(db, principalOf(request), request.body.functions),
  );

  app.get(
    `${base}/productDefinitiesInfo`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De baseline zoals de lijst van definities die nodig heeft: AFD-versie en actuele baseline library',
        querystring: definitionsInfoQuerySchema,
        response: { 200: definitionsInfoSchema, ...scopeErrors },
      },
    },
    async (request) => definitionsInfo(db, principalOf(request), request.query.organization, request.query.baseline),
  );

  app.get(
    `${base}/MetaData/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De eigenschappen van een definitie', params: definitionParamsSchema, response: { 200: definitionMetadataSchema, ...scopeErrors } },
    },
    async (request) => definitionMetadata(db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.post(
    `${base}/MetaData/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Slaat de eigenschappen van een definitie op',
        description: 'Met de revisie waarop het formulier is gebaseerd; de regels van 001 §5 weigeren per veld. Data catalogus-versie is alleen-lezen.',
        params: definitionParamsSchema,
        body: definitionMetadataSchema,
        response: { 200: definitionMetadataSchema, ...changeErrors },
      },
    },
    async (request) => saveMetadata(db, principalOf(request), request.params.organisation, request.params.name, request.body),
  );

  app.get(
    `${base}/Functions/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De functies van een definitie', params: definitionParamsSchema, response: { 200: functionsAnswerSchema, ...scopeErrors } },
    },
    async (request) => definitionFunctions(db, principalOf(request), request.params.organisation, request.params.name),
  );

  app.post(
    `${base}/Functions/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Slaat de functies van een definitie op',
        description: "Eigen functies: getrimd, maximaal 50 tekens (een naam die de definitie al heeft, bijvoorbeeld uit de bestanden van de standaard, tot 100), uniek, niet 'polisblad_gegevens'. Standaardfuncties kunnen aan of uit, niet weg.",
        params: definitionParamsSchema,
        body: saveFunctionsBodySchema,
        response: { 200: functionsAnswerSchema, ...changeErrors },
      },
    },
    async (request) => saveFunctions(db, principalOf(request), request.params.organisation, request.params.name, request.body.functions, request.body.revision),
  );

  app.get(
    `${base}/Definition/:organisation/:name`,
    {
      config: { access: roleHolders },
      // The tree is built by packages/afd's mergedTree and given the contract's names by
      // @afd/contracts' wireTree (definition-tree-wire.ts; typed, tested); over a library of 20,000 nodes it is ~15 MB, and
      // checking it again against the schema on every answer cost more than building it. The schema
      // still describes the answer in the OpenAPI document.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Een definitie met haar boom: de baseline library met de keuzes van de definitie',
        params: definitionParamsSchema,
        response: { 200: definitionWithTreeSchema, ...scopeErrors },
      },
    },
    async (request) => definitionWithTree(db, pool, principalOf(request), request.params.organisation, request.params.name),
  );

  // What the definition page loads (ADR 0065): the call above answers the whole merged tree as the
  // specification describes it (megabytes over a large library); the page opens with the outline
  // and reads an entity's attributes when it opens that entity.
  app.get(
    `${base}/DefinitionOutline/:organisation/:name`,
    {
      config: { access: roleHolders },
      // Built by packages/afd's definitionOutline in the contract's shape (typed, tested against the
      // schema in the route tests); checking a thousand entities and their choices again on every
      // answer took longer than building them (bench:definition-editor).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Een definitie met de entiteiten van haar boom (zonder attributen) en haar keuzes per pad',
        description: 'Wat de definitiepagina opent: de entiteiten van de baseline library als boom, en de keuzes van de definitie zoals de volledige boom ze toont, per pad, zonder onaangeroerde. De attributen van een entiteit geeft DefinitionAttributes.',
        params: definitionParamsSchema,
        response: { 200: definitionOutlineSchema, ...scopeErrors },
      },
    },
    async (request) => definitionOutline(db, pool, principalOf(request), request.params.organisation, request.params.name),
  );

  app.get(
    `${base}/DefinitionAttributes/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De attributen van één entiteit van de boom van een definitie, met de keuzes van de definitie',
        params: definitionParamsSchema,
        querystring: entityAttributesQuerySchema,
        response: { 200: entityAttributesSchema, ...libraryGoneResponse, ...scopeErrors },
      },
    },
    async (request) => definitionEntityAttributes(db, principalOf(request), request.params.organisation, request.params.name, request.query.entityPath),
  );

  app.post(
    `${base}/Rename/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Hernoemt een definitie',
        params: definitionParamsSchema,
        querystring: newDefinitionNameQuerySchema,
        response: { 200: definitionSummarySchema, ...changeErrors },
      },
    },
    async (request) => renameDefinition(db, pool, principalOf(request), request.params.organisation, request.params.name, request.query.newName),
  );

  app.post(
    `${base}/Copy/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Dupliceert een definitie onder een nieuwe naam',
        description: 'De kopie moet een andere naam hebben dan het origineel en nog niet bestaan.',
        params: definitionParamsSchema,
        querystring: newDefinitionNameQuerySchema,
        response: { 200: definitionSummarySchema, ...changeErrors },
      },
    },
    async (request) => copyDefinition(db, pool, principalOf(request), request.params.organisation, request.params.name, request.query.newName),
  );

  app.put(
    `${base}/:organisation/:name/:userDisplayName/:dateTime`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Slaat de keuzes van een definitie op (entiteiten, attributen, composities)',
        description:
          'Met de revisie waarop de wijziging is gebaseerd: is de definitie intussen door een ander opgeslagen, dan 409 met wie. ' +
          "Elke keuze moet de baseline library beperken, niet verruimen: anders 400 met de redenen per 'entities.<pad>' en 'attributes.<pad>'. " +
          "Facetten moeten ook op zichzelf kloppen (als POST /api/FacetsValidator); een oneOf-compositie (AFD 2.0) noemt een positie van de library en alleen haar entiteittypen, elk één keer: anders per 'compositions.<positie>'. " +
          'Naam en tijdstip in het pad komen van de client; de server neemt de aangemelde gebruiker en zijn eigen klok.',
        params: updateDefinitionParamsSchema,
        body: updateDefinitionBodySchema,
        response: { 200: definitionSavedSchema, ...changeErrors },
      },
    },
    async (request) => updateDefinition(db, principalOf(request), request.params.organisation, request.params.name, request.body),
  );

  app.get(
    `${base}/Generate/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De hele definitie als CSV: per attribuut pad, entiteit, formaat of type, codelijst, beperking en aanwezigheid per functie',
        description: "UTF-8 met BOM, ';' als scheidingsteken; de bestandsnaam staat in content-disposition ({product}.csv).",
        params: definitionParamsSchema,
        response: { 200: { description: '{product}.csv', content: { 'text/csv': { schema: z.string() } } }, ...scopeErrors, ...libraryGoneResponse },
      },
    },
    async (request, reply) => {
      const file = await definitionCsv(db, principalOf(request), request.params.organisation, request.params.name);
      return reply.type(csvContentType).header('content-disposition', attachmentDisposition(file.fileName)).send(file.content);
    },
  );

  app.post(
    `${base}/Sync/:organisation/:name/:userDisplayName/:dateTime`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Synchroniseert een definitie met de nieuwste baseline library van haar baseline',
        description:
          'Past de keuzes toe op de nieuwste library: behouden, vervallen (pad bestaat niet meer) of aangepast (niet meer binnen de baseline). ' +
          'Vervalt of verandert er iets, dan wordt zonder saveOnWarnings=true niets geschreven en komen de waarschuwingen terug.',
        params: syncParamsSchema,
        querystring: syncQuerySchema,
        response: { 200: syncResultSchema, ...scopeErrors, 409: problemResponse('De baseline heeft geen baseline library') },
      },
    },
    async (request) => synchroniseDefinition(db, pool, principalOf(request), request.params.organisation, request.params.name, request.query.saveOnWarnings),
  );

  app.get(
    `${base}/:certificationArea/:messageType/:applicationArea`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'De definities van een organisatie op een baseline',
        params: baselineNamesParamsSchema,
        querystring: definitionListQuerySchema,
        response: { 200: definitionSummaryListSchema, ...scopeErrors },
      },
    },
    async (request) => listDefinitions(db, pool, principalOf(request), request.params, request.query.organizationName),
  );

  app.post(
    `${base}/:organisation/:name`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Maakt een definitie op de actuele baseline library van een baseline',
        params: definitionParamsSchema,
        body: createDefinitionBodySchema,
        response: { 201: definitionSummarySchema, ...changeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createDefinition(db, principalOf(request), request.params.organisation, request.params.name, request.body)),
  );

  app.delete(
    `${base}/:organisation/:name`,
    {
      config: { access: administrators },
      schema: { tags, summary: 'Verwijdert een definitie met haar revisies (alleen beheerders)', params: definitionParamsSchema, response: { 204: z.null(), ...scopeErrors } },
    },
    async (request, reply) => {
      await deleteDefinition(db, principalOf(request), request.params.organisation, request.params.name);
      return reply.code(204).send(null);
    },
  );
};

export default definitionsRoutes;
