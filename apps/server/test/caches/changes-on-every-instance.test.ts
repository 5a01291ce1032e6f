import type { PublishedRegister, PublishedSchema, UserUpdate } from '@afd/contracts';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeNoticesApplicationName } from '../../src/db/change-notices.ts';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { organisationSchemas, users } from '../../src/db/schema/index.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { corpusSchema, insertCertificationFixture, insertMismatchingLibrary, keyFields } from '../../src/shared/testing/certification.fixture.ts';
import { insertRegisterBaseline, insertRegisterSchema } from '../../src/shared/testing/register.fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type Actor, type RoleMatrix } from '../helpers/role-matrix.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// Issue 17 'What must hold' 2, ADR 0043: the register and signed-in callers are answered from
// per-instance caches, yet a publication change, a deactivation and a role change made through
// one instance count on the other at its very next call; so does a baseline replacement, though
// certification keeps libraries, baseline XSDs and catalogues in memory (by the ids of the newest
// library, which every check reads). On PostgreSQL two app instances, each
// with its own connections, share one database; on PGlite (one process) one instance is both.

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('changes-on-every-instance.test.ts: the two-instance case is skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL server shared by two instances)');

interface Instances {
  /** Where the change is made. */
  first: TestApp;
  /** Where it must show at once. */
  second: TestApp;
  close(): Promise<void>;
}

