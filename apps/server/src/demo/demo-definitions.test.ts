import { definitionChoiceProblems, synchroniseChoices, type BaselineLibrary, type Definition } from '@afd/afd';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { baselineLibraries, definitionRevisions, definitions } from '../db/schema/index.ts';
import { usageInfo } from '../modules/authoring/baseline-libraries/baseline-libraries.service.ts';
import { demoDefinitionNames, seedDemoDefinitions } from './demo-definitions.ts';
import { databaseWithDemoParts } from './demo-seed.testing.ts';

describe.each(testEngines)('demo definitions on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseWithDemoParts(engine, ['Polderzeker', 'Assurantiekantoor-Dijkstra'], [seedDemoDefinitions]);
  });
  afterAll(() => database.close());

  it('writes the four demo definitions, each with its first revision', async () => {
    const names = (await database.db.select({ name: definitions.name }).from(definitions)).map((row) => row.name).sort();
    expect(names).toEqual(Object.values(demoDefinitionNames).sort());
    expect(await database.db.$count(definitionRevisions)).toBe(4);
  });

  it("gives the AFD 2.0 definition a branche code of its library's ADNBRA list", async () => {
    const [auto] = await database.db.select().from(definitions).where(eq(definitions.name, demoDefinitionNames.auto));
    expect(auto?.properties).toMatchObject({ brancheCode: '021' });
    const [library] = await database.db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, auto?.baselineLibraryId ?? ''));
    const adnbra = (library?.library as BaselineLibrary).codeLists.find((list) => list.name === 'ADNBRA');
    expect(adnbra?.values.map((value) => value.code)).toContain('021');
  });

  it('chooses attributes with presence per function and a code list subset that the save rules accept', async () => {
    for (const row of await database.db.select().from(definitions)) {
      const [library] = await database.db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, row.baselineLibraryId ?? ''));
      const choices = row.choices as Pick<Definition, 'entities' | 'attributes' | 'compositions'>;
      const functionNames = (row.functions as Definition['functions']).map((fn) => fn.name);
      expect(definitionChoiceProblems(library?.library as BaselineLibrary, functionNames, choices), row.name).toEqual({});
      if (row.name === demoDefinitionNames.reis || row.name === demoDefinitionNames.auto) {
        expect(Object.values(choices.attributes).some((choice) => Object.values(choice.presenceByFunction).includes('V')), row.name).toBe(true);
      }
    }
    const [reis] = await database.db.select().from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    expect(Object.values((reis?.choices as Definition).attributes).some((choice) => (choice.codeListSubset?.length ?? 0) === 2)).toBe(true);
  });

  it('makes the newest business library lose an attribute Bedrijfsaansprakelijkheid chose, so synchronising warns before it writes', async () => {
    const [bedrijf] = await database.db.select().from(definitions).where(eq(definitions.name, demoDefinitionNames.bedrijf));
    const [newest] = await database.db
      .select({ library: baselineLibraries.library })
      .from(baselineLibraries)
      .where(eq(baselineLibraries.baselineSchemaId, bedrijf?.baselineSchemaId ?? ''))
      .orderBy(desc(baselineLibraries.createdAt))
      .limit(1);
    const result = synchroniseChoices(newest?.library as BaselineLibrary, bedrijf?.choices as Pick<Definition, 'entities' | 'attributes' | 'compositions'>);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^Vervallen/);
  });

  it('dates every library in the past, the business baseline\'s three a month apart up to yesterday (issue 30)', async () => {
    const seededBy = Date.now();
    const rows = await database.db.select({ createdAt: baselineLibraries.createdAt, basedOn: baselineLibraries.baselineSchemaId }).from(baselineLibraries);
    for (const row of rows) expect(row.createdAt.getTime()).toBeLessThanOrEqual(seededBy);
    const business = (await usageInfo(database.db)).filter((library) => library.basedOn === 'Schade-Contractbericht-Zakelijk').map((library) => new Date(library.creationTime).getTime());
    const days = business.map((time) => Math.round((seededBy - time) / 86_400_000));
    expect(days).toEqual([60, 30, 1]);
  });

  it("shows every library state: 'actueel', 'in gebruik' (an older library with a definition) and 'vervallen'", async () => {
    const usage = await usageInfo(database.db);
    const business = usage.filter((library) => library.basedOn === 'Schade-Contractbericht-Zakelijk');
    expect(business.map(({ usageCount, isLatest, isObsolete }) => ({ usageCount, isLatest, isObsolete }))).toEqual([
      { usageCount: 1, isLatest: false, isObsolete: false },
      { usageCount: 0, isLatest: false, isObsolete: true },
      { usageCount: 0, isLatest: true, isObsolete: false },
    ]);
  });
});
