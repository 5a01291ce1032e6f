import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../src/db/schema/index.ts';
import { claimRun, insertRun, releaseRun, touchRun } from '../../src/jobs/durable/job-runs.repository.ts';
import { REPORT_JOB_KIND } from '../../src/modules/reports/report-job.ts';
import { REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME } from '../../src/modules/revalidation/revalidation-job.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// ADR 0055: a report or Hervalideer whose instance stopped (killed mid-run, or handed back when it
// stopped) shows as Running at its last progress until another instance takes it over. Its status
// says it is interrupted once the heartbeat missed three beats, so the screen can say it resumes.
// The run here is held by an instance that is not there ('gestopte-instantie': it was claimed in the
// database, no process works on it); the app's sweep waits ten minutes, so nothing takes it over.

describe.each(testEngines)('an interrupted run in the status on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { JOB_HEARTBEAT_MS: '200', JOB_STALE_AFTER_MS: '600000' } });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const get = async (url: string) => (await matrix.as('administrator', { method: 'GET', url })).json();
  /** A run a now absent instance claimed and got 1 of 3 items into. */
  const runHeldByAGoneInstance = async (kind: string, name: string, input: unknown) => {
    const { db } = testApp.database;
    const run = await insertRun(db, { id: crypto.randomUUID(), kind, name, input });
    await claimRun(db, run.id, 'gestopte-instantie');
    await touchRun(db, run.id, 1, { done: 1, total: 3 });
    return run.id;
  };
  const heartbeatAgo = (id: string, ms: number) =>
    testApp.database.db
      .update(jobRuns)
      .set({ heartbeatAt: sql`now() - (${ms} * interval '1 millisecond')` })
      .where(eq(jobRuns.id, id));

  it('a report: not interrupted while its heartbeat is fresh, interrupted with its progress once it missed three beats, and once handed back', async () => {
    const id = await runHeldByAGoneInstance(REPORT_JOB_KIND, 'NvgaWasactieStatusReport', { reportName: 'NvgaWasactieStatusReport', pathFilter: null });
    const status = () => get('/api/afdreports/status?reportName=NvgaWasactieStatusReport');
    expect(await status()).toMatchObject({ instanceId: id, runtimeStatus: 'Running', progress: { done: 1, total: 3 }, interrupted: false });
    await heartbeatAgo(id, 300); // fewer than three beats of 200 ms
    expect(await status()).toMatchObject({ runtimeStatus: 'Running', interrupted: false });
    await heartbeatAgo(id, 700);
    expect(await status()).toMatchObject({ instanceId: id, runtimeStatus: 'Running', progress: { done: 1, total: 3 }, interrupted: true });

    // Handed back when its instance stopped: no instance holds it, it waits for the next.
    await claimRun(testApp.database.db, id, 'gestopte-instantie');
    expect(await status()).toMatchObject({ interrupted: false });
    await releaseRun(testApp.database.db, id, 2);
    expect(await status()).toMatchObject({ runtimeStatus: 'Running', interrupted: true });

    const stopped = await matrix.as('administrator', { method: 'POST', url: '/api/afdreports/terminate', payload: { reportName: 'NvgaWasactieStatusReport' } });
    expect(stopped.json()).toMatchObject({ runtimeStatus: 'Canceled', interrupted: false });
    expect(await status()).toMatchObject({ runtimeStatus: 'Canceled', interrupted: false });
  });

  it('a report just started, not yet taken by an instance, is not interrupted', async () => {
    const run = await insertRun(testApp.database.db, { id: crypto.randomUUID(), kind: REPORT_JOB_KIND, name: 'CertifiedAfdDefinitionsReport', input: {} });
    expect(await get('/api/afdreports/status?reportName=CertifiedAfdDefinitionsReport')).toMatchObject({ instanceId: run.id, runtimeStatus: 'Running', interrupted: false });
  });

  it('Hervalideer: its status says the run is interrupted once the heartbeat missed three beats', async () => {
    const id = await runHeldByAGoneInstance(REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME, {});
    const status = () => get('/api/OrganisationSchemas/Revalidate/status');
    expect(await status()).toMatchObject({ run: { instanceId: id, runtimeStatus: 'Running', interrupted: false } });
    await heartbeatAgo(id, 700);
    expect(await status()).toMatchObject({ run: { instanceId: id, runtimeStatus: 'Running', progress: { done: 1, total: 3 }, interrupted: true } });
  });
});
