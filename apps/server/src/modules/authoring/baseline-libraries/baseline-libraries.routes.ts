import {
  authoringBaselineParamsSchema,
  baselineLibraryQuerySchema,
  baselineLibrarySummarySchema,
  baselineLibraryUsageListSchema,
  codelistListSchema,
  codelistSubsetQuerySchema,
  deletedLibrariesSchema,
  libraryCompareQuerySchema,
  libraryCompareResultSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administrators, roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { accessRefusals, problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { codelistSubset, compareBaselineLibraries, currentLibrary, deleteObsoleteLibraries, libraryAt, usageInfo } from './baseline-libraries.service.ts';

// A baseline's current library and code lists for those who compose definitions; the libraries
// overview and the deletion of obsolete ones for administrators (001 §2 'Beheer baseline libraries').

const tags = ['AFD Online Samenstellen'];
const errors = {
  ...accessRefusals,
  404: problemResponse('Organisatie, baseline of baseline library bestaat niet'),
  409: problemResponse('De baseline heeft nog geen baseline library'),
};

const baselineLibrariesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const db = database.db;

  app.get(
    '/api/BaselineSchemas/:organisation/:baselineName',
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De actuele baseline library van een baseline, met haar codelijsten', params: authoringBaselineParamsSchema, response: { 200: baselineLibrarySummarySchema, ...errors } },
    },
    async (request) => currentLibrary(db, principalOf(request), request.params.organisation, request.params.baselineName),
  );

  app.get(
    '/api/BaselineSchemas/:organisation/:baselineName/codelists',
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'De codelijsten van de actuele baseline library', params: authoringBaselineParamsSchema, response: { 200: codelistListSchema, ...errors } },
    },
    async (request) => (await currentLibrary(db, principalOf(request), request.params.organisation, request.params.baselineName)).codelists,
  );

  app.get(
    '/api/BaselineSchemas/:organisation/:baselineName/codelists/subset',
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'Alleen de genoemde codelijsten (komma-gescheiden, bijvoorbeeld ADNBRA,PORMAA)',
        params: authoringBaselineParamsSchema,
        querystring: codelistSubsetQuerySchema,
        response: { 200: codelistListSchema, ...errors },
      },
    },
    async (request) => {
      const names = request.query.codelistNames.split(',').map((name) => name.trim()).filter(Boolean);
      return codelistSubset(db, principalOf(request), request.params.organisation, request.params.baselineName, names);
    },
  );

  app.get(
    '/api/BaselineLibraries/baselineLibrary',
    {
      config: { access: roleHolders },
      schema: { tags, summary: 'Eén baseline library: baseline en aanmaaktijdstip', querystring: baselineLibraryQuerySchema, response: { 200: baselineLibrarySummarySchema, ...errors } },
    },
    async (request) => libraryAt(db, principalOf(request), request.query.baselineName, request.query.creationTime),
  );

  app.get(
    '/api/BaselineLibraries/usage-info',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Alle baseline libraries en hun gebruik: actueel, in gebruik of vervallen',
        description: 'Vervallen: niet de nieuwste van haar baseline, en geen definitie of gecertificeerd schema gebruikt haar.',
        response: { 200: baselineLibraryUsageListSchema, 401: errors[401], 403: errors[403] },
      },
    },
    async () => usageInfo(db),
  );

  app.get(
    '/api/BaselineLibraries/Compare',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Het verschil tussen twee baseline libraries van dezelfde baseline (van from naar to)',
        description: 'Per pad toegevoegd, vervallen, beperkt, verruimd of gewijzigd; per codelijst de toegevoegde en ingetrokken waarden (ADR 0045).',
        querystring: libraryCompareQuerySchema,
        response: {
          200: libraryCompareResultSchema,
          400: problemResponse('Ongeldige invoer of libraries van verschillende baselines'),
          401: errors[401],
          403: errors[403],
          404: problemResponse('Baseline library bestaat niet'),
        },
      },
    },
    async (request) => compareBaselineLibraries(db, request.query.from, request.query.to),
  );

  app.delete(
    '/api/BaselineLibraries/deleteable',
    {
      config: { access: administrators },
      schema: { tags, summary: 'Verwijdert alle vervallen baseline libraries', response: { 200: deletedLibrariesSchema, 401: errors[401], 403: errors[403] } },
    },
    async (request) => deleteObsoleteLibraries(db, principalOf(request)),
  );
};

export default baselineLibrariesRoutes;
