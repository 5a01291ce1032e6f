import {
  baselineImpactSchema,
  baselineKeyParamsSchema,
  baselineMetadataSchema,
  baselineSchemaListSchema,
  baselineSchemaSchema,
  baselineUploadResultSchema,
  baselineUsageListSchema,
  idBasedAreakeySchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { principalOf } from '../../auth/principal-of.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../http/single-file-upload.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import {
  baselineFile,
  baselineOfKey,
  deleteBaseline,
  listBaselines,
  publishedSchemasOn,
  setBaselineMetadata,
  uploadBaseline,
} from './baseline-schemas.service.ts';
import { baselineImpact } from './baseline-impact.service.ts';

// Validation baselines (spec 000 §2 screens 2 and 12, §7 /api/BaselineSchemas). Uploads, the
// flag and removal are for administrators. Every active user may see which baselines exist and
// download them (validators and certifiers validate against them), except those flagged
// 'beheerders only', which only administrators see.

const idParams = z.object({ id: z.string().uuid() });
const tags = ['Validatie baselines'];
const uploadFields = ['certificationArea', 'messageType', 'applicationArea', 'xpathlist', 'impactSha256', 'impactLibraryId'];

const baselineSchemasRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  const db = database.db;

  app.get(
    '/api/BaselineSchemas',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: "Alle validatie baselines (zonder de 'beheerders only'-baselines voor wie geen beheerder is)",
        response: { 200: baselineSchemaListSchema, 401: problemResponse('Niet aangemeld'), 403: problemResponse('Account niet actief') },
      },
    },
    async (request) => listBaselines(db, principalOf(request)),
  );

  app.get(
    '/api/BaselineSchemas/:certificationArea/:messageType/:applicationArea',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Bestaat er een baseline voor deze sleutel? (404 = nee)',
        params: baselineKeyParamsSchema,
        response: {
          200: baselineSchemaSchema,
          400: problemResponse('Ongeldige sleutel'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
          404: problemResponse('Geen baseline voor deze sleutel'),
        },
      },
    },
    async (request) =>
      baselineOfKey(db, principalOf(request), {
        certificationAreaId: request.params.certificationArea,
        messageTypeId: request.params.messageType,
        applicationAreaId: request.params.applicationArea,
      }),
  );

  app.get(
    '/api/BaselineSchemas/:idBasedAreakey',
    {
      config: { access: 'active' },
      schema: {
        tags,
        summary: 'Download het actuele bestand (XSD of JSON Schema) van een baseline',
        description: 'idBasedAreakey is het id van de baseline (zoals de lijst het geeft).',
        params: z.object({ idBasedAreakey: idBasedAreakeySchema }),
        response: {
          200: { description: 'Het bestand', content: { 'application/xml': { schema: z.string() }, 'application/schema+json': { schema: z.string() } } },
          400: problemResponse('Ongeldige sleutel'),
          401: problemResponse('Niet aangemeld'),
          403: problemResponse('Account niet actief'),
          404: problemResponse('Geen baseline voor deze sleutel'),
        },
      },
    },
    async (request, reply) => {
      const file = await baselineFile(db, principalOf(request), request.params.idBasedAreakey);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(new TextDecoder().decode(file.content));
    },
  );

  app.post(
    '/api/BaselineSchemas',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Upload een validatie baseline voor een sleutel (elke upload maakt een nieuwe baseline library)',
        description:
          'multipart/form-data: één bestand (.xsd voor een community van versie 1, .json voor versie 2), certificationArea, messageType, applicationArea (dimensie-ids) en xpathlist (JSON-lijst van namen van XPath-regels, alleen versie 1); na een impactanalyse ook impactSha256 en impactLibraryId (409 als het bestand of de huidige library intussen anders is).',
        consumes: ['multipart/form-data'],
        response: {
          201: baselineUploadResultSchema,
          400: problemResponse('Ongeldige invoer, sleutel niet toegestaan, onbekende regel of een bestand dat niet te lezen is'),
          ...accessRefusals,
          409: problemResponse('De impactanalyse hoort bij een ander bestand of een andere huidige library'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Verkeerd bestandstype voor de versie van de community'),
          503: problemResponse('Het lezen duurde te lang en is afgebroken'),
        },
      },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, {
        maxBytes: config.uploadMaxBytes,
        fields: uploadFields,
      });
      return reply.status(201).send(await uploadBaseline(db, pool, principalOf(request), upload));
    },
  );

  app.post(
    '/api/BaselineSchemas/Impact',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Impactanalyse van een nieuwe baseline library, vóór de upload: er wordt niets opgeslagen',
        description:
          'Dezelfde multipart/form-data als de upload. Antwoordt het verschil met de huidige baseline library, de AFD-definities die bij synchronisatie waarschuwingen krijgen en de gecertificeerde schema’s die niet meer certificeren. De upload die dit bevestigt stuurt sha256 en current.id mee als impactSha256 en impactLibraryId.',
        consumes: ['multipart/form-data'],
        response: {
          200: baselineImpactSchema,
          400: problemResponse('Ongeldige invoer, onbekende regel of een bestand dat niet te lezen is'),
          ...accessRefusals,
          404: problemResponse('Nog geen baseline voor deze sleutel'),
          413: problemResponse('Bestand te groot'),
          415: problemResponse('Verkeerd bestandstype voor de versie van de community'),
          503: problemResponse('Het lezen duurde te lang en is afgebroken'),
        },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes, fields: uploadFields });
      return baselineImpact(db, pool, upload);
    },
  );

  app.put(
    '/api/BaselineSchemas/metadata/:id',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: "Zet de vlag 'beheerders only' van een baseline",
        params: idParams,
        body: baselineMetadataSchema,
        response: {
          200: baselineSchemaSchema,
          400: problemResponse('Ongeldige invoer'),
          ...accessRefusals,
          404: problemResponse('Baseline bestaat niet'),
        },
      },
    },
    async (request) => setBaselineMetadata(db, principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/BaselineSchemas/UsedByPublishedSchemas/:id',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'De gepubliceerde schema’s die op deze baseline gecertificeerd zijn',
        params: idParams,
        response: {
          200: baselineUsageListSchema,
          400: problemResponse('Ongeldige invoer'),
          ...accessRefusals,
          404: problemResponse('Baseline bestaat niet'),
        },
      },
    },
    async (request) => publishedSchemasOn(db, request.params.id),
  );

  app.delete(
    '/api/BaselineSchemas/:id',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Verwijder een baseline met zijn libraries (geweigerd zolang schema’s hem gebruiken)',
        params: idParams,
        response: {
          204: z.null().describe('Verwijderd'),
          400: problemResponse('Ongeldige invoer'),
          ...accessRefusals,
          404: problemResponse('Baseline bestaat niet'),
          409: problemResponse('Baseline in gebruik'),
        },
      },
    },
    async (request, reply) => {
      await deleteBaseline(db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default baselineSchemasRoutes;
