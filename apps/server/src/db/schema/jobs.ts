import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs } from './blobs.ts';
import { createdAt } from './columns.ts';

// Durable background jobs (ADR 0031): pg-boss, in its own schema `pgboss`, hands a job to exactly
// one instance; this table is what the screens read (the spec's Report status) and what decides
// which attempt may finish it. Report files are the reports' results (ADR 0032).

/** A run's status as the spec names it (Report status.runtimeStatus). */
export const jobRunStatuses = ['Running', 'Completed', 'Failed', 'Canceled'] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];

export const jobRuns = pgTable(
  'job_runs',
  {
    /** Also the pg-boss job's id. */
    id: uuid().primaryKey(),
    /** The job kind (its pg-boss queue), e.g. 'afd-report'. */
    kind: text().notNull(),
    /** What runs, e.g. the report name; at most one run of a name is Running at a time. */
    name: text().notNull(),
    status: text({ enum: jobRunStatuses }).notNull().default('Running'),
    input: jsonb().notNull(),
    /** Counts the claims: only the attempt that holds the current number may report or finish. */
    attempt: integer().notNull().default(0),
    /** The server instance running it now; null while it waits (queued, or released for a retry). */
    instanceId: text(),
    progressDone: integer(),
    progressTotal: integer(),
    result: jsonb(),
    /** Why it failed, in Dutch, for the screen. */
    error: text(),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    /** The running instance writes it every few seconds; a stale one means that instance is gone. */
    heartbeatAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_runs_one_running_per_name').on(t.name).where(sql`${t.status} = 'Running'`),
    index('job_runs_name_created_idx').on(t.name, t.createdAt),
  ],
);

/** The XLSX files the reports wrote (Report file info), their content in `blobs`. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportName: text().notNull(),
    fileName: text().notNull(),
    blobId: uuid()
      .notNull()
      .references(() => blobs.id, { onDelete: 'restrict' }),
    schemaCount: integer().notNull(),
    failureCount: integer().notNull(),
    jobRunId: uuid().references(() => jobRuns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_files_report_file_key').on(t.reportName, t.fileName), index('report_files_report_created_idx').on(t.reportName, t.createdAt)],
);