/** Both instances' notice connections listen (before that, nothing is served from memory and the test would prove nothing). */
async function untilListening(...databases: Database[]) {
  const deadline = Date.now() + 20_000;
  while (!databases.every((database) => database.changeNotices.live)) {
    if (Date.now() > deadline) throw new Error('change notices not live in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const setups: [string, () => Promise<Instances>][] = [
  [
    'one PGlite instance',
    async () => {
      const only = await buildTestApp({ engine: 'pglite' });
      return { first: only, second: only, close: () => only.close() };
    },
  ],
];
if (postgresUrl) {
  setups.push([
    'two instances on one PostgreSQL',
    async () => {
      const shared = await createTestDatabase('postgres');
      const url = ((shared.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
      const secondConnection = await openDatabase({ kind: 'postgres', url });
      const first = await buildTestApp({ engine: 'postgres', database: shared });
      const second = await buildTestApp({ engine: 'postgres', database: secondConnection });
      await untilListening(shared, secondConnection);
      return {
        first,
        second,
        close: async () => {
          await first.close();
          await second.close();
          await secondConnection.close();
          await shared.close();
        },
      };
    },
  ]);
}

describe.each(setups)('changes take effect at once on %s', (_name, setup) => {
  let instances: Instances;
  let matrix: RoleMatrix;
  let baselineId: string;

  beforeAll(async () => {
    instances = await setup();
    matrix = await createRoleMatrix(instances.first);
    const { database } = instances.first;
    baselineId = (await insertRegisterBaseline(database)).id;
    await insertRegisterSchema(database, { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baselineId, name: 'Al_Gepubliceerd' });
    await insertRegisterSchema(database, { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baselineId, name: 'Nog_Niet_Gepubliceerd', isPublished: false });
  }, 120_000);
  afterAll(() => instances?.close());

  const onSecond = (actor: Actor, url: string, headers: Record<string, string> = {}) =>
    instances.second.app.inject({ method: 'GET', url, headers: { ...headers, ...matrix.headers(actor) } });
  const onFirst = (actor: Actor, request: { method: 'PUT' | 'PATCH'; url: string; payload?: object }) =>
    instances.first.app.inject({ ...request, headers: matrix.headers(actor) });
  const columnUrl = () => `/api/PublishedSchemas/${matrix.ownOrganisation.name}/${baselineId}`;
  const ownCount = (register: PublishedRegister) =>
    register.organisations.find((organisation) => organisation.name === matrix.ownOrganisation.name)?.baselines[0]?.schemaCount ?? 0;
  const columnNames = async (actor: Actor) => ((await onSecond(actor, columnUrl())).json() as PublishedSchema[]).map((schema) => schema.name);
  const publish = (name: string, publish: boolean) =>
    onFirst('certifier', { method: 'PUT', url: `/api/OrganisationSchemas/${matrix.ownOrganisation.name}/${name}?publish=${publish}&download=${publish}` });

  /** The administrator's edit of a user as the user screen sends it, with `changes` applied. */
  const editUser = async (actor: Exclude<Actor, 'anonymous'>, changes: Partial<UserUpdate>) => {
    const [user] = await instances.first.database.db.select().from(users).where(eq(users.id, matrix.userIdOf(actor)));
    if (!user?.role) throw new Error(`no user for ${actor}`);
    const payload: UserUpdate = {
      oid: user.subject,
      initials: 'T.',
      prefix: '',
      surname: actor,
      telephoneNumber: '',
      organization: matrix.ownOrganisation.name,
      role: user.role,
      actief: user.actief ?? false,
      koatActief: user.koatActief ?? false,
      isKoatGebruiker: user.isKoatGebruiker,
      notifyOnAfdDefinitionsChange: false,
      notifyOnAfdDefinitionsMeldingen: false,
      isAfdDefinitionDownloader: false,
      isAfsMappingServiceGebruiker: false,
      authorizationsForAfdOnlineSamenstellen: [],
      ...changes,
    };
    const response = await onFirst('administrator', { method: 'PATCH', url: '/api/users', payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a publication and an unpublication on one instance show in the other one\'s register tree and column at once', async () => {
    const before = await onSecond('anonymous', '/api/PublishedSchemas');
    const etag = String(before.headers.etag);
    expect(ownCount(before.json() as PublishedRegister)).toBe(1);
    // The second instance now answers from memory: unchanged, it says so without the register.
    expect((await onSecond('anonymous', '/api/PublishedSchemas', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(await columnNames('anonymous')).toEqual(['Al_Gepubliceerd']);
    expect(await columnNames('validator')).toEqual(['Al_Gepubliceerd']);

    expect((await publish('Nog_Niet_Gepubliceerd', true)).statusCode).toBe(200);

    const after = await onSecond('anonymous', '/api/PublishedSchemas', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(ownCount(after.json() as PublishedRegister)).toBe(2);
    expect(await columnNames('anonymous')).toEqual(['Al_Gepubliceerd', 'Nog_Niet_Gepubliceerd']);
    expect(await columnNames('validator')).toEqual(['Al_Gepubliceerd', 'Nog_Niet_Gepubliceerd']);

    expect((await publish('Nog_Niet_Gepubliceerd', false)).statusCode).toBe(200);

    expect(ownCount((await onSecond('anonymous', '/api/PublishedSchemas')).json() as PublishedRegister)).toBe(1);
    expect(await columnNames('anonymous')).toEqual(['Al_Gepubliceerd']);
  });

  it('a baseline replaced on one instance is what the other certifies against at its next validation', async () => {
    const fixture = await insertCertificationFixture(instances.first.database);
    const key = fixture.keys[0];
    if (!key) throw new Error('the corpus has baselines');
    const { xsd } = corpusSchema('valid', 0);
    const validateOnSecond = async () => {
      const body = await multipartBody([{ name: 'afdSchema.xsd', content: xsd }], keyFields(key));
      const response = await instances.second.app.inject({ method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: { ...body.headers, ...matrix.headers('validator') } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { messages: { severity: number }[] }).messages.filter((message) => message.severity === 1);
    };
    // Twice: the second validation is checked against the library, XSD and catalogue the first left in memory.
    expect(await validateOnSecond()).toEqual([]);
    expect(await validateOnSecond()).toEqual([]);

    // The replacement's commit (a new current library for the key, as the baseline upload writes
    // it), here of another corpus baseline's structure, which the schema does not follow.
    await insertMismatchingLibrary(instances.first.database, fixture);

    expect((await validateOnSecond()).length).toBeGreaterThan(0);
  }, 120_000);

  it('a deactivation on one instance refuses the user on the other at their next call', async () => {
    const activeOnly = '/api/afd-definitions/publication-info/output-csv';
    // Twice: the second call is answered with the principal the first one left in memory.
    expect((await onSecond('validator', activeOnly)).statusCode).toBe(200);
    expect((await onSecond('validator', activeOnly)).statusCode).toBe(200);

    await editUser('validator', { actief: false });

    expect((await onSecond('validator', activeOnly)).statusCode).toBe(403);
    await editUser('validator', { actief: true });
    expect((await onSecond('validator', activeOnly)).statusCode).toBe(200);
  });

  it('a role change on one instance counts on the other at the user\'s next call', async () => {
    const asCertifier = () =>
      instances.second.app.inject({ method: 'PUT', url: `/api/OrganisationSchemas/${matrix.ownOrganisation.name}/Al_Gepubliceerd?publish=true&download=true`, headers: matrix.headers('certifier') });
    expect((await asCertifier()).statusCode).toBe(200);
    expect((await asCertifier()).statusCode).toBe(200);

    await editUser('certifier', { role: 'V' });

    expect((await asCertifier()).statusCode).toBe(403);
  });
});

describe.skipIf(!postgresUrl)('a lost notice connection on PostgreSQL', () => {
  let instances: Instances;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    const setup = setups.find(([name]) => name.includes('PostgreSQL'))?.[1];
    if (!setup) throw new Error('no PostgreSQL setup');
    instances = await setup();
    matrix = await createRoleMatrix(instances.first);
    const baselineId = (await insertRegisterBaseline(instances.first.database)).id;
    await insertRegisterSchema(instances.first.database, { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baselineId, name: 'Schema_Een' });
  }, 120_000);
  afterAll(() => instances?.close());

  const ownCount = async () => {
    const register = (await instances.second.app.inject({ method: 'GET', url: '/api/PublishedSchemas' })).json() as PublishedRegister;
    return register.organisations.find((organisation) => organisation.name === matrix.ownOrganisation.name)?.baselines[0]?.schemaCount ?? 0;
  };

  it('serves nothing from memory while it is down (a change made then shows at once), and caches again once it is back', async () => {
    expect(await ownCount()).toBe(1);
    // Cut every instance's listening connection, as a failover or a network cut would.
    await instances.first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${changeNoticesApplicationName} and datname = current_database()`,
    );
    // Nobody listens now: this change's notice is lost.
    await instances.first.database.db.update(organisationSchemas).set({ name: 'Schema_Een_Hernoemd', isPublished: false, isDownloadable: false }).where(eq(organisationSchemas.name, 'Schema_Een'));
    expect(await ownCount()).toBe(0);

    await untilListening(instances.first.database, instances.second.database);
    const tree = await instances.second.app.inject({ method: 'GET', url: '/api/PublishedSchemas' });
    expect((await instances.second.app.inject({ method: 'GET', url: '/api/PublishedSchemas', headers: { 'if-none-match': String(tree.headers.etag) } })).statusCode).toBe(304);
    await instances.first.database.db.update(organisationSchemas).set({ isPublished: true }).where(eq(organisationSchemas.name, 'Schema_Een_Hernoemd'));
    expect(await ownCount()).toBe(1);
  });
});
