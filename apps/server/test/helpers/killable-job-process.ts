import { openDatabase } from '../../src/db/open-database.ts';
import { CertificationPool } from '../../src/jobs/certification-pool.ts';
import { DurableJobs } from '../../src/jobs/durable/durable-jobs.ts';
import { REPORT_JOB_KIND, reportJobKind } from '../../src/modules/reports/report-job.ts';
import { REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME, revalidationJobKind } from '../../src/modules/revalidation/revalidation-job.ts';

// A server instance reduced to its job workers, as a process the two-instance test can kill: it
// starts a job itself (so this instance holds it) — the NVGA report, or Hervalideer with
// JOB=revalidation —, slowed by STEP_DELAY_MS (default a second) per item, and prints the run's id.
// Environment: DATABASE_URL, INSTANCE_ID, JOB, STEP_DELAY_MS.

const url = process.env.DATABASE_URL;
const instanceId = process.env.INSTANCE_ID ?? 'killed-instance';
const stepDelayMs = Number(process.env.STEP_DELAY_MS ?? 1_000);
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url });
const pool = new CertificationPool({ size: 1 });
const jobs = new DurableJobs({ database, heartbeatMs: 200, staleAfterMs: 2_000, pollingIntervalSeconds: 0.5, instanceId });
jobs.define(reportJobKind({ database, pool, stepDelayMs }));
jobs.define(revalidationJobKind({ database, pool, stepDelayMs }));
await jobs.start();
const run =
  process.env.JOB === 'revalidation'
    ? await jobs.enqueue(REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME, {})
    : await jobs.enqueue(REPORT_JOB_KIND, 'NvgaWasactieStatusReport', { reportName: 'NvgaWasactieStatusReport', pathFilter: null });
process.stdout.write(`${JSON.stringify({ runId: run.id, instanceId })}\n`);
