import type { RevalidationStatus } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { CertificationPool } from '../../jobs/certification-pool.ts';
import {
  certificationRowCounts,
  corpus,
  certifyValidCorpusSchema,
  insertMismatchingLibrary,
  startCertificationTestApp,
  type CertificationFixture,
} from '../../shared/testing/certification.fixture.ts';
import { revalidateAll } from './revalidation.service.ts';

describe.each(testEngines)('POST /api/OrganisationSchemas/Revalidate on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;

  beforeAll(async () => {
    // A short pause per schema keeps a run Running long enough to be refused a second start and watched.
    ({ testApp, matrix, fixture } = await startCertificationTestApp(engine, { JOB_STEP_DELAY_MS: '300', JOB_HEARTBEAT_MS: '200' }));
  });
  afterAll(() => testApp.close());

  const certify = async (baseline: number, name: string) => {
    await certifyValidCorpusSchema(matrix, fixture, name, { baseline });
  };
  const revalidate = () => matrix.as('administrator', { method: 'POST', url: '/api/OrganisationSchemas/Revalidate' });
  const start = () => matrix.as('administrator', { method: 'POST', url: '/api/OrganisationSchemas/Revalidate/start' });
  const status = async () => (await matrix.as('administrator', { method: 'GET', url: '/api/OrganisationSchemas/Revalidate/status' })).json() as RevalidationStatus;
  const runsOfHervalideer = () => testApp.database.db.$count(jobRuns, eq(jobRuns.name, 'Hervalideer'));
  const until = async (check: () => Promise<boolean>) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) if (await check()) return;
    throw new Error('condition not met in time');
  };
  const untilFinished = () => until(async () => (await status()).run?.runtimeStatus !== 'Running');
  const adminOnly = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };

  it('answers no run and no result before Hervalideer first ran', async () => {
    expect(await status()).toEqual({ run: null, lastResult: null });
  });

  it('is for administrators only', async () => {
    expect(await matrix.statuses({ method: 'POST', url: '/api/OrganisationSchemas/Revalidate' })).toEqual({ ...adminOnly, administrator: 200 });
    expect(await matrix.statuses({ method: 'GET', url: '/api/OrganisationSchemas/Revalidate/status' })).toEqual({ ...adminOnly, administrator: 200 });
    expect(await matrix.statuses({ method: 'POST', url: '/api/OrganisationSchemas/Revalidate/start' })).toEqual({ ...adminOnly, administrator: 202 });
    await untilFinished();
  });

  it('answers an empty list while every schema still validates', async () => {
    await certify(0, 'Motor');
    await certify(1, 'Woning');
    const response = await revalidate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists a schema that no longer validates against the current library of its baseline, with its messages, and writes nothing', async () => {
    const { baselines } = corpus();
    // A new upload of baseline 0 that has a different structure: the motor schema no longer fits.
    await insertMismatchingLibrary(testApp.database, fixture);

    const before = await certificationRowCounts(testApp.database);
    const response = await revalidate();
    expect(await certificationRowCounts(testApp.database)).toEqual(before);
    const results = response.json() as { organisation: string; name: string; certificationArea: string; messageList: { severity: number }[] }[];
    expect(results.map((result) => result.name)).toEqual(['Motor']);
    const [motor] = results;
    expect(motor).toMatchObject({ organisation: matrix.ownOrganisation.name, certificationArea: baselines[0]?.key.certificationArea });
    expect(motor?.messageList.some((message) => message.severity === 1)).toBe(true);
  });

  it('starts a run that answers at once, refuses a second start while it runs, shows its progress and keeps what it found as the last result', async () => {
    const before = await status();
    const started = await start();
    expect(started.statusCode).toBe(202);
    const answered = started.json() as RevalidationStatus;
    expect(answered.run).toMatchObject({ runtimeStatus: 'Running', error: null });
    // Until the new run completes, the last result is the previous run's.
    expect(answered.lastResult).toEqual(before.lastResult);

    const again = await start();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ title: 'Hervalidatie loopt al', detail: 'De hervalidatie loopt al. Wacht tot deze klaar is.' });

    await until(async () => (await status()).run?.progress?.total === 2);
    expect((await status()).run?.progress?.done).toBeLessThan(2);
    await untilFinished();
    const finished = await status();
    expect(finished.run).toMatchObject({ instanceId: answered.run?.instanceId, runtimeStatus: 'Completed', progress: null, error: null });
    expect(finished.lastResult?.instanceId).toBe(answered.run?.instanceId);
    expect(finished.lastResult?.invalidSchemas.map((result) => result.name)).toEqual(['Motor']);
    expect(finished.lastResult?.invalidSchemas[0]?.messageList.some((message) => message.severity === 1)).toBe(true);
  });

  it("answers the spec's call with the result of the run already running instead of starting another", async () => {
    const runs = await runsOfHervalideer();
    const started = (await start()).json() as RevalidationStatus;
    const response = await revalidate();
    expect(response.statusCode).toBe(200);
    expect(await runsOfHervalideer()).toBe(runs + 1);
    const { lastResult } = await status();
    expect(lastResult?.instanceId).toBe(started.run?.instanceId);
    expect(response.json()).toEqual(lastResult?.invalidSchemas);
  });

  it('lists a schema whose check ran past the worker time limit as not revalidated, and still answers for the others', async () => {
    const pool = new CertificationPool({ size: 1, taskTimeoutMs: 1 });
    try {
      const results = await revalidateAll(testApp.database.db, pool);
      expect(results.map((result) => result.name).sort()).toEqual(['Motor', 'Woning']);
      for (const result of results) {
        expect(result.messageList).toEqual([{ severity: 1, message: 'Controle afgebroken', description: 'De controle duurde te lang en is afgebroken.' }]);
      }
    } finally {
      await pool.close();
    }
  });
});
