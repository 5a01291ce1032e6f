import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { jobRuns, reportFiles } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/demo/demo-seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// docs/platform.md 'Scale beyond one machine', issue 15 point 2: two app instances on one
// PostgreSQL run a report job and a Hervalideer job exactly once; a job whose instance is killed
// (SIGKILL, mid-run) is picked up by another instance and completed once — never lost, never
// completed twice.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('two-instances.test.ts skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL server shared by two instances)');

const until = async (check: () => Promise<boolean>, timeoutMs = 45_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
};

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  let shared: Database;
  let secondConnection: Database;
  let url: string;
  let first: TestApp;
  let second: TestApp;
  let matrix: RoleMatrix;
  const env = { JOB_HEARTBEAT_MS: '200', JOB_STALE_AFTER_MS: '2000' };

  const runOf = async (id: string) => (await shared.db.select().from(jobRuns).where(eq(jobRuns.id, id)))[0];
  const filesOf = (id: string) => shared.db.select().from(reportFiles).where(eq(reportFiles.jobRunId, id));

  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    url = ((shared.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    secondConnection = await openDatabase({ kind: 'postgres', url });
    const config = (await import('../../src/config.ts')).loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false' });
    await seedDemoData(shared.db, config, () => undefined);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondConnection?.close();
    await shared?.close();
  });

  const pgBossStateOf = async (runId: string) => {
    const jobs = await shared.db.execute(sql`select state from pgboss.job where id = ${runId}`);
    return (jobs as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
  };

  /**
   * Starts a job in a process of its own, waits until that process holds the run and is busy with
   * it, then kills it (SIGKILL: no shutdown, no release). Answers the run's id.
   */
  const startAndKill = async (env: Record<string, string>, busy: (run: NonNullable<Awaited<ReturnType<typeof runOf>>>) => boolean) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/killable-job-process.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: url, INSTANCE_ID: 'killed-instance', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await until(async () => out.includes('runId'));
    const { runId } = JSON.parse(out.trim().split('\n')[0] ?? '{}') as { runId: string };
    await until(async () => {
      const run = await runOf(runId);
      return run?.instanceId === 'killed-instance' && busy(run);
    });
    child.kill('SIGKILL');
    await exited;
    expect(await runOf(runId)).toMatchObject({ status: 'Running', attempt: 1, instanceId: 'killed-instance' });
    return runId;
  };

  it('picks up the report of an instance killed mid-run and completes it once', async () => {
    const runId = await startAndKill({}, (run) => (run.progressDone ?? 0) >= 1);

    // Two app instances come up; the killed instance's heartbeat goes stale and one of them takes over.
    first = await buildTestApp({ engine: 'postgres', database: shared, env });
    second = await buildTestApp({ engine: 'postgres', database: secondConnection, env });
    await until(async () => (await runOf(runId))?.status === 'Completed');
    const run = await runOf(runId);
    expect(run?.attempt).toBe(2);
    expect(await filesOf(runId)).toHaveLength(1);
  });

  it('runs a report triggered on one instance exactly once, whichever instance takes it', async () => {
    matrix = await createRoleMatrix(first);
    const started = await matrix.as('administrator', { method: 'POST', url: '/api/afdreports/httptrigger', payload: { reportName: 'StudioAfdElementUsageReport', afdDefinitionsFilter: null } });
    expect(started.statusCode).toBe(202);
    const runId = started.json().instanceId as string;
    // The other instance sees the same status.
    const statusOnSecond = await second.app.inject({ method: 'GET', url: '/api/afdreports/status?reportName=StudioAfdElementUsageReport', headers: matrix.headers('administrator') });
    expect(statusOnSecond.json()).toMatchObject({ instanceId: runId });
    await until(async () => (await runOf(runId))?.status === 'Completed');
    // Give both instances time to poll again: nobody runs it a second time.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await runOf(runId)).toMatchObject({ status: 'Completed', attempt: 1 });
    expect(await filesOf(runId)).toHaveLength(1);
    expect(await pgBossStateOf(runId)).toEqual(['completed']);
  });

  it('runs a Hervalideer started on one instance exactly once, and both instances show its result', async () => {
    const started = await matrix.as('administrator', { method: 'POST', url: '/api/OrganisationSchemas/Revalidate/start' });
    expect(started.statusCode).toBe(202);
    const runId = started.json().run.instanceId as string;
    const refused = await second.app.inject({ method: 'POST', url: '/api/OrganisationSchemas/Revalidate/start', headers: matrix.headers('administrator') });
    expect(refused.statusCode).toBe(409);
    await until(async () => (await runOf(runId))?.status === 'Completed');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await runOf(runId)).toMatchObject({ status: 'Completed', attempt: 1 });
    expect(await pgBossStateOf(runId)).toEqual(['completed']);
    expect(await shared.db.$count(jobRuns, eq(jobRuns.name, 'Hervalideer'))).toBe(1);
    for (const instance of [first, second]) {
      const status = await instance.app.inject({ method: 'GET', url: '/api/OrganisationSchemas/Revalidate/status', headers: matrix.headers('administrator') });
      expect(status.json()).toMatchObject({ run: { instanceId: runId, runtimeStatus: 'Completed' }, lastResult: { instanceId: runId, invalidSchemas: [] } });
    }
  });

  it('picks up the Hervalideer of an instance killed mid-run and completes it once', async () => {
    // Only the process to be killed may take the run: the two instances come (back) after the kill.
    await first.close();
    await second.close();
    const runId = await startAndKill({ JOB: 'revalidation', STEP_DELAY_MS: '3000' }, (run) => run.progressTotal !== null);
    first = await buildTestApp({ engine: 'postgres', database: shared, env });
    second = await buildTestApp({ engine: 'postgres', database: secondConnection, env });
    await until(async () => (await runOf(runId))?.status === 'Completed');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await runOf(runId)).toMatchObject({ status: 'Completed', attempt: 2 });
    expect(await pgBossStateOf(runId)).toEqual(['completed']);
    const status = await second.app.inject({ method: 'GET', url: '/api/OrganisationSchemas/Revalidate/status', headers: matrix.headers('administrator') });
    expect(status.json()).toMatchObject({ run: { instanceId: runId, runtimeStatus: 'Completed', error: null }, lastResult: { instanceId: runId, invalidSchemas: [] } });
  });
});
