import { checkJsonMessage, checkXmlMessage, choicesFromTree, type MessageCheck } from '@afd/afd';
import { domainTree, type DefinitionWithTree, type TreeEntity } from '@afd/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';
import { definitions } from '../../src/db/schema/index.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';

// ADR 0056 through the API, on the demo definitions (AFD 1.0 and 2.0): a save makes an optional
// entity V in one function (a minimum of 1), the tree answers it, generation writes it (minOccurs
// / required + minContains), 'Certificeer en publiceer' certifies and publishes the result, and the
// conformance kit's message without the entity is refused by the function's generated files.

const base = '/api/Productdefinities';
const unzip = (bytes: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([file, content]) => [file, strFromU8(content)]));

interface Manifest {
  functies: { functie: string; berichten: { bestand: string; omschrijving: string; verwachteBevindingen: unknown[] }[]; nietTeMaken: { soort: string; reden: string }[] }[];
}

/** The first entity (depth first) the baseline leaves optional, below entities in the definition: selected or not. */
function optionalEntity(roots: readonly TreeEntity[]): TreeEntity | undefined {
  const inDefinition = (node: TreeEntity) => node.isSelected || node.minOccurs > 0;
  const visit = (node: TreeEntity): TreeEntity | undefined => (node.minOccurs === 0 ? node : node.children.map((child) => (child.minOccurs === 0 ? child : inDefinition(child) ? visit(child) : undefined)).find(Boolean));
  return roots.filter(inDefinition).map(visit).find(Boolean);
}

describe.each(testEngines)('an entity the definition makes mandatory (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const target = (...parts: string[]) => [matrix.ownOrganisation.name, ...parts].map(encodeURIComponent).join('/');
  const treeOf = async (name: string) => (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${target(name)}` })).json<DefinitionWithTree>();
  const activeFunctions = async (name: string) => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions }).from(definitions).where(eq(definitions.name, name));
    return (row?.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
  };

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  it.each([
    [demoDefinitionNames.reis, 1],
    [demoDefinitionNames.auto, 2],
  ])("%s (AFD %i): saves V for one function, generates, certifies and publishes it, and the kit's message without the entity is refused", async (name, afdVersion) => {
    const before = await treeOf(name);
    const entity = optionalEntity(before.children);
    if (!entity) throw new Error('no optional entity in the demo definition');
    const [functionName, other] = await activeFunctions(name);
    if (!functionName) throw new Error('no active function');
    const choices = choicesFromTree(domainTree(before.children));
    const save = (minOccursByFunction: Record<string, number>, revision: number) =>
      // Selected, if the definition did not have it yet.
      matrix.as('validator', {
        method: 'PUT',
        url: `${base}/${target(name)}/Iemand/nu`,
        payload: { revision, entities: { ...choices.entities, [entity.path]: { maxOccursByFunction: {}, ...choices.entities[entity.path], selected: true, minOccursByFunction } }, attributes: choices.attributes, compositions: before.compositions },
      });

    // Above the maximum is refused on the entity's field; V (a minimum of 1) is saved.
    const refused = await save({ [functionName]: 99_999 }, before.revision);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors[`entities.${entity.path}`]?.[0]).toMatch(/^Het minimum aantal bij functie '.+' \(99999\) is hoger dan het maximum aantal/);
    const saved = await save({ [functionName]: 1 }, before.revision);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await treeOf(name);
    const settings = (tree: readonly TreeEntity[]): TreeEntity['functionSettingGroups'] | undefined =>
      tree.map((node) => (node.path === entity.path ? node.functionSettingGroups : settings(node.children))).find(Boolean);
    expect(settings(after.children)?.find((group) => group.functionName === functionName)?.functionSettings.entityMinOccurs).toBe(1);
    if (other) expect(settings(after.children)?.find((group) => group.functionName === other)?.functionSettings.entityMinOccurs).toBe(0);

    // Generation writes it.
    const generated = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(name, functionName)}` });
    expect(generated.statusCode, generated.body).toBe(200);
    const files = unzip(generated.rawPayload);
    const schemaText = Object.entries(files).find(([file]) => (afdVersion === 1 ? file.endsWith('.xsd') && !/-afd\w+\.xsd$/.test(file) : file.endsWith('.json') && !/-(afdCodelists|validationRules)\.json$/.test(file)))?.[1] ?? '';
    if (afdVersion === 1) expect(new RegExp(`<xs:element name="${entity.name}"[^>]*>`).exec(schemaText)?.[0]).not.toContain('minOccurs="0"');
    else expect(schemaText).toMatch(new RegExp(`"required": \\[[^\\]]*"${entity.name}"`));

    // 'Certificeer en publiceer' certifies it against the baseline and publishes every active function.
    const published = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${target(name)}`, payload: { isPublished: true, isDownloadable: false } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ schemas: { function: string }[] }>().schemas.map((schema) => schema.function)).toContain(functionName);

    // The kit leaves the entity out of that function's message, and the generated files refuse it.
    const kitResponse = await matrix.as('validator', { method: 'GET', url: `${base}/Voorbeeldberichten/${target(name)}` });
    expect(kitResponse.statusCode, kitResponse.body).toBe(200);
    const kit = unzip(kitResponse.rawPayload);
    const manifest = JSON.parse(kit['kit.json'] ?? '') as Manifest;
    const ofFunction = manifest.functies.find((fn) => fn.functie === functionName);
    const example = ofFunction?.berichten.find((message) => message.omschrijving.startsWith(`Verplichte (V) entiteit '${entity.name}' ontbreekt`));
    expect(example, JSON.stringify(ofFunction?.nietTeMaken)).toBeDefined();
    const text = kit[example?.bestand ?? ''] ?? '';
    let check: MessageCheck;
    if (afdVersion === 2) {
      const named = (suffix: string) => Object.entries(files).find(([file]) => file.endsWith(suffix))?.[1] ?? null;
      check = checkJsonMessage({ schemaText, codeListsText: named('-afdCodelists.json'), rulesText: named('-validationRules.json') }, text);
      expect(JSON.parse(text)).not.toMatchObject({ [entity.name]: expect.anything() });
    } else {
      check = checkXmlMessage({ files }, text);
      expect(text).not.toContain(`<${entity.name}>`);
    }
    if (!check.ok) throw new Error(check.problem);
    expect(check.findings.length).toBeGreaterThan(0);
    expect(check.findings[0]).toMatchObject({ kind: 'schema' });
    expect(check.findings).toHaveLength(example?.verwachteBevindingen.length ?? -1);
  }, 180_000);
});
