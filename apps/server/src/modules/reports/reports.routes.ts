import {
  reportFileInfoListSchema,
  reportFileQuerySchema,
  reportNameQuerySchema,
  reportStatusOrNoneSchema,
  reportStatusSchema,
  reportTerminateSchema,
  reportTriggerSchema,
} from '@afd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { administrators } from '../../auth/access-policies.ts';
import { attachmentDisposition } from '../../http/csv.ts';
import { accessRefusals, problemResponse } from '../../http/problem-response.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../module-options.ts';
import { reportJobKind, XLSX_TYPE } from './report-job.ts';
import { reportFile, reportFileInfos, reportStatus, terminateReport, triggerReport } from './reports.service.ts';

// Rapportage (spec 000 §2 screen 18, §7): administrators only. The four afdreports calls of the
// spec, and a fifth to stop a running report (the studio report's stop button; ADR 0032).

const tags = ['Rapportages'];
const refusals = { 400: problemResponse('Ongeldige rapportage of invoer'), ...accessRefusals };

const reportsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  const jobs = app.durableJobs;
  jobs.define(reportJobKind({ database, pool, stepDelayMs: config.jobs.stepDelayMs }));

  app.get(
    '/api/afdreports/reportfiles-info',
    { config: { access: administrators }, schema: { tags, summary: 'De gegenereerde bestanden van een rapportage, nieuwste eerst', querystring: reportNameQuerySchema, response: { 200: reportFileInfoListSchema, ...refusals } } },
    async (request) => reportFileInfos(database.db, request.query.reportName),
  );

  app.post(
    '/api/afdreports/httptrigger',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Start het genereren van een rapportage (een achtergrondtaak); antwoordt de status',
        body: reportTriggerSchema,
        response: { 202: reportStatusSchema, ...refusals, 409: problemResponse('Deze rapportage wordt al gegenereerd') },
      },
    },
    async (request, reply) => reply.code(202).send(await triggerReport(jobs, request.body)),
  );

  app.get(
    '/api/afdreports/status',
    { config: { access: administrators }, schema: { tags, summary: 'De status van de laatste run van een rapportage; null als die nooit liep', querystring: reportNameQuerySchema, response: { 200: reportStatusOrNoneSchema, ...refusals } } },
    async (request) => reportStatus(jobs, request.query.reportName),
  );

  app.get(
    '/api/afdreports/reportfile',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Download een rapportage-bestand (XLSX)',
        querystring: reportFileQuerySchema,
        response: { 200: { description: 'Het XLSX-bestand', content: { [XLSX_TYPE]: { schema: z.any() } } }, ...refusals, 404: problemResponse('Rapportage-bestand bestaat niet') },
      },
    },
    async (request, reply) => {
      const file = await reportFile(database.db, request.query.reportName, request.query.fileName);
      return reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).send(Buffer.from(file.content));
    },
  );

  app.post(
    '/api/afdreports/terminate',
    {
      config: { access: administrators },
      schema: {
        tags,
        summary: 'Stop de lopende rapportage van deze naam; is de laatste run al beëindigd, dan de status daarvan',
        body: reportTerminateSchema,
        response: { 200: reportStatusSchema, ...refusals, 404: problemResponse('Deze rapportage heeft nooit gelopen') },
      },
    },
    async (request) => terminateReport(jobs, request.body.reportName),
  );
};

export default reportsRoutes;
