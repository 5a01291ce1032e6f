import type { AttributeChoice, BaselineLibrary, Definition } from '@afd/afd';
import type { CompatibilityAnswer, PublishDefinitionResult, SchemaCompatibility } from '@afd/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { baselineLibraries, definitions, mailOutbox, organisationSchemaVersions } from '../../db/schema/index.ts';
import { fanOutSchemaChanges } from '../../../test/helpers/schema-change-fan-out.ts';

// Issue 32, 'What must hold' 2: a definition's function schemas go through the same version
// history as an upload. 'Certificeer en publiceer' a second time, after a code was added to an
// attribute's code-list subset, stores version 2 with its compatibility: receivers on version 1
// refuse a version 2 message with the new code (the counterexample carries it), senders on version
// 1 keep working. On the AFD 1.0 demo definition (XSD, XML counterexample) and the AFD 2.0 one
// (JSON Schema, JSON counterexample), both through storeOrganisationSchema. An organisation that
// downloaded version 1 is told, and the notice says version 2 is not compatible, in each direction.

type Choices = Pick<Definition, 'entities' | 'attributes' | 'compositions'>;

describe.each(testEngines)('compatibility of a definition published again with a code added (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  const publish = async (name: string) => {
    const response = await matrix.as('certifier', { method: 'POST', url: `/api/Productdefinities/GenerateCertifiyPublish/${org()}/${encodeURIComponent(name)}`, payload: { isPublished: true, isDownloadable: true } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PublishDefinitionResult>();
  };

  /** A chosen attribute whose code-list subset leaves out a code of its list, with that code; the subset widened by it, behind the API's back as generation.routes.test does. */
  const addCode = async (name: string): Promise<{ path: string; code: string; functions: string[] }> => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, name));
    const [library] = await testApp.database.db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, row?.baselineLibraryId ?? ''));
    const parsed = library?.library as BaselineLibrary;
    const attributes = new Map(
      parsed.roots.flatMap(function all(node): [string, BaselineLibrary['roots'][number]['attributes'][number]][] {
        return [...node.attributes.map((attribute) => [attribute.path, attribute] as [string, typeof attribute]), ...node.children.flatMap(all)];
      }),
    );
    const choices = row?.choices as Choices;
    const active = (row?.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
    const codesOf = (path: string) => {
      const codeList = attributes.get(path)?.codeList;
      return codeList ? (codeList.values ?? parsed.codeLists.find((list) => list.name === codeList.name)?.values.map((value) => value.code) ?? []) : [];
    };
    // One every active function carries (no N), so each function's version 2 admits the new code.
    const entry = Object.entries(choices.attributes).find(([path, choice]: [string, AttributeChoice]) => {
      const subset = choice.codeListSubset ?? [];
      return subset.length > 0 && codesOf(path).some((code) => !subset.includes(code)) && active.every((fn) => choice.presenceByFunction[fn] !== 'N');
    });
    if (!entry) throw new Error(`${name} has no chosen attribute with a narrowed code list in every function`);
    const [path, choice] = entry;
    const code = codesOf(path).find((candidate) => !(choice.codeListSubset ?? []).includes(candidate)) ?? '';
    const widened: Choices = { ...choices, attributes: { ...choices.attributes, [path]: { ...choice, codeListSubset: [...(choice.codeListSubset ?? []), code] } } };
    await testApp.database.db.update(definitions).set({ choices: widened }).where(eq(definitions.id, row?.id ?? ''));
    return { path, code, functions: active };
  };

  /** The definition's own option list on one chosen attribute (Definieer optielijst), written as addCode writes; its active functions. */
  const setOptions = async (name: string, path: string, options: string[]): Promise<string[]> => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, name));
    const choices = row?.choices as Choices;
    const choice = choices.attributes[path];
    if (!choice) throw new Error(`${name} has not chosen ${path}`);
    await testApp.database.db.update(definitions).set({ choices: { ...choices, attributes: { ...choices.attributes, [path]: { ...choice, customOptionList: options } } } }).where(eq(definitions.id, row?.id ?? ''));
    return (row?.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
  };

  const storedCompatibility = async (schemaName: string) =>
    (
      await testApp.database.db
        .select({ version: organisationSchemaVersions.version, publishedAt: organisationSchemaVersions.publishedAt, compatibility: organisationSchemaVersions.compatibility })
        .from(organisationSchemaVersions)
        .where(and(eq(organisationSchemaVersions.organisationId, matrix.ownOrganisation.id), eq(organisationSchemaVersions.name, schemaName)))
        .orderBy(asc(organisationSchemaVersions.version))
    ).map((row) => ({ version: row.version, published: row.publishedAt !== null, compatibility: row.compatibility as SchemaCompatibility | null }));

  /** Version 2 of each function schema: receivers on version 1 break on the new code, senders on version 1 do not; stored and answered publicly. */
  const expectCodeAddedBreaksVersion1 = async (answer: PublishDefinitionResult, functions: string[], counterexampleHas: (message: string) => void) => {
    expect(answer.schemas.map((schema) => [schema.function, schema.version])).toEqual(functions.map((fn) => [fn, 2]));
    for (const schema of answer.schemas) {
      const compatibility = schema.compatibility;
      expect(compatibility, schema.schemaName).toMatchObject({ version: 2, transitive: false, breaks: [1] });
      const [against1] = compatibility?.against ?? [];
      expect(against1?.version).toBe(1);
      expect(against1?.oldAcceptedByNew, schema.schemaName).toEqual({ verdict: 'compatibel' });
      const broken = against1?.newAcceptedByOld;
      if (broken?.verdict !== 'niet-compatibel') throw new Error(`${schema.schemaName}: expected niet-compatibel, got ${JSON.stringify(broken)}`);
      expect(broken.counterexample.validUnder).toBe('nieuw');
      counterexampleHas(broken.counterexample.message);

      // Stored with the version, as the publish answered it; version 1 has none.
      expect(await storedCompatibility(schema.schemaName)).toEqual([
        { version: 1, published: true, compatibility: null },
        { version: 2, published: true, compatibility },
      ]);
      // The register's public call reads the stored verdict, anonymous.
      const url = `/api/PublishedSchemas/Compatibility?${new URLSearchParams({ organisation: matrix.ownOrganisation.name, name: schema.schemaName, from: '1', to: '2' })}`;
      const publicAnswer = await matrix.as('anonymous', { method: 'GET', url });
      expect(publicAnswer.statusCode, publicAnswer.body).toBe(200);
      expect(publicAnswer.json<CompatibilityAnswer>()).toMatchObject({ stored: true, newAcceptedByOld: { verdict: 'niet-compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } });
    }
  };

  it('AFD 1.0: the second publication of the demo definition with a code added is not compatible with version 1, the code in the XML counterexample', async () => {
    const name = demoDefinitionNames.reis;
    const first = await publish(name);
    expect(first.schemas.every((schema) => schema.version === 1 && schema.compatibility === undefined)).toBe(true);
    // Another organisation downloads version 1 of the first function's schema from the register.
    const [downloaded] = first.schemas;
    const download = await matrix.as('otherCertifier', { method: 'GET', url: `/api/PublishedSchemas/${org()}/${first.baselineId}/${encodeURIComponent(downloaded?.schemaName ?? '')}` });
    expect(download.statusCode, download.body).toBe(200);
    const { path, code, functions } = await addCode(name);
    const element = path.slice(path.indexOf('@') + 1);
    await expectCodeAddedBreaksVersion1(await publish(name), functions, (message) => expect(message).toContain(`<${element}>${code}</${element}>`));

    // The notice of the new version tells the downloader's user that it is not compatible, and why.
    await fanOutSchemaChanges(testApp.database.db, { publicUrl: 'https://portaal.test' });
    const mails = await testApp.database.db
      .select({ recipient: mailOutbox.recipient, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nieuwe versie 2 van schema ${downloaded?.schemaName} (${matrix.ownOrganisation.name})`));
    expect(mails.map((mail) => mail.recipient)).toEqual(['othercertifier@matrix.example']);
    expect(mails[0]?.body).toContain('Compatibiliteit: niet compatibel: ');
    expect(mails[0]?.body).toContain('- Berichten van versie 2 worden door versie 1 geaccepteerd: nee');
    expect(mails[0]?.body).toContain('- Berichten van versie 1 worden door versie 2 geaccepteerd: ja');
  });

  it('AFD 2.0: the second publication of the JSON Schema demo definition with an option added is not compatible with version 1, the option in the JSON counterexample', async () => {
    const name = demoDefinitionNames.auto;
    // The car's build year, required in every function, limited to an option list of two years; version 2 adds a third.
    const path = 'policy-default/object-car@buildYear';
    await setOptions(name, path, ['2019', '2020']);
    const first = await publish(name);
    expect(first.schemas.every((schema) => schema.version === 1 && schema.compatibility === undefined)).toBe(true);
    const functions = await setOptions(name, path, ['2019', '2020', '2021']);
    await expectCodeAddedBreaksVersion1(await publish(name), functions, (message) => {
      // A JSON message, with the new option as the car's build year (a number, as the schema types it).
      const years: unknown[] = [];
      JSON.parse(message, (key, value: unknown) => (key === 'buildYear' && years.push(value), value));
      expect(years, message).toContain(2021);
    });
  });
});
