import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { mailOutbox } from '../../db/schema/index.ts';

describe.each(testEngines)('mail outbox API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await testApp.database.db.insert(mailOutbox).values([
      { recipient: 'oud@portaal.test', subject: 'Oudste', body: 'x', reason: 'manual-certification.requested', createdAt: minutesAgo(30), sentAt: minutesAgo(29), attempts: 1 },
      { recipient: 'mislukt@portaal.test', subject: 'Mislukt', body: 'x', reason: 'manual-certification.requested', createdAt: minutesAgo(20), attempts: 3, lastError: '550 Mailbox onbekend' },
      { recipient: 'nieuw@portaal.test', subject: 'Nieuwste', body: 'geheim', reason: 'schema-issue.created', createdAt: minutesAgo(10) },
    ]);
  });
  afterAll(() => testApp.close());

  const url = '/api/MailOutbox';

  it('is readable by administrators only', async () => {
    expect(await matrix.statuses({ method: 'GET', url })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
  });

  it('answers the recent rows newest first, with sent time, attempts and last error, without the body', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Record<string, unknown>[];
    expect(entries.map((entry) => entry.subject)).toEqual(['Nieuwste', 'Mislukt', 'Oudste']);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      recipient: 'nieuw@portaal.test',
      subject: 'Nieuwste',
      reason: 'schema-issue.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(entries[1]).toMatchObject({ sentAt: null, attempts: 3, lastError: '550 Mailbox onbekend' });
    expect(entries[2]?.sentAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('limits the list', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: `${url}?limit=2` });
    expect((response.json() as unknown[]).length).toBe(2);
  });

  it('refuses a bad limit with a Dutch message', async () => {
    for (const limit of ['0', '1001', 'veel']) {
      const response = await matrix.as('administrator', { method: 'GET', url: `${url}?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/[a-z]/);
      expect(JSON.stringify(response.json())).not.toMatch(/Too (big|small)|Invalid input|expected/i);
    }
  });
});
