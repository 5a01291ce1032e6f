import type { BaselineEntityNode, BaselineLibrary } from '@afd/afd';
import type { PublishDefinitionResult, Variant, VariantTreeNode } from '@afd/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { baselineLibraries, blobs, definitions, organisationSchemas } from '../../../db/schema/index.ts';
import { multipartBody } from '../../../http/single-file-upload.testing.ts';
import { authoringRowCounts } from '../definition-store/definitions.fixture.ts';

// Variants and predefined entities on the server (001 §7, §6): the variants read by the composing
// roles of the organisation and saved by administrators only, a function's tree and the snippets
// that fit, and the variant form of 'Certificeer en publiceer' (AFD 1.0), whose schema's meldingen
// go to the standards body. On the demo definition Woonhuis Basis (AFD 1.0, current library, only
// the required entities kept), with a set of predefined entities made for its library.

const product = demoDefinitionNames.woonhuis;
const reading = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 };

describe.each(testEngines)('variants and predefined entities (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let functionName = '';
  let anchor = '';
  let snippetEntity = '';
  let basedOn = '';
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const variantsUrl = () => `/api/Productdefinities/Variants/${org()}/${encodeURIComponent(product)}`;
  const saveUrl = (revision: number | string) => `${variantsUrl()}/${encodeURIComponent('A. Beheerder')}/${encodeURIComponent('25-11-2026 07:00:00')}?revision=${revision}`;
  const publishUrl = (name = 'Basis', version = '001.00', definition: string = product) =>
    `/api/Productdefinities/GenerateCertifiyPublish/${org()}/${encodeURIComponent(definition)}/${encodeURIComponent(name)}/${encodeURIComponent(version)}`;
  const stored = async () => (await testApp.database.db.select().from(definitions).where(eq(definitions.name, product)))[0];
  const revisionOf = async () => (await stored())?.revision ?? 0;
  const schemaCount = async () => (await testApp.database.db.select({ n: count() }).from(organisationSchemas))[0]?.n ?? 0;
  const variant = (fields: Partial<Variant> = {}): Variant => ({
    name: 'Basis',
    version: '001.00',
    isActive: true,
    variantFunctions: [{ name: functionName, isActive: true, snippetMap: { items: [{ anchorPath: anchor, snippetId: 'SNIPPET-PASSEND' }] } }],
    ...fields,
  });
  const save = (payload: object, revision: number, actor: 'administrator' | 'certifier' | 'validator' = 'administrator') => matrix.as(actor, { method: 'PATCH', url: saveUrl(revision), payload });

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
    const row = await stored();
    functionName = (row?.functions as { name: string; active: boolean }[]).find((fn) => fn.active)?.name ?? '';
    const [libraryRow] = await testApp.database.db.select().from(baselineLibraries).where(eq(baselineLibraries.id, row?.baselineLibraryId ?? ''));
    const library = libraryRow?.library as BaselineLibrary;
    basedOn = 'Schade-Contractbericht-Particulier';
    // An entity the function does not keep, on the level of one it does: the snippet inserts it there.
    const tree = (await matrix.as('administrator', { method: 'GET', url: `/api/PredefinedEntities/tree/${org()}/${encodeURIComponent(product)}/${encodeURIComponent(functionName)}` })).json<VariantTreeNode[]>();
    const kept = new Set<string>();
    const collect = (nodes: VariantTreeNode[]) => nodes.forEach((node) => (kept.add(node.anchorPath), collect(node.children)));
    collect(tree);
    const find = (node: BaselineEntityNode): [string, string] | null => {
      const keptChild = node.children.find((child) => kept.has(child.path));
      const missing = node.children.find((child) => !kept.has(child.path) && !node.children.some((other) => other !== child && other.name === child.name));
      if (kept.has(node.path) && keptChild && missing) return [keptChild.path, missing.name];
      for (const child of node.children) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    [anchor, snippetEntity] = library.roots.map(find).find((found) => found !== null) ?? ['', ''];
    expect(anchor, 'the demo library has an entity the function leaves out').not.toBe('');
    const file = {
      snippets: [
        { snippetId: 'SNIPPET-PASSEND', snippetEntity, snippetEntityType: '', snippetName: 'Passende snippet', snippetVersion: '1', combinationProductAfdDefinition: null, content: { entityName: snippetEntity, attributes: [], entities: [] } },
        { snippetId: 'SNIPPET-ELDERS', snippetEntity: 'Nergens', snippetEntityType: '', snippetName: 'Past niet', snippetVersion: '1', combinationProductAfdDefinition: null, content: { entityName: 'Nergens' } },
      ],
    };
    const body = await multipartBody([{ name: 'snippets.json', content: JSON.stringify(file) }]);
    expect((await matrix.as('administrator', { method: 'POST', url: '/api/PredefinedEntities', payload: body.payload, headers: body.headers })).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  describe('reading', () => {
    it('answers no variants at first, with the revision, to every composing role of the organisation', async () => {
      const response = await matrix.as('validator', { method: 'GET', url: variantsUrl() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ variants: [], revision: await revisionOf() });
      expect(await matrix.statuses({ method: 'GET', url: variantsUrl() })).toEqual(reading);
      expect((await matrix.as('validator', { method: 'GET', url: variantsUrl().replace('/Productdefinities/', '/ProductDefinities/') })).statusCode).toBe(200);
    });

    it("answers a function's tree: the entities it keeps, anchored on their library paths", async () => {
      const url = `/api/PredefinedEntities/tree/${org()}/${encodeURIComponent(product)}/${encodeURIComponent(functionName)}`;
      const tree = (await matrix.as('validator', { method: 'GET', url })).json<VariantTreeNode[]>();
      expect(tree[0]).toMatchObject({ entityTypeName: '', anchorPath: tree[0]?.entityName });
      expect(JSON.stringify(tree)).toContain(`"anchorPath":"${anchor}"`);
      expect(JSON.stringify(tree)).not.toContain(`/${snippetEntity}"`);
      expect(await matrix.statuses({ method: 'GET', url })).toEqual(reading);
      expect((await matrix.as('validator', { method: 'GET', url: `/api/PredefinedEntities/tree/${org()}/${encodeURIComponent(product)}/bestaatniet` })).statusCode).toBe(404);
    });

    it('answers the snippets whose entity the baseline’s library has, without their content', async () => {
      const url = `/api/PredefinedEntities/snippets?organisation=${org()}&baseline=${encodeURIComponent(basedOn)}&function=${encodeURIComponent(functionName)}`;
      const response = await matrix.as('validator', { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([{ snippetId: 'SNIPPET-PASSEND', snippetEntity, snippetEntityType: '', snippetName: 'Passende snippet', snippetVersion: '1', combinationProductAfdDefinition: null }]);
      expect(await matrix.statuses({ method: 'GET', url })).toEqual(reading);
      expect((await matrix.as('validator', { method: 'GET', url: url.replace(encodeURIComponent(basedOn), 'Geen-Baseline-Hier') })).statusCode).toBe(404);
      expect((await matrix.as('validator', { method: 'GET', url: '/api/PredefinedEntities/snippets?organisation=x' })).statusCode).toBe(400);
    });
  });

  describe('saving', () => {
    it('lets only administrators save; the others are refused and nothing is written', async () => {
      const counts = await authoringRowCounts(testApp.database);
      const revision = await revisionOf();
      const refused = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };
      for (const [actor, status] of Object.entries(refused)) {
        expect((await matrix.as(actor as keyof typeof refused, { method: 'PATCH', url: saveUrl(revision), payload: [variant()] })).statusCode, actor).toBe(status);
      }
      expect(await authoringRowCounts(testApp.database)).toEqual(counts);
      expect((await stored())?.variants).toEqual([]);
    });

    it('saves the whole list as one revision and answers it', async () => {
      const revision = await revisionOf();
      const response = await save([variant({ name: ' Basis ' }), variant({ name: 'Basis', version: '002.00', isActive: false })], revision);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ variants: [variant(), variant({ version: '002.00', isActive: false })], revision: revision + 1 });
      expect((await stored())?.variants).toEqual([variant(), variant({ version: '002.00', isActive: false })]);
      // The list shows the summary and that the definition has predefined entities.
      const list = (await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/${basedOn.split('-').map(encodeURIComponent).join('/')}?organizationName=${org()}` })).json<{ name: string; hasPredefinedEntities: boolean; variants: unknown[] }[]>();
      expect(list.find((item) => item.name === product)).toMatchObject({ hasPredefinedEntities: true, variants: [{ name: 'Basis', version: '001.00', isActive: true }, { name: 'Basis', version: '002.00', isActive: false }] });
    });

    it('refuses a list that breaks the rules with Dutch field errors, and writes nothing', async () => {
      const counts = await authoringRowCounts(testApp.database);
      const before = await stored();
      const response = await save(
        [
          variant({ name: '', version: '1.0' }),
          variant({ name: 'BASIS' }),
          variant({ name: 'Basis', version: '001.00', variantFunctions: [{ name: 'schade', isActive: true, snippetMap: { items: [{ anchorPath: anchor, snippetId: 'BESTAAT-NIET' }] } }] }),
        ],
        before?.revision ?? 0,
      );
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors['variants.0.name']).toEqual(['Naam is verplicht.']);
      expect(errors['variants.0.version']).toEqual(['Versie is niet valide (nnn.nn).']);
      expect(errors['variants.1.version']).toEqual(['Deze combinatie van Naam en Versie is reeds in gebruik.']);
      expect(errors['variants.2.variantFunctions.0.name']).toEqual(["Functie 'schade' bestaat niet in deze definitie."]);
      expect(errors['variants.2.variantFunctions.0.snippetMap.items.0.snippetId']).toEqual(["Snippet 'BESTAAT-NIET' bestaat niet (meer) in de voorgedefinieerde entiteiten."]);
      expect(await authoringRowCounts(testApp.database)).toEqual(counts);
      expect((await stored())?.variants).toEqual(before?.variants);
    });

    it('refuses a save based on an older revision (409, naming who saved in between) and writes nothing', async () => {
      const revision = await revisionOf();
      expect((await save([variant()], revision)).statusCode).toBe(200);
      const counts = await authoringRowCounts(testApp.database);
      const response = await save([], revision);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ detail: string }>().detail).toMatch(/^De definitie is intussen door .+ gewijzigd\./);
      expect(await authoringRowCounts(testApp.database)).toEqual(counts);
      expect((await stored())?.variants).toEqual([variant()]);
    });

    it('answers 400 for a body that is not a list of variants or a revision that is not one, 404 for a definition that does not exist', async () => {
      const revision = await revisionOf();
      expect((await save({ name: 'Basis' }, revision)).statusCode).toBe(400);
      expect((await save([{ name: 'Basis' }], revision)).statusCode).toBe(400);
      expect((await matrix.as('administrator', { method: 'PATCH', url: saveUrl('nieuw'), payload: [] })).statusCode).toBe(400);
      expect((await matrix.as('administrator', { method: 'PATCH', url: saveUrl(revision).replace(encodeURIComponent(product), 'Niets'), payload: [] })).statusCode).toBe(404);
      expect(await revisionOf()).toBe(revision);
    });

    it("keeps another organisation's definition to its own composers and administrators", async () => {
      const other = encodeURIComponent(matrix.otherOrganisation.name);
      expect((await matrix.as('administrator', { method: 'POST', url: `/api/Productdefinities/${other}/Elders`, payload: Object.fromEntries(['certificationArea', 'messageType', 'applicationArea'].map((key, index) => [key, basedOn.split('-')[index]])) })).statusCode).toBe(201);
      expect((await matrix.as('administrator', { method: 'GET', url: `/api/Productdefinities/Variants/${other}/Elders` })).statusCode).toBe(200);
      expect((await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/Variants/${other}/Elders` })).statusCode).toBe(403);
      expect((await matrix.as('validator', { method: 'GET', url: `/api/PredefinedEntities/tree/${other}/Elders/${encodeURIComponent(functionName)}` })).statusCode).toBe(403);
      expect((await matrix.as('validator', { method: 'GET', url: `/api/PredefinedEntities/snippets?organisation=${other}&baseline=${encodeURIComponent(basedOn)}&function=x` })).statusCode).toBe(403);
    });
  });

  describe('certify and publish a variant', () => {
    it('refuses everyone but certifiers and administrators of the organisation, writing nothing', async () => {
      const before = await schemaCount();
      for (const [actor, status] of [['anonymous', 401], ['inactive', 403], ['validator', 403], ['otherCertifier', 403]] as const) {
        expect((await matrix.as(actor, { method: 'POST', url: publishUrl(), payload: { isPublished: true, isDownloadable: true } })).statusCode, actor).toBe(status);
      }
      expect(await schemaCount()).toBe(before);
    });

    it("refuses an unknown variant (404), an inactive one and a variant without active functions with 001 §8's text (409), AFD 2.0 (409), a snippet that does not fit (422), and writes nothing", async () => {
      const before = await schemaCount();
      const publish = (url: string) => matrix.as('certifier', { method: 'POST', url, payload: { isPublished: true, isDownloadable: true } });
      expect((await publish(publishUrl('Onbekend'))).statusCode).toBe(404);
      const row = await stored();
      const withVariants = (variants: Variant[]) => testApp.database.db.update(definitions).set({ variants }).where(eq(definitions.id, row?.id ?? ''));
      const rootAnchored = { name: functionName, isActive: true, snippetMap: { items: [{ anchorPath: anchor.split('/')[0] ?? '', snippetId: 'SNIPPET-PASSEND' }] } };
      await withVariants([variant({ isActive: false }), variant({ version: '002.00', variantFunctions: [{ ...variant().variantFunctions[0]!, isActive: false }] }), variant({ version: '003.00', variantFunctions: [rootAnchored] })]);
      const inactive = await publish(publishUrl());
      const noFunctions = await publish(publishUrl('Basis', '002.00'));
      const misfit = await publish(publishUrl('Basis', '003.00'));
      await withVariants(row?.variants ?? []);
      // Next to the root the baseline has no such entity: the snippet does not fit, 422 per function.
      expect(misfit.statusCode).toBe(422);
      expect(misfit.json<{ errors: Record<string, string[]> }>().errors[functionName]?.[0]).toBe(`Snippet 'SNIPPET-PASSEND' past niet in het schema: entiteit '${snippetEntity}' bestaat niet in de baseline library.`);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json<{ detail: string }>().detail).toBe('Deze AFD-definitie heeft geen actieve functies en/of varianten en kan daarom niet worden gepubliceerd.');
      expect(noFunctions.statusCode).toBe(409);
      expect(noFunctions.json<{ detail: string }>().detail).toBe(inactive.json<{ detail: string }>().detail);
      const afd2 = await publish(publishUrl('Basis', '001.00', demoDefinitionNames.auto));
      expect(afd2.statusCode).toBe(409);
      expect(afd2.json<{ detail: string }>().detail).toContain('AFD 1.0');
      expect((await matrix.as('certifier', { method: 'POST', url: publishUrl(), payload: { isPublished: false, isDownloadable: true } })).statusCode).toBe(400);
      expect(await schemaCount()).toBe(before);
    });

    it('stores a certified variant schema with the snippet inserted, whose meldingen go to the standards body', async () => {
      const response = await matrix.as('certifier', { method: 'POST', url: publishUrl(), payload: { isPublished: true, isDownloadable: true } });
      expect(response.statusCode, response.body).toBe(200);
      const schemaName = `${product}-${functionName}-Basis-001.00`;
      expect(response.json()).toEqual({ schemas: [{ function: functionName, schemaName, version: 1, kenmerk: expect.any(String) }], organisation: expect.any(String), baselineId: expect.any(String), isPublished: true, isDownloadable: true });
      const [row] = await testApp.database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, schemaName));
      expect(row).toMatchObject({ origin: 'definition', variantName: 'Basis', variantVersion: '001.00', isPublished: true, isDownloadable: true });
      expect(row?.certificationMark).toMatch(/^[0-9a-f]{64}$/);
      const [content] = await testApp.database.db.select({ content: blobs.content }).from(blobs).where(eq(blobs.id, row?.contentBlobId ?? ''));
      expect(new TextDecoder().decode(content?.content)).toContain(`name="${snippetEntity}"`);
      const download = await matrix.as('certifier', { method: 'GET', url: `/api/OrganisationSchemas/${org()}/${encodeURIComponent(schemaName)}` });
      expect(download.statusCode).toBe(200);

      const melding = await matrix.as('otherCertifier', {
        method: 'POST',
        url: '/api/SchemaIssues',
        payload: { organization: matrix.ownOrganisation.name, schema: schemaName, title: 'Snippet', category: 'fout', description: 'Over de variant.' },
      });
      expect(melding.statusCode, melding.body).toBe(200);
      expect(melding.json()).toMatchObject({ organization: 'SIVI', schemaOrganization: matrix.ownOrganisation.name, isvariant: true });
    });

    it('publishes again as the next version', async () => {
      const response = await matrix.as('administrator', { method: 'POST', url: publishUrl('basis'), payload: { isPublished: false, isDownloadable: false } });
      expect(response.statusCode, response.body).toBe(200);
      const schemas = response.json<PublishDefinitionResult>().schemas;
      expect(schemas.map((schema) => schema.version)).toEqual([2]);
      // Compared with the published version 1, as 'Certificeer en publiceer' answers it (issue 32): the same variant, compatible both ways.
      expect(schemas[0]?.compatibility).toEqual({ version: 2, transitive: false, against: [{ version: 1, newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } }], breaks: [] });
    });
  });
});
