import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/demo/demo-seed.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// The afdreports calls (spec 000 §7) on the demo data: who may call them, what bad input gets, and
// each report run as a durable job to Completed with its XLSX file.

const until = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
};

const adminOnly = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };

describe.each(testEngines)('/api/afdreports on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { JOB_HEARTBEAT_MS: '200', JOB_STALE_AFTER_MS: '2000' } });
    await seedDemoData(testApp.database.db, testApp.config, () => undefined);
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => matrix.as('administrator', { method, url, ...(payload ? { payload } : {}) });
  const statusOf = async (reportName: string) => (await admin('GET', `/api/afdreports/status?reportName=${reportName}`)).json();
  const runToCompletion = async (reportName: string, pathFilter: string | null = null) => {
    const started = await admin('POST', '/api/afdreports/httptrigger', { reportName, afdDefinitionsFilter: pathFilter === null ? null : { pathFilter } });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ name: reportName, runtimeStatus: 'Running' });
    await until(async () => (await statusOf(reportName))?.runtimeStatus !== 'Running');
    expect(await statusOf(reportName)).toMatchObject({ runtimeStatus: 'Completed', instanceId: started.json().instanceId, progress: null, error: null });
    const [newest] = (await admin('GET', `/api/afdreports/reportfiles-info?reportName=${reportName}`)).json();
    return newest as { fileName: string; fileSize: number; creationTime: string; schemaCount: number; failureCount: number };
  };
  const sheetRows = async (reportName: string, fileName: string) => {
    const download = await admin('GET', `/api/afdreports/reportfile?reportName=${reportName}&fileName=${encodeURIComponent(fileName)}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toContain(fileName);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('are for administrators only', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/afdreports/status?reportName=NvgaWasactieStatusReport' })).toEqual({ ...adminOnly, administrator: 200 });
    expect(await matrix.statuses({ method: 'GET', url: '/api/afdreports/reportfiles-info?reportName=NvgaWasactieStatusReport' })).toEqual({ ...adminOnly, administrator: 200 });
    expect(await matrix.statuses({ method: 'GET', url: '/api/afdreports/reportfile?reportName=NvgaWasactieStatusReport&fileName=x.xlsx' })).toEqual({ ...adminOnly, administrator: 404 });
    expect(await matrix.statuses({ method: 'POST', url: '/api/afdreports/terminate', payload: { reportName: 'NvgaWasactieStatusReport' } })).toEqual({ ...adminOnly, administrator: 404 });
    const trigger = { method: 'POST' as const, url: '/api/afdreports/httptrigger', payload: { reportName: 'NvgaWasactieStatusReport', afdDefinitionsFilter: { pathFilter: 'niemand/' } } };
    const refused = { ...adminOnly } as Record<string, number>;
    for (const actor of Object.keys(adminOnly) as (keyof typeof adminOnly)[]) refused[actor] = (await matrix.as(actor, trigger)).statusCode;
    expect(refused).toEqual(adminOnly);
  });

  it('answers no status and no files for a report that never ran', async () => {
    expect((await admin('GET', '/api/afdreports/status?reportName=CertifiedAfdDefinitionsReport')).json()).toBeNull();
    expect((await admin('GET', '/api/afdreports/reportfiles-info?reportName=CertifiedAfdDefinitionsReport')).json()).toEqual([]);
  });

  it('refuses an unknown report name and incomplete input with 400 and a Dutch problem', async () => {
    for (const response of [
      await admin('GET', '/api/afdreports/status?reportName=Onbekend'),
      await admin('GET', '/api/afdreports/reportfiles-info'),
      await admin('GET', '/api/afdreports/reportfile?reportName=NvgaWasactieStatusReport'),
      await admin('POST', '/api/afdreports/httptrigger', { reportName: 'Onbekend', afdDefinitionsFilter: null }),
      await admin('POST', '/api/afdreports/httptrigger', { afdDefinitionsFilter: { pathFilter: 'x' } }),
      await admin('POST', '/api/afdreports/terminate', {}),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers 404 for a file that does not exist and for stopping a report that does not run', async () => {
    const file = await admin('GET', '/api/afdreports/reportfile?reportName=StudioAfdElementUsageReport&fileName=bestaat-niet.xlsx');
    expect(file.statusCode).toBe(404);
    expect(file.json().detail).toBe("Het rapportage-bestand 'bestaat-niet.xlsx' bestaat niet.");
    const stop = await admin('POST', '/api/afdreports/terminate', { reportName: 'StudioAfdElementUsageReport' });
    expect(stop.json().detail).toBe('Er wordt geen rapportage StudioAfdElementUsageReport gegenereerd.');
  });

  it('generates the certified-definitions report for the path filter: the demo schema, still certifying, with its publication data', async () => {
    const file = await runToCompletion('CertifiedAfdDefinitionsReport', 'polderzeker/');
    expect(file.failureCount).toBe(0);
    expect(file.fileName).toMatch(/^CertifiedAfdDefinitionsReport-\d{8}-\d{6}\.xlsx$/);
    expect(file.fileSize).toBeGreaterThan(1000);
    const rows = await sheetRows('CertifiedAfdDefinitionsReport', file.fileName);
    expect(rows[0]?.slice(0, 4)).toEqual(['Pad', 'Organisatie', 'Baseline', 'Naam']);
    expect(rows).toHaveLength(file.schemaCount + 1);
    expect(rows.slice(1).every((row) => row[1] === 'Polderzeker')).toBe(true);
    const demo = rows.find((row) => row[3] === 'Polderzeker-Autoverzekering');
    expect(demo?.slice(4, 8)).toEqual([1, 'Upload', 'Ja', 'Ja']);
    expect(demo?.[10]).toBe('Ja');
  });

  it('answers a stop that reaches a run that already completed with that run, not a failure (issue 30)', async () => {
    await runToCompletion('NvgaWasactieStatusReport');
    const done = await statusOf('NvgaWasactieStatusReport');
    const stop = await admin('POST', '/api/afdreports/terminate', { reportName: 'NvgaWasactieStatusReport' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ runtimeStatus: 'Completed', instanceId: done.instanceId });
    expect(await statusOf('NvgaWasactieStatusReport')).toMatchObject({ runtimeStatus: 'Completed', instanceId: done.instanceId });
  });

  it('generates the NVGA-2.0 wasactie status per definition: the one on an older library is not on the latest', async () => {
    const file = await runToCompletion('NvgaWasactieStatusReport');
    expect(file.schemaCount).toBe(4);
    const rows = await sheetRows('NvgaWasactieStatusReport', file.fileName);
    expect(rows[0]).toEqual(['Definitie', 'AFD-versie', 'Op actuele bibliotheek', 'Certificeert tegen actuele bibliotheek', 'Bevindingen']);
    expect(rows.slice(1).map((row) => row[2])).toContain('Nee');
    expect(rows.slice(1).map((row) => row[2])).toContain('Ja');
  });

  it('generates the element usage report: catalogue elements with the definitions that select them', async () => {
    const file = await runToCompletion('StudioAfdElementUsageReport');
    expect(file).toMatchObject({ schemaCount: 4, failureCount: 0 });
    const rows = await sheetRows('StudioAfdElementUsageReport', file.fileName);
    const used = rows.slice(1).filter((row) => typeof row[3] === 'number' && row[3] > 0);
    expect(used.length).toBeGreaterThan(0);
    expect(String(used[0]?.[4])).toMatch(/^(Polderzeker|Assurantiekantoor-Dijkstra)\//);
  });

  it('refuses to start a report while it runs, and stops it on request, keeping no file', async () => {
    const before = (await admin('GET', '/api/afdreports/reportfiles-info?reportName=CertifiedAfdDefinitionsReport')).json().length;
    const started = await admin('POST', '/api/afdreports/httptrigger', { reportName: 'CertifiedAfdDefinitionsReport', afdDefinitionsFilter: null });
    expect(started.statusCode).toBe(202);
    const again = await admin('POST', '/api/afdreports/httptrigger', { reportName: 'CertifiedAfdDefinitionsReport', afdDefinitionsFilter: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('De rapportage CertifiedAfdDefinitionsReport wordt al gegenereerd. Wacht tot deze klaar is of stop deze.');
    const stopped = await admin('POST', '/api/afdreports/terminate', { reportName: 'CertifiedAfdDefinitionsReport' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ runtimeStatus: 'Canceled', instanceId: started.json().instanceId });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusOf('CertifiedAfdDefinitionsReport')).toMatchObject({ runtimeStatus: 'Canceled' });
    expect((await admin('GET', '/api/afdreports/reportfiles-info?reportName=CertifiedAfdDefinitionsReport')).json()).toHaveLength(before);
  });
});
