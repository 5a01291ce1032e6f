import {
  certifiedDefinitionsReport,
  certifiedSchemasInFilter,
  definitionInFilter,
  definitionPath,
  definitionStatus,
  elementUsageReport,
  elementUsesOf,
  nvgaWasactieStatusReport,
  reportFileName,
  type CertifiedSchemaRecord,
  type DefinitionElementUses,
  type DefinitionStatus,
  type ReportContent,
} from '@afd/afd';
import type { ReportNameValue } from '@afd/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { reportFiles } from '../../db/schema/index.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import type { JobContext, JobKind } from '../../jobs/durable/durable-jobs.ts';
import { readCurrentCatalogue } from '../../shared/current-catalogue.ts';
import { schemaRecertifier } from '../../shared/certification/recertify-stored-schema.ts';
import { certifiedSchemaRows, definitionRows, libraryReader } from './report-sources.ts';
import { reportWorkbook } from './report-workbook.ts';

// A report run as a durable job (ADR 0031, 0032): read, check item by item with progress (and a
// cancel noticed between items), then the XLSX and its file record are written in the transaction
// that completes the run — a run that is cancelled or lost keeps nothing.

export const REPORT_JOB_KIND = 'afd-report';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportJobInput {
  reportName: ReportNameValue;
  pathFilter: string | null;
}

export interface ReportJobOptions {
  database: Database;
  pool: CertificationPool;
  /** A pause after each item (JOB_STEP_DELAY_MS; the two-instance test kills an instance during one). */
  stepDelayMs?: number;
}

type Step = (done: number, total: number) => Promise<void>;

async function certifiedReport({ database, pool }: ReportJobOptions, pathFilter: string | null, step: Step): Promise<ReportContent> {
  const schemas = certifiedSchemasInFilter(await certifiedSchemaRows(database.db), pathFilter);
  // AFD 2.0 schemas are not certified again on the server yet (as Hervalideer): 'Niet gecontroleerd'.
  const recertify = schemaRecertifier(
    database.db,
    pool,
    schemas.filter((schema) => schema.certificationAreaVersion !== '2'),
  );
  const records: CertifiedSchemaRecord[] = [];
  await step(0, schemas.length);
  for (const [index, schema] of schemas.entries()) {
    const outcome = schema.certificationAreaVersion === '2' ? null : await recertify(schema);
    records.push({
      organisation: schema.organisation,
      baseline: schema.baseline,
      name: schema.name,
      version: schema.version,
      origin: schema.origin,
      isPublished: schema.isPublished,
      isDownloadable: schema.isDownloadable,
      publishDate: schema.publishDate?.toISOString() ?? null,
      certifiedAt: schema.certifiedAt?.toISOString() ?? null,
      stillCertifies: outcome?.stillValid ?? null,
      findings: outcome
        ? outcome.messages.filter((message) => message.severity === 1).map((message) => message.message)
        : [schema.certificationAreaVersion === '2' ? 'AFD 2.0-schema: niet opnieuw gecertificeerd' : 'Geen bibliotheek of bestand om tegen te certificeren'],
    });
    await step(index + 1, schemas.length);
  }
  return certifiedDefinitionsReport(records, pathFilter);
}

async function nvgaReport({ database }: ReportJobOptions, pathFilter: string | null, step: Step): Promise<ReportContent> {
  const rows = (await definitionRows(database.db)).filter((row) => definitionInFilter(row, pathFilter));
  const libraries = libraryReader(database.db);
  const statuses: DefinitionStatus[] = [];
  await step(0, rows.length);
  for (const [index, row] of rows.entries()) {
    const latest = await libraries.newestOf(row.baselineSchemaId);
    statuses.push(definitionStatus({ organisation: row.organisation, baseline: row.baseline, name: row.name, libraryId: row.baselineLibraryId, latest, choices: row.choices }));
    await step(index + 1, rows.length);
  }
  return nvgaWasactieStatusReport(statuses);
}

async function elementUsage({ database }: ReportJobOptions, pathFilter: string | null, step: Step): Promise<ReportContent> {
  const rows = (await definitionRows(database.db)).filter((row) => definitionInFilter(row, pathFilter));
  const catalogue = await readCurrentCatalogue(database.db);
  const libraries = libraryReader(database.db);
  const uses: DefinitionElementUses[] = [];
  await step(0, rows.length);
  for (const [index, row] of rows.entries()) {
    const library = row.baselineLibraryId ? await libraries.byId(row.baselineLibraryId) : null;
    uses.push({ path: definitionPath(row.organisation, row.baseline, row.name), uses: library ? elementUsesOf(library, row.choices) : null });
    await step(index + 1, rows.length);
  }
  return elementUsageReport(catalogue?.catalogue ?? null, uses);
}

const reports: Record<ReportNameValue, (options: ReportJobOptions, pathFilter: string | null, step: Step) => Promise<ReportContent>> = {
  CertifiedAfdDefinitionsReport: certifiedReport,
  NvgaWasactieStatusReport: nvgaReport,
  StudioAfdElementUsageReport: elementUsage,
};

/** Two runs within one second would share a name: the later one gets '-2' (and so on). */
async function freeFileName(tx: Tx, reportName: string, fileName: string): Promise<string> {
  const taken = new Set(
    (await tx.select({ fileName: reportFiles.fileName }).from(reportFiles).where(and(eq(reportFiles.reportName, reportName), like(reportFiles.fileName, `${fileName.replace(/\.xlsx$/, '')}%`)))).map(
      (row) => row.fileName,
    ),
  );
  let candidate = fileName;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = fileName.replace(/\.xlsx$/, `-${suffix}.xlsx`);
  return candidate;
}

/** The job kind that runs every report. */
export function reportJobKind(options: ReportJobOptions): JobKind<ReportJobInput> {
  return {
    kind: REPORT_JOB_KIND,
    retryLimit: 3,
    concurrency: 2,
    async run({ runId, input, progress }: JobContext<ReportJobInput>) {
      const step: Step = async (done, total) => {
        if (options.stepDelayMs && done > 0) await new Promise((resolve) => setTimeout(resolve, options.stepDelayMs));
        await progress(done, total);
      };
      const content = await reports[input.reportName](options, input.pathFilter, step);
      const createdAt = new Date();
      const workbook = await reportWorkbook(content, createdAt);
      const counts = { schemaCount: content.schemaCount, failureCount: content.failureCount };
      let fileName = reportFileName(input.reportName, createdAt);
      return {
        result: counts,
        persist: async (tx) => {
          fileName = await freeFileName(tx, input.reportName, fileName);
          const blob = await storeBlob(tx, workbook, XLSX_TYPE);
          await tx.insert(reportFiles).values({ reportName: input.reportName, fileName, blobId: blob.id, schemaCount: content.schemaCount, failureCount: content.failureCount, jobRunId: runId, createdAt });
        },
      };
    },
  };
}
