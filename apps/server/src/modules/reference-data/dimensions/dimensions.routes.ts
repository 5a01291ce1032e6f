import {
  baselineKeyUsageQuerySchema,
  dimensionListsSchema,
  dimensionSchema,
  saveDimensionSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../../auth/access-policies.ts';
import { accessRefusals, problemResponse } from '../../../http/problem-response.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { isDimensionInUse, readCertificationArea, readDimensionLists, removeDimension, saveDimension } from './dimensions.service.ts';

// Dimensions (spec 000 §7: GET, POST /api/dimensions; GET /api/dimensions/certificationarea/{id};
// POST /api/BaselineKeys). Reading is for every active user (the upload screens of validators and
// certifiers fill their selects with it); changing is for administrators. ADR 0006.

const readErrors = { 401: problemResponse('Niet aangemeld'), 403: problemResponse('Geen toegang of account niet actief') };

const dimensionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/dimensions',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Definities'],
        summary: 'De drie dimensielijsten: communities (met versie), berichtsoorten en domeinen, elk op naam gesorteerd',
        response: { 200: dimensionListsSchema, ...readErrors },
      },
    },
    async () => readDimensionLists(database.db),
  );

  app.post(
    '/api/dimensions',
    {
      config: { access: administrators },
      schema: {
        tags: ['Definities'],
        summary: 'Sla één dimensie op: zonder id toevoegen, met id hernoemen',
        description:
          "Het item noemt zijn lijst (kind). Een community heeft versie '1' of '2'; de versie van een community die in een " +
          'baselinesleutel gebruikt wordt blijft ongewijzigd (409). Namen zijn uniek per lijst, ongeacht hoofdletters (409). ' +
          'Verwijderen gaat met DELETE /api/dimensions/{id}.',
        body: saveDimensionSchema,
        response: {
          200: dimensionSchema.describe('De hernoemde dimensie'),
          201: dimensionSchema.describe('De toegevoegde dimensie'),
          400: problemResponse('Lege naam of ongeldige versie (veldfouten)'),
          ...accessRefusals,
          404: problemResponse('Geen dimensie met dit id in deze lijst'),
          409: problemResponse("'Er is al een dimensie met deze naam' of 'Deze dimensie is al in gebruik'"),
        },
      },
    },
    async (request, reply) => {
      const { dimension, created } = await saveDimension(database.db, principalOf(request), request.body);
      return reply.code(created ? 201 : 200).send(dimension);
    },
  );

  app.delete(
    '/api/dimensions/:id',
    {
      config: { access: administrators },
      schema: {
        tags: ['Definities'],
        summary: 'Verwijder een dimensie die geen baselinesleutel gebruikt, met haar combinaties',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.null().describe('Verwijderd'),
          400: problemResponse('Ongeldig id'),
          ...accessRefusals,
          404: problemResponse('Onbekende dimensie'),
          409: problemResponse("'Deze dimensie is al in gebruik'"),
        },
      },
    },
    async (request, reply) => {
      await removeDimension(database.db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/dimensions/certificationarea/:id',
    {
      config: { access: 'active' },
      schema: {
        tags: ['Definities'],
        summary: 'Eén community met haar versie, op id of op naam',
        params: z.object({ id: z.string().min(1) }),
        response: { 200: dimensionSchema, ...readErrors, 404: problemResponse('Onbekende community') },
      },
    },
    async (request) => readCertificationArea(database.db, request.params.id),
  );

  app.post(
    '/api/BaselineKeys',
    {
      config: { access: administrators },
      schema: {
        tags: ['Definities'],
        summary: 'Of een dimensie in een baselinesleutel gebruikt wordt (dan kan ze niet worden verwijderd)',
        body: baselineKeyUsageQuerySchema,
        response: {
          200: z.boolean().describe('true: in gebruik'),
          400: problemResponse('Ongeldig id'),
          ...accessRefusals,
        },
      },
    },
    async (request) => isDimensionInUse(database.db, request.body.id),
  );
};

export default dimensionsRoutes;
