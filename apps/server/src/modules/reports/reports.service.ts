import type { ReportFileInfo, ReportNameValue, ReportStatus, ReportTrigger } from '@afd/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import { blobs, reportFiles } from '../../db/schema/index.ts';
import type { DurableJobs } from '../../jobs/durable/durable-jobs.ts';
import { RunAlreadyActive, type JobRun } from '../../jobs/durable/job-runs.repository.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { REPORT_JOB_KIND, type ReportJobInput } from './report-job.ts';

// The afdreports calls (spec 000 §7) over the durable jobs and the stored files.

export const reportTexts = {
  alreadyRunning: (name: string) => new HttpProblem(409, 'Rapportage loopt al', `De rapportage ${name} wordt al gegenereerd. Wacht tot deze klaar is of stop deze.`),
  notRunning: (name: string) => new HttpProblem(404, 'Geen lopende rapportage', `Er wordt geen rapportage ${name} gegenereerd.`),
  fileNotFound: (fileName: string) => new HttpProblem(404, 'Rapportage-bestand bestaat niet', `Het rapportage-bestand '${fileName}' bestaat niet.`),
} as const;

/** A run as the spec's Report status (and whether it is interrupted). */
export async function reportStatusOf(jobs: DurableJobs, run: JobRun): Promise<ReportStatus> {
  return { name: run.name as ReportNameValue, ...(await jobs.statusOf(run)) };
}

/** Starts a report; refuses while the same report runs. */
export async function triggerReport(jobs: DurableJobs, trigger: ReportTrigger): Promise<ReportStatus> {
  const pathFilter = trigger.afdDefinitionsFilter?.pathFilter.trim() || null;
  const input: ReportJobInput = { reportName: trigger.reportName, pathFilter };
  try {
    return await reportStatusOf(jobs, await jobs.enqueue(REPORT_JOB_KIND, trigger.reportName, input));
  } catch (error) {
    if (error instanceof RunAlreadyActive) throw reportTexts.alreadyRunning(trigger.reportName);
    throw error;
  }
}

/** The newest run of a report; null when it never ran. */
export async function reportStatus(jobs: DurableJobs, reportName: ReportNameValue): Promise<ReportStatus | null> {
  const run = await jobs.latest(reportName);
  return run ? reportStatusOf(jobs, run) : null;
}

/**
 * Stops the running report of this name (on whichever instance runs it). A stop that reaches a run
 * that already ended (it completed while the user clicked) is no failure: it answers that run's
 * status, so the screen can say it was already done. Only a report that never ran is refused.
 */
export async function terminateReport(jobs: DurableJobs, reportName: ReportNameValue): Promise<ReportStatus> {
  const run = (await jobs.cancel(reportName)) ?? (await jobs.latest(reportName));
  if (!run) throw reportTexts.notRunning(reportName);
  return reportStatusOf(jobs, run);
}

/** The files of a report, newest first. */
export async function reportFileInfos(db: Db, reportName: ReportNameValue): Promise<ReportFileInfo[]> {
  const rows = await db
    .select({ fileName: reportFiles.fileName, fileSize: blobs.size, createdAt: reportFiles.createdAt, schemaCount: reportFiles.schemaCount, failureCount: reportFiles.failureCount })
    .from(reportFiles)
    .innerJoin(blobs, eq(blobs.id, reportFiles.blobId))
    .where(eq(reportFiles.reportName, reportName))
    .orderBy(desc(reportFiles.createdAt));
  return rows.map(({ createdAt, ...row }) => ({ ...row, creationTime: createdAt.toISOString() }));
}

/** One file's bytes. */
export async function reportFile(db: Db, reportName: ReportNameValue, fileName: string): Promise<{ fileName: string; content: Uint8Array; contentType: string }> {
  const [row] = await db.select({ blobId: reportFiles.blobId }).from(reportFiles).where(and(eq(reportFiles.reportName, reportName), eq(reportFiles.fileName, fileName)));
  const blob = row ? await readBlob(db, row.blobId) : null;
  if (!blob) throw reportTexts.fileNotFound(fileName);
  return { fileName, content: blob.content, contentType: blob.contentType };
}
