import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { auditLog, definitionRevisions, definitions, users } from '../../../db/schema/index.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// How changes to a definition are kept: each save is the next revision (who, when, what) and an
// audit entry; a save based on an older revision is refused with who saved in between; and a
// change that fails half-way (here: its audit entry cannot be written, the last step of every
// change) leaves nothing behind — no row, no revision, no new name, no deletion.

describe.each(testEngines)('definition changes (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator', 'certifier']));
    // Who saved in between is named as the list's 'Door' names them.
    await testApp.database.db.update(users).set({ initials: 'C.', surname: 'Jansen' }).where(eq(users.id, matrix.userIdOf('certifier')));
    // A test-only trigger that makes writing the audit entry of the listed actions fail.
    for (const statement of [
      'create table test_refused_audit_actions (action text primary key)',
      `create function test_refuse_audit() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from test_refused_audit_actions where action = new.action) then
           raise exception 'audit entry refused by the test';
         end if;
         return new;
       end $$`,
      'create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()',
    ]) {
      await testApp.database.db.execute(sql.raw(statement));
    }
  });
  afterEach(async () => {
    await testApp.database.db.execute(sql`delete from test_refused_audit_actions`);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const refuseAudit = (action: string) => db().execute(sql`insert into test_refused_audit_actions (action) values (${action})`);
  const create = async (name: string) => {
    const response = await matrix.as('validator', { method: 'POST', url: `${base}/${org()}/${encodeURIComponent(name)}`, payload: baseline.names });
    expect(response.statusCode).toBe(201);
  };
  const url = (kind: 'MetaData' | 'Functions' | 'Definition', name: string) => `${base}/${kind}/${org()}/${encodeURIComponent(name)}`;
  const read = async (kind: 'MetaData' | 'Functions' | 'Definition', name: string) => (await matrix.as('validator', { method: 'GET', url: url(kind, name) })).json();
  const updateUrl = (name: string) => `${base}/${org()}/${encodeURIComponent(name)}/${encodeURIComponent('Wie Dan Ook')}/${encodeURIComponent('1-1-2000 00:00')}`;
  /** The stored row and its revisions, to compare before and after a change. */
  const stored = async (name: string) => {
    const [row] = await db().select().from(definitions).where(eq(definitions.name, name));
    const revisions = row ? await db().select().from(definitionRevisions).where(eq(definitionRevisions.definitionId, row.id)).orderBy(asc(definitionRevisions.revision)) : [];
    return { row, revisions };
  };

  describe('revisions', () => {
    it('keeps every save as a revision with who saved it and what the save was, and audits each', async () => {
      await create('Historie');
      const metadata = await read('MetaData', 'Historie');
      await matrix.as('certifier', { method: 'POST', url: url('MetaData', 'Historie'), payload: { ...metadata, definitionVersion: '001.01' } });
      const functions = await read('Functions', 'Historie');
      await matrix.as('validator', { method: 'POST', url: url('Functions', 'Historie'), payload: { functions: [...functions.functions, { name: 'schade', active: false, custom: true }], revision: functions.revision } });
      const tree = await read('Definition', 'Historie');
      await matrix.as('validator', { method: 'PUT', url: updateUrl('Historie'), payload: { revision: tree.revision, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: {} } }, attributes: {} } });
      await matrix.as('validator', { method: 'POST', url: `${base}/Rename/${org()}/Historie?newName=Geschiedenis` });

      const { row, revisions } = await stored('Geschiedenis');
      expect(row?.revision).toBe(5);
      expect(revisions.map(({ revision, change, savedByName }) => ({ revision, change, savedByName }))).toEqual([
        { revision: 1, change: 'aangemaakt', savedByName: 'validator@matrix.example' },
        { revision: 2, change: 'eigenschappen', savedByName: 'C. Jansen' },
        { revision: 3, change: 'functies', savedByName: 'validator@matrix.example' },
        { revision: 4, change: 'definitie', savedByName: 'validator@matrix.example' },
        { revision: 5, change: 'hernoemd', savedByName: 'validator@matrix.example' },
      ]);
      // Each revision holds the whole definition as it was saved.
      expect(revisions[1]?.snapshot).toMatchObject({ name: 'Historie', properties: { definitionVersion: '001.01' } });
      expect(revisions[3]?.snapshot).toMatchObject({ choices: { entities: { 'Polis/Object': { selected: true } } } });
      expect(revisions[4]?.snapshot).toMatchObject({ name: 'Geschiedenis' });
      const audited = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, row?.id ?? ''));
      expect(audited.map((entry) => entry.action).sort()).toEqual(['definition.created', 'definition.definitie', 'definition.eigenschappen', 'definition.functies', 'definition.hernoemd']);
    });

    it.each([
      ['properties', 'MetaData'],
      ['functions', 'Functions'],
      ['choices', 'Definition'],
    ] as const)('refuses a save of the %s based on an older revision with 409 naming who saved in between, and changes nothing', async (_what, kind) => {
      const name = `Gelijktijdig ${kind}`;
      await create(name);
      const save = async (actor: 'validator' | 'certifier', revision: number, variant: string) => {
        if (kind === 'MetaData') return matrix.as(actor, { method: 'POST', url: url(kind, name), payload: { ...(await read(kind, name)), definitionVersion: variant, revision } });
        if (kind === 'Functions') return matrix.as(actor, { method: 'POST', url: url(kind, name), payload: { functions: [...(await read(kind, name)).functions, { name: `f${variant}`, active: false, custom: true }], revision } });
        return matrix.as(actor, { method: 'PUT', url: updateUrl(name), payload: { revision, entities: { 'Polis/Object': { selected: variant === '002.00', maxOccursByFunction: {} } }, attributes: {} } });
      };
      expect((await save('certifier', 1, '002.00')).statusCode).toBe(200);
      const before = { stored: await stored(name), rows: await authoringRowCounts(testApp.database) };
      const stale = await save('validator', 1, '003.00');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        title: 'Definitie gewijzigd',
        detail: 'De definitie is intussen door C. Jansen gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.',
      });
      expect(await stored(name)).toEqual(before.stored);
      expect(await authoringRowCounts(testApp.database)).toEqual(before.rows);
    });

    it('lets exactly one of two saves based on the same revision through', async () => {
      await create('Wedloop');
      const loaded = await read('MetaData', 'Wedloop');
      const [first, second] = await Promise.all(
        ['002.00', '003.00'].map((version, index) =>
          matrix.as(index === 0 ? 'validator' : 'certifier', { method: 'POST', url: url('MetaData', 'Wedloop'), payload: { ...loaded, definitionVersion: version } }),
        ),
      );
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
      const { row, revisions } = await stored('Wedloop');
      expect(row?.revision).toBe(2);
      expect(revisions).toHaveLength(2);
    });
  });

  describe('nothing half-written', () => {
    it.each([
      ['create', 'definition.created'],
      ['copy', 'definition.copied'],
      ['rename', 'definition.hernoemd'],
      ['delete', 'definition.deleted'],
      ['properties', 'definition.eigenschappen'],
      ['functions', 'definition.functies'],
      ['choices', 'definition.definitie'],
    ] as const)('a %s whose last step fails leaves every row as it was', async (change, action) => {
      const name = `Halverwege ${change}`;
      await create(name);
      const requests = {
        create: async () => ({ method: 'POST' as const, url: `${base}/${org()}/Nooit%20Gemaakt`, payload: baseline.names, actor: 'validator' as const }),
        copy: async () => ({ method: 'POST' as const, url: `${base}/Copy/${org()}/${encodeURIComponent(name)}?newName=Nooit%20Gekopieerd`, actor: 'validator' as const }),
        rename: async () => ({ method: 'POST' as const, url: `${base}/Rename/${org()}/${encodeURIComponent(name)}?newName=Nooit%20Hernoemd`, actor: 'validator' as const }),
        delete: async () => ({ method: 'DELETE' as const, url: `${base}/${org()}/${encodeURIComponent(name)}`, actor: 'administrator' as const }),
        properties: async () => ({ method: 'POST' as const, url: url('MetaData', name), payload: { ...(await read('MetaData', name)), name: 'Nooit Opgeslagen', tag: 'SUIV', productSegment: 1 }, actor: 'validator' as const }),
        functions: async () => {
          const current = await read('Functions', name);
          return { method: 'POST' as const, url: url('Functions', name), payload: { functions: [...current.functions, { name: 'nooit', active: true, custom: true }], revision: current.revision }, actor: 'validator' as const };
        },
        choices: async () => ({ method: 'PUT' as const, url: updateUrl(name), payload: { revision: 1, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: {} } }, attributes: {} }, actor: 'validator' as const }),
      };
      const { actor, ...request } = await requests[change]();
      const before = { stored: await stored(name), rows: await authoringRowCounts(testApp.database) };
      await refuseAudit(action);
      const response = await matrix.as(actor, request);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).not.toContain('audit entry refused');
      expect(await stored(name)).toEqual(before.stored);
      expect(await authoringRowCounts(testApp.database)).toEqual(before.rows);
      for (const never of ['Nooit Gemaakt', 'Nooit Gekopieerd', 'Nooit Hernoemd', 'Nooit Opgeslagen']) expect((await stored(never)).row).toBeUndefined();
    });
  });

  it("drops a removed custom function's settings from the choices in the same revision", async () => {
    await create('Functie Weg');
    const current = await read('Functions', 'Functie Weg');
    const withSchade = [...current.functions, { name: 'schade', active: true, custom: true }];
    await matrix.as('validator', { method: 'POST', url: url('Functions', 'Functie Weg'), payload: { functions: withSchade, revision: current.revision } });
    const attributes = { 'Polis/Object@Merk': { selected: true, presenceByFunction: { offerte: 'O', schade: 'V' }, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: null } };
    const saved = await matrix.as('validator', { method: 'PUT', url: updateUrl('Functie Weg'), payload: { revision: 2, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { schade: 1, polis: 2 } } }, attributes } });
    expect(saved.statusCode).toBe(200);
    const removed = await matrix.as('validator', { method: 'POST', url: url('Functions', 'Functie Weg'), payload: { functions: current.functions, revision: 3 } });
    expect(removed.statusCode).toBe(200);
    const { row, revisions } = await stored('Functie Weg');
    expect(row?.choices).toMatchObject({ entities: { 'Polis/Object': { maxOccursByFunction: { polis: 2 } } }, attributes: { 'Polis/Object@Merk': { presenceByFunction: { offerte: 'O' } } } });
    expect(JSON.stringify(row?.choices)).not.toContain('schade');
    expect(revisions.at(-1)).toMatchObject({ revision: 4, change: 'functies' });
  });

  it('copies everything of the original into a definition with revisions of its own; deleting removes its revisions, the audit stays', async () => {
    await create('Bron');
    const metadata = await read('MetaData', 'Bron');
    await matrix.as('validator', { method: 'POST', url: url('MetaData', 'Bron'), payload: { ...metadata, tag: 'SUIV', productSegment: 2, definitionVersion: '004.00' } });
    await matrix.as('validator', { method: 'PUT', url: updateUrl('Bron'), payload: { revision: 2, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { polis: 0 } } }, attributes: {} } });
    // What other screens store on the definition (verbandscontroles, variants, OpenAPI description) is part of it too.
    const businessRules = [{ name: 'BR1', expression: 'true()', message: '', source: 'Polis', type: 'xpath' as const }];
    const variants = [{ name: 'Basis', version: '001.00', isActive: true, variantFunctions: [{ name: 'polis', isActive: true, snippetMap: { items: [] } }] }];
    const openApiDescription = { openApiSpecificationVersion: '3.1.0', info: { title: 'Bron', summary: '', description: '', version: '001.00' }, servers: [], paths: [] };
    await db().update(definitions).set({ businessRules, variants, openApiDescription }).where(eq(definitions.name, 'Bron'));
    const copied = await matrix.as('validator', { method: 'POST', url: `${base}/Copy/${org()}/Bron?newName=Doel` });
    expect(copied.json()).toMatchObject({ name: 'Doel', revision: 1, tag: 'SUIV', productSegment: 2, definitionVersion: '004.00', hasOpenApiDescription: true, variants: [{ name: 'Basis', version: '001.00', isActive: true }] });
    const [source, copy] = [await stored('Bron'), await stored('Doel')];
    expect(copy.row?.choices).toEqual(source.row?.choices);
    expect(copy.row?.functions).toEqual(source.row?.functions);
    expect(copy.row).toMatchObject({ businessRules, variants, openApiDescription });
    expect(copy.revisions[0]?.snapshot).toMatchObject({ businessRules, variants, openApiDescription });
    expect(copy.revisions.map((revision) => revision.change)).toEqual(['gedupliceerd']);
    expect(source.revisions).toHaveLength(3);

    const response = await matrix.as('administrator', { method: 'DELETE', url: `${base}/${org()}/Doel` });
    expect(response.statusCode).toBe(204);
    expect(await stored('Doel')).toEqual({ row: undefined, revisions: [] });
    expect(await db().select().from(definitionRevisions).where(eq(definitionRevisions.definitionId, copy.row?.id ?? ''))).toEqual([]);
    const audited = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, copy.row?.id ?? ''));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['definition.copied', 'definition.deleted']);
    expect(await stored('Bron')).toEqual(source);
  });
});
