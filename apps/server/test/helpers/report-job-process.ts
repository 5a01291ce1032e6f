import { openDatabase } from '../../src/db/open-database.ts';
import { CertificationPool } from '../../src/jobs/certification-pool.ts';
import { DurableJobs } from '../../src/jobs/durable/durable-jobs.ts';
import { REPORT_JOB_KIND, reportJobKind } from '../../src/modules/reports/report-job.ts';

// A server instance reduced to its job worker, as a process the two-instance test can kill: it
// starts the NVGA report itself (so this instance holds it), slowed to a second per definition,
// and prints its instance id. Environment: DATABASE_URL, INSTANCE_ID.

const url = process.env.DATABASE_URL;
const instanceId = process.env.INSTANCE_ID ?? 'killed-instance';
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url });
const jobs = new DurableJobs({ database, heartbeatMs: 200, staleAfterMs: 2_000, pollingIntervalSeconds: 0.5, instanceId });
jobs.define(reportJobKind({ database, pool: new CertificationPool({ size: 1 }), stepDelayMs: 1_000 }));
await jobs.start();
const run = await jobs.enqueue(REPORT_JOB_KIND, 'NvgaWasactieStatusReport', { reportName: 'NvgaWasactieStatusReport', pathFilter: null });
process.stdout.write(`${JSON.stringify({ runId: run.id, instanceId })}\n`);
