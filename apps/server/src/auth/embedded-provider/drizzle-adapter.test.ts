import { eq } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';
import { drizzleAdapter, pruneExpiredPayloads } from './drizzle-adapter.ts';

describe.each(testEngines)('oidc-provider storage in the database on %s', (engine) => {
  let database: Database;
  let adapterFor: ReturnType<typeof drizzleAdapter>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    adapterFor = drizzleAdapter(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds a stored payload by id, and only under its own kind', async () => {
    const payload: AdapterPayload = { accountId: 'abc', clientId: 'portal', kind: 'AccessToken', jti: 'token-1' };
    await adapterFor('AccessToken').upsert('token-1', payload, 60);
    expect(await adapterFor('AccessToken').find('token-1')).toEqual(payload);
    expect(await adapterFor('RefreshToken').find('token-1')).toBeUndefined();
  });

  it('replaces a payload saved again under the same id', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'b' }, 60);
    expect(await sessions.find('session-1')).toMatchObject({ accountId: 'b' });
  });

  it('finds a session by its uid', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('session-2', { uid: 'uid-2', accountId: 'c' }, 60);
    expect(await sessions.findByUid('uid-2')).toMatchObject({ accountId: 'c' });
    expect(await sessions.findByUid('uid-unknown')).toBeUndefined();
  });

  it('finds a payload by its user code', async () => {
    await adapterFor('DeviceCode').upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('marks a consumed code with the time of consumption', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'grant-1' }, 60);
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('destroys a payload', async () => {
    const tokens = adapterFor('AccessToken');
    await tokens.upsert('token-2', { grantId: 'grant-2' }, 60);
    await tokens.destroy('token-2');
    expect(await tokens.find('token-2')).toBeUndefined();
  });

  it('revokes everything of one kind issued under a grant, and nothing else', async () => {
    await adapterFor('AccessToken').upsert('token-3', { grantId: 'grant-3' }, 60);
    await adapterFor('AccessToken').upsert('token-4', { grantId: 'grant-3' }, 60);
    await adapterFor('AccessToken').upsert('token-5', { grantId: 'grant-other' }, 60);
    await adapterFor('RefreshToken').upsert('refresh-3', { grantId: 'grant-3' }, 60);
    await adapterFor('AccessToken').revokeByGrantId('grant-3');
    expect(await adapterFor('AccessToken').find('token-3')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('token-4')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('token-5')).toBeDefined();
    await adapterFor('RefreshToken').revokeByGrantId('grant-3');
    expect(await adapterFor('RefreshToken').find('refresh-3')).toBeUndefined();
  });

  it('no longer finds an expired payload, and prunes it', async () => {
    await database.db.insert(oidcPayloads).values({
      kind: 'Interaction',
      id: 'old',
      payload: { uid: 'old' },
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await adapterFor('Interaction').find('old')).toBeUndefined();
    await pruneExpiredPayloads(database.db);
    expect(await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'old'))).toHaveLength(0);
  });

  it('keeps a payload without expiry', async () => {
    await adapterFor('Grant').upsert('grant-forever', { accountId: 'x' });
    await pruneExpiredPayloads(database.db);
    expect(await adapterFor('Grant').find('grant-forever')).toMatchObject({ accountId: 'x' });
  });
});
