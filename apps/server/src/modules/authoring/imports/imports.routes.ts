import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleHolders } from '../../../auth/access-policies.ts';
import { principalOf } from '../../../auth/principal-of.ts';
import { problemResponse } from '../../../http/problem-response.ts';
import { readSingleFileUpload, registerSingleFileUploads } from '../../../http/single-file-upload.ts';
import { acquireCertificationPool } from '../../../jobs/certification-pool-shared.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { definitionRefusals, libraryGoneResponse } from '../definition-store/definition-responses.ts';
import { importedDefinitionScope } from './import-access.ts';
import { importProblems } from './import-texts.ts';
import { readXlsxTable } from './read-xlsx-table.ts';
import { importTable } from './table-import.service.ts';
import { importZip } from './zip-import.service.ts';

// The imports of a definition (001 §7 'Imports (multipart file)'): one file each, the answer the
// report's lines. The user name and time in the path come from the client; the server records the
// signed-in user and its own clock, as the other definition changes do.

const tags = ['AFD Online Samenstellen'];
const base = '/api/Productdefinities';
const importParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  userDisplayName: z.string().max(300),
  timestamp: z.string().max(100),
});
const reportSchema = z.array(z.string());
const errors = {
  ...definitionRefusals,
  ...libraryGoneResponse,
  413: problemResponse('Bestand te groot'),
  415: problemResponse('Ongeldig bestandstype'),
  422: problemResponse('Importeren is mislukt: de regels van het verwerkingsrapport in errors.report; niets is gewijzigd'),
};
const spreadsheet = /\.xlsx$/i;
const zipFile = /\.zip$/i;

const importsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  await registerSingleFileUploads(app, { maxBytes: config.uploadMaxBytes });
  // A workbook or ZIP is read on the worker pool, under its memory ceiling (read-xlsx-table.ts, zip-import.service.ts).
  const { pool, release } = acquireCertificationPool(config);
  app.addHook('onClose', release);
  // The organisation and definition in the path are checked before the upload is read.
  const importer = { access: roleHolders, scope: importedDefinitionScope(database.db) };

  app.post(
    `${base}/xlsx-import/:organisation/:name/:userDisplayName/:timestamp`,
    {
      config: importer,
      schema: {
        tags,
        summary: 'Importeert de definitietabel (de indeling van Exporteer CSV) uit een .xlsx-bestand',
        description: 'multipart/form-data met één bestand. De regels van het bestand worden de attributen van de definitie; alles of niets.',
        params: importParamsSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes });
      if (!spreadsheet.test(upload.fileName)) throw importProblems.wrongType(upload.fileName);
      const table = await readXlsxTable(pool, upload.content, upload.fileName);
      return importTable(database.db, principalOf(request), request.params.organisation, request.params.name, table, 'geïmporteerd uit XLSX');
    },
  );

  app.post(
    `${base}/schema-import/:organisation/:name/:userDisplayName/:timestamp`,
    {
      config: importer,
      schema: {
        tags,
        summary: 'Importeert een AFD-definitie uit de ZIP van Exporteer per functie (de keuzes in de bestanden worden die van de definitie)',
        description: 'multipart/form-data met één .zip. Alles of niets; het antwoord is het verwerkingsrapport.',
        params: importParamsSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, { maxBytes: config.uploadMaxBytes });
      if (!zipFile.test(upload.fileName)) throw importProblems.wrongType(upload.fileName);
      return importZip(database.db, pool, principalOf(request), request.params.organisation, request.params.name, upload.content, upload.fileName);
    },
  );

  app.post(
    `${base}/csv-import/:organisation/:name/:userDisplayName/:timestamp`,
    {
      config: { access: roleHolders },
      schema: {
        tags,
        summary: 'CSV-import: vervallen per 1 juli 2024 (feature AosCsvImport); antwoordt altijd 410',
        params: importParamsSchema,
        response: { 410: problemResponse('De CSV-import is vervallen; gebruik de XLSX-import'), ...errors },
      },
    },
    async () => {
      throw importProblems.csvLapsed();
    },
  );
};

export default importsRoutes;
