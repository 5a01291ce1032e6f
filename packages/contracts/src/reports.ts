import { z } from 'zod';

// Reports (spec 000 §2 screen 18, §3 'Report file info' and 'Report status', §7 afdreports calls):
// each report runs as a durable job (ADR 0031) and writes an XLSX file kept in the database.

/** The report names the calls take; the NVGA-2.0 wasactie status report is NvgaWasactieStatusReport. */
export const reportNameSchema = z.enum(['CertifiedAfdDefinitionsReport', 'NvgaWasactieStatusReport', 'StudioAfdElementUsageReport']);
export type ReportNameValue = z.infer<typeof reportNameSchema>;

/** `?reportName=` of the status and file-list calls. */
export const reportNameQuerySchema = z.object({ reportName: reportNameSchema });

/** `GET /api/afdreports/reportfile?reportName&fileName`. */
export const reportFileQuerySchema = z.object({ reportName: reportNameSchema, fileName: z.string().min(1).max(200) });

/** One generated file (Report file info), newest first in the list. */
export const reportFileInfoSchema = z.object({
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** ISO date-time. */
  creationTime: z.string(),
  schemaCount: z.number().int(),
  failureCount: z.number().int(),
});
export type ReportFileInfo = z.infer<typeof reportFileInfoSchema>;
export const reportFileInfoListSchema = z.array(reportFileInfoSchema);

export const runtimeStatusSchema = z.enum(['Running', 'Completed', 'Failed', 'Canceled']);
export type RuntimeStatus = z.infer<typeof runtimeStatusSchema>;

/** How far a running background job is: items done of the total. */
export const jobProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A background job's run as the spec's Report status names it, without the report name. */
export const jobRunStatusSchema = z.object({
  /** The run's id. */
  instanceId: z.string(),
  createdTime: z.string(),
  lastUpdatedTime: z.string(),
  runtimeStatus: runtimeStatusSchema,
  /** Items (schemas, definitions) done of the total, while it runs; null before it has counted them. */
  progress: jobProgressSchema.nullable(),
  /** Why it failed, in Dutch; null otherwise. */
  error: z.string().nullable(),
  /**
   * Running, but no instance works on it now: the one running it stopped saying it is alive
   * (killed, hung) or handed it back when it stopped. Another instance, or the same one after its
   * restart, takes it up again by itself (ADR 0055).
   */
  interrupted: z.boolean(),
});
export type JobRunStatus = z.infer<typeof jobRunStatusSchema>;

/** The newest run of a report (Report status), with how far it is while it runs. */
export const reportStatusSchema = z.object({ name: reportNameSchema, ...jobRunStatusSchema.shape });
export type ReportStatus = z.infer<typeof reportStatusSchema>;
/** `GET /api/afdreports/status`: null when the report never ran. */
export const reportStatusOrNoneSchema = reportStatusSchema.nullable();

/** `POST /api/afdreports/httptrigger`: which report, and for the definition reports a path filter. */
export const reportTriggerSchema = z.object({
  reportName: reportNameSchema,
  afdDefinitionsFilter: z.object({ pathFilter: z.string().max(500) }).nullable().optional(),
});
export type ReportTrigger = z.infer<typeof reportTriggerSchema>;

/** `POST /api/afdreports/terminate`: stops the running report of this name. */
export const reportTerminateSchema = z.object({ reportName: reportNameSchema });
