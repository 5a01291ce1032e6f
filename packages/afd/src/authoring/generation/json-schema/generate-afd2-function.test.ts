import { describe, expect, it } from 'vitest';
import { certifyJsonSchema } from '../../../afd2/certification/certify-json-schema.ts';
import { demoAfd2CodeLists } from '../../../afd2/corpus/demo-catalogue-content.ts';
import { CodeListLookup } from '../../../afd2/schema/code-list-ref.ts';
import { loadSchemaDocument } from '../../../afd2/schema/load-schema-document.ts';
import { generateAfd2Function } from './generate-afd2-function.ts';
import { readAfd2FunctionSchema } from './read-afd2-function-schema.ts';
import type { Definition } from '../../definition.ts';
import { baselineDocument, chosen, definition, input, library, message } from './demo-afd2-definition.testing.ts';
import { afd2SampleMessage, boundedEntities } from './sample-message.testing.ts';

// AFD 2.0 generation on the demo baseline (issue 13 point 1): for each function and both drafts
// the schema compiles, certifies against its own baseline without findings, accepts a message
// built from the definition and refuses what the definition leaves out — an N attribute, one
// entity too many, a value outside a subset or a facet. The standard's shape counts entity items
// with `contains`: an item that matches no kept entity type is not counted rather than refused,
// so refusals show where a count is required (policy, the sender) or exceeded (ADR 0029).

const lookup = new CodeListLookup(demoAfd2CodeLists);

const baselineValidate = compiledBaseline();

function compiledBaseline() {
  const loaded = loadSchemaDocument(baselineDocument, lookup);
  if (!loaded.ok) throw new Error('demo baseline does not compile');
  return loaded.loaded.validate;
}

function compiled(text: string) {
  const loaded = loadSchemaDocument(text, lookup);
  if (!loaded.ok) throw new Error(loaded.messages.map((message) => `${message.message} ${message.description}`).join('\n'));
  return loaded.loaded;
}

type Message = ReturnType<typeof message> & { policy: { object: Record<string, unknown>[]; claim: Record<string, unknown>[] } & Record<string, unknown>[] };
const changed = (change: (message: Message) => void) => {
  const copy = message() as Message;
  change(copy);
  return copy;
};
const policy = (copy: Message) => (copy.policy as unknown as Record<string, unknown>[])[0] as Record<string, unknown> & { object: Record<string, unknown>[]; claim: Record<string, unknown>[] };

describe.each(['2019-09', '2020-12'] as const)('an AFD 2.0 function schema in draft %s', (draft) => {
  const files = generateAfd2Function(input({ jsonSchemaDraft: draft }));
  const [schemaFile] = files;
  const { schema, validate } = compiled(schemaFile?.content ?? '');

  it('is named {stem}.json with its code lists and validation rules, in the draft asked for', () => {
    expect(files.map((file) => file.name).slice(0, 3)).toEqual(['Autoschade-001.02-melding.json', 'Autoschade-001.02-melding-afdCodelists.json', 'Autoschade-001.02-melding-validationRules.json']);
    expect(files.at(-1)?.name).toBe('LEESMIJ.txt');
    expect(schema).toHaveProperty(draft === '2019-09' ? 'definitions' : '$defs');
    expect(schema).not.toHaveProperty(draft === '2019-09' ? '$defs' : 'definitions');
    expect(schemaFile?.content).not.toContain(draft === '2019-09' ? '"$ref": "#/$defs/' : '"$ref": "#/definitions/');
  });

  it('certifies against its own baseline without findings', () => {
    const result = certifyJsonSchema({ schemaText: schemaFile?.content ?? '', baseline: library, codeLists: demoAfd2CodeLists });
    expect(result.messages.filter((found) => found.severity !== 0)).toEqual([]);
    expect(result.manualValidation).toBe(false);
  });

  it('accepts a message built from the definition, with a code of the up-to-date list', () => {
    expect(validate(message()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(changed((copy) => (policy(copy).claim[0]!.injuries = 'J')))).toBe(true);
  });

  it.each(['melding', 'herstel'])('accepts the message built from the definition for %s, and refuses it with one entity more than the function allows', (functionName) => {
    const own = compiled(generateAfd2Function(input({ functionName, jsonSchemaDraft: draft }))[0]?.content ?? '');
    const sample = afd2SampleMessage(library, definition, functionName);
    expect(own.validate(sample), JSON.stringify(own.validate.errors)).toBe(true);
    const bounded = boundedEntities(library, definition, functionName);
    expect(bounded.map((entity) => entity.path)).toContain('commonFunctional-default');
    for (const { path, maxOccurs } of bounded) {
      const tooMany = afd2SampleMessage(library, definition, functionName, (at, minimum) => (at === path ? maxOccurs + 1 : Math.max(minimum, 1)));
      expect(own.validate(tooMany), path).toBe(false);
    }
  });

  const car = (licensePlate: string) => ({ entityType: 'car', licensePlate, buildYear: 2015 });
  it.each([
    ['an N attribute on the required policy (startDate in melding)', (copy: Message) => (policy(copy).startDate = '2026-01-01')],
    ['an attribute never selected (testMessage on the required commonTechnical)', (copy: Message) => ((copy.commonTechnical as Record<string, unknown>[])[0]!.testMessage = true)],
    ['one car more than melding allows (3 > 2)', (copy: Message) => policy(copy).object.push(car('X-1'), car('X-2'))],
    ['a message written for another definition version (001.01)', (copy: Message) => ((copy.commonFunctional as Record<string, unknown>[])[0]!.afdDefinitionVersion = '001.01')],
    ['a branch outside the subset (070)', (copy: Message) => (policy(copy).branch = '070')],
    ['a premium below the narrowed minimum', (copy: Message) => (policy(copy).premiumAmount = -5)],
    ["a sender's name beyond the narrowed maxLength (41)", (copy: Message) => (((copy.commonTechnical as Record<string, unknown>[])[0]!.party as Record<string, unknown>[])[0]!.organizationName = 'X'.repeat(41))],
  ])('refuses %s, which the baseline allows', (_, change) => {
    const refused = changed(change);
    expect(validate(refused)).toBe(false);
    expect(baselineValidate(refused), 'the baseline accepts it').toBe(true);
  });

  it('admits in the object array only cars with their V attribute (buildYear) within the narrowed minimum, and no trailer', () => {
    const json = JSON.parse(schemaFile?.content ?? '{}') as Record<string, Record<string, { properties: Record<string, { allOf: { contains: { $ref: string } }[] }> }>>;
    const policyDefinition = json[draft === '2019-09' ? 'definitions' : '$defs']?.policyDefault;
    expect(policyDefinition?.properties.object?.allOf.map((item) => item.contains.$ref.split('/').pop())).toEqual(['objectCar']);
    // The array is closed (ADR 0057, superseding ADR 0029's open arrays): a car without buildYear
    // or built before 1950 is refused, not left uncounted beside the two cars the function allows,
    // and so is a trailer, which the function does not keep. The baseline allows each of them.
    const secondCar = [
      ['a car without buildYear', { entityType: 'car', licensePlate: 'X-2' }],
      ['a car built in 1940', { ...car('X-2'), buildYear: 1940 }],
      ['a trailer', { entityType: 'trailer', licensePlate: 'X-2' }],
    ] as const;
    for (const [label, item] of secondCar) {
      const message = changed((copy) => policy(copy).object.push(item));
      expect(validate(message), label).toBe(false);
      expect(baselineValidate(message), `${label}: the baseline`).toBe(true);
    }
    expect(validate(changed((copy) => policy(copy).object.push(car('X-1'))))).toBe(true);
    expect(validate(changed((copy) => policy(copy).object.push(car('X-1'), car('X-2'))))).toBe(false);
  });

  it("refers to the full code lists in the draft's own spelling and writes them beside it, as the standards body does", () => {
    const text = schemaFile?.content ?? '';
    const [listsBase, container, listsSchema] =
      draft === '2019-09'
        ? ['https://www.sivi.org/afd-online-tool/json/', 'definitions', 'http://json-schema.org/draft-07/schema#']
        : ['https://www.sivi.org/afd-online-tool/json/2020-12/', '$defs', 'https://json-schema.org/draft/2020-12/schema'];
    const refs = [...text.matchAll(/"\$ref": "(https:[^"]+)"/g)].map((match) => match[1]);
    expect(new Set(refs)).toEqual(new Set(['ADNFUN', 'ADNLOG'].map((name) => `${listsBase}${name}.json#/${container}/${name}`)));
    const codeLists = JSON.parse(files[1]?.content ?? '{}') as Record<string, unknown>;
    expect(codeLists.$schema).toBe(listsSchema);
    expect(Object.keys(codeLists[container] as object)).toEqual(['ADNFUN', 'ADNLOG']);
  });

  it("fixes afdDefinitionVersion to the definition's version, as the standards body's files do", () => {
    const json = JSON.parse(schemaFile?.content ?? '{}') as Record<string, Record<string, { properties: Record<string, { const?: string }> }>>;
    const commonFunctional = json[draft === '2019-09' ? 'definitions' : '$defs']?.commonFunctionalDefault;
    expect(commonFunctional?.properties.afdDefinitionVersion?.const).toBe('001.02');
    expect(commonFunctional?.properties.afdDefinitionName?.const).toBeUndefined();
  });

  it('writes the own help text as customDescription and the subset as oneOf consts', () => {
    const text = schemaFile?.content ?? '';
    expect(text).toContain('"customDescription": "Achternaam zoals op de polis"');
    expect(JSON.parse(text)).toMatchObject({ [draft === '2019-09' ? 'definitions' : '$defs']: { claimDefault: { properties: { claimType: { oneOf: [{ const: '1' }, { const: '2' }] } } } } });
  });
});

describe('the other function and the companion files', () => {
  it("keeps per function what that function keeps: herstel excludes the policy holder and allows startDate", () => {
    const [schemaFile] = generateAfd2Function(input({ functionName: 'herstel' }));
    const { validate } = compiled(schemaFile?.content ?? '');
    const herstel = changed((copy) => {
      delete (copy as Record<string, unknown>).party;
      policy(copy).startDate = '2026-01-01';
    });
    expect(validate(herstel), JSON.stringify(validate.errors)).toBe(true);
    // startDate is V in herstel.
    expect(validate(changed((copy) => delete (copy as Record<string, unknown>).party))).toBe(false);
    const json = JSON.parse(schemaFile?.content ?? '{}') as { properties: Record<string, unknown> };
    expect(Object.keys(json.properties)).not.toContain('party');
  });

  it('offers at a composition position only the entity types the definition names there', () => {
    const composed: Definition = {
      ...definition,
      entities: { ...definition.entities, 'policy-default/object-trailer': { selected: true, maxOccursByFunction: {} } },
      compositions: { 'policy-default/object': ['trailer'] },
    };
    const [schemaFile] = generateAfd2Function(input({ definition: composed }));
    const { validate } = compiled(schemaFile?.content ?? '');
    expect(validate(changed((copy) => (policy(copy).object = [{ entityType: 'trailer', licensePlate: 'T-1' }])))).toBe(true);
    const json = JSON.parse(schemaFile?.content ?? '{}') as { definitions: { policyDefault: { properties: { object: { allOf: { contains: { $ref: string } }[] } } } } };
    expect(json.definitions.policyDefault.properties.object.allOf.map((item) => item.contains.$ref)).toEqual(['#/definitions/objectTrailer']);
  });

  it('lists the full code lists the schema refers to, not its subsets, and carries the rules with the common functional data', () => {
    const [, codeListsFile, rulesFile] = generateAfd2Function(input());
    const codeLists = JSON.parse(codeListsFile?.content ?? '{}') as { definitions: Record<string, { oneOf: { const: string; description: string }[] }> };
    // ADNBRA (branch) and ADNSCH (claimType) are subsets, written out in the schema.
    expect(Object.keys(codeLists.definitions)).toEqual(['ADNFUN', 'ADNLOG']);
    expect(codeLists.definitions.ADNLOG?.oneOf.map((value) => value.const)).toEqual(['J', 'N']);
    expect(codeLists.definitions.ADNLOG?.oneOf.every((value) => value.description !== '')).toBe(true);
    expect(JSON.parse(rulesFile?.content ?? '{}')).toEqual({
      commonFunctional: { productName: 'Autoschade', definitionVersion: '001.02', startDate: '20270101', functionDescription: 'melding', tag: 'AUTO', afdDefinitionChangeLog: 'Tweede versie.' },
      rule: [{ id: 'BR1', test: "policy[0].claim[0].claimType != '2' || policy[0].object != null", message: 'Bij diefstal hoort een object.' }],
    });
  });

  it('generates an untouched definition (required parts only) that still certifies and is the same every time', () => {
    const untouched: Definition = { ...definition, entities: {}, attributes: {}, compositions: {} };
    const first = generateAfd2Function(input({ definition: untouched }));
    expect(generateAfd2Function(input({ definition: untouched }))).toEqual(first);
    const result = certifyJsonSchema({ schemaText: first[0]?.content ?? '', baseline: library, codeLists: demoAfd2CodeLists });
    expect(result.messages.filter((found) => found.severity !== 0)).toEqual([]);
  });

  it('keeps an own fixed afdDefinitionVersion, and reads the one generation writes back without making it a choice', () => {
    const versionPath = 'commonFunctional-default@afdDefinitionVersion';
    const ownVersion: Definition = { ...definition, attributes: { ...definition.attributes, [versionPath]: chosen({ presenceByFunction: { melding: 'V', herstel: 'V' }, facets: { const: '2027-A' } }) } };
    const [own] = generateAfd2Function(input({ definition: ownVersion }));
    expect(compiled(own?.content ?? '').validate(changed((copy) => ((copy.commonFunctional as Record<string, unknown>[])[0]!.afdDefinitionVersion = '2027-A')))).toBe(true);

    const [generated] = generateAfd2Function(input());
    const imported = readAfd2FunctionSchema(generated?.content ?? '', library, definition, baselineDocument);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    expect(imported.attributes[versionPath]?.facets).toEqual({});
    const nextVersion: Definition = { ...definition, properties: { ...definition.properties, definitionVersion: '001.03' }, attributes: imported.attributes };
    expect(generateAfd2Function(input({ definition: nextVersion }))[0]?.content).toContain('"const": "001.03"');
  });

  it('refuses an AFD 1.0 library and an unknown function', () => {
    expect(() => generateAfd2Function(input({ library: { ...library, afdVersion: 1 } }))).toThrow();
    expect(() => generateAfd2Function(input({ functionName: 'bestaatniet' }))).toThrow();
  });
});

describe('an entity the definition makes mandatory (ADR 0056)', () => {
  // The policy holder (baseline 0..1) V in melding; claims (baseline 0..99) at least 2 in herstel, where the policy holder stays O.
  const mandatory: Definition = {
    ...definition,
    entities: {
      ...definition.entities,
      'party-policyHolder': { selected: true, maxOccursByFunction: {}, minOccursByFunction: { melding: 1 } },
      'policy-default/claim-default': { selected: true, maxOccursByFunction: {}, minOccursByFunction: { herstel: 2 } },
    },
  };
  const schemaOf = (functionName: string, draft: '2019-09' | '2020-12' = '2019-09') => generateAfd2Function(input({ definition: mandatory, functionName, jsonSchemaDraft: draft }))[0]?.content ?? '';

  it.each(['2019-09', '2020-12'] as const)('draft %s: puts the array in required with minContains, as the standard writes it, and certifies against the baseline', (draft) => {
    const text = schemaOf('melding', draft);
    const json = JSON.parse(text) as { required: string[]; properties: { party: { allOf: Record<string, unknown>[] } } };
    expect(json.required).toContain('party');
    expect(json.properties.party.allOf[0]).toMatchObject({ minContains: 1, maxContains: 1 });
    expect(Object.keys(json.properties.party.allOf[0] ?? {})).toEqual(['minContains', 'maxContains', 'contains']);
    const result = certifyJsonSchema({ schemaText: text, baseline: library, codeLists: demoAfd2CodeLists });
    expect(result.messages.filter((found) => found.severity !== 0)).toEqual([]);
    expect(compiled(text).validate(message())).toBe(true);
  });

  it('refuses a message without the mandatory entity, or with an empty array, which the baseline accepts', () => {
    const { validate } = compiled(schemaOf('melding'));
    for (const refused of [changed((copy) => delete (copy as Record<string, unknown>).party), changed((copy) => ((copy as Record<string, unknown>).party = []))]) {
      expect(baselineValidate(refused)).toBe(true);
      expect(validate(refused)).toBe(false);
    }
  });

  it('refuses fewer items than the minimum in herstel, and leaves the policy holder optional there', () => {
    const text = schemaOf('herstel');
    const { validate } = compiled(text);
    const herstel = (claims: number) =>
      changed((copy) => {
        delete (copy as Record<string, unknown>).party;
        policy(copy).startDate = '2026-01-01';
        policy(copy).claim = Array.from({ length: claims }, (_, index) => ({ entityType: 'default', claimNumber: `C-${index}`, claimDate: '2026-11-01', claimType: '1' }));
      });
    expect(validate(herstel(2)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(herstel(1))).toBe(false);
    expect(baselineValidate(herstel(1))).toBe(true);
    expect((JSON.parse(text) as { required: string[] }).required).not.toContain('party');
    expect(compiled(text).validate(afd2SampleMessage(library, mandatory, 'herstel'))).toBe(true);
  });

  it('reads the minimum back from required and minContains (Importeer AFD-definitie), per function', () => {
    const melding = readAfd2FunctionSchema(schemaOf('melding'), library, definition, baselineDocument);
    expect(melding.ok, melding.report.join('\n')).toBe(true);
    expect(melding.entities['party-policyHolder']).toEqual({ selected: true, maxOccursByFunction: { herstel: 0 }, minOccursByFunction: { melding: 1 } });
    const herstel = readAfd2FunctionSchema(schemaOf('herstel'), library, { ...definition, entities: melding.entities }, baselineDocument);
    expect(herstel.entities['policy-default/claim-default']).toEqual({ selected: true, maxOccursByFunction: {}, minOccursByFunction: { herstel: 2 } });
    // A schema without mandatory entities gives an optional entity back its baseline minimum.
    const optional = readAfd2FunctionSchema(generateAfd2Function(input())[0]?.content ?? '', library, { ...definition, entities: melding.entities }, baselineDocument);
    expect(optional.entities['party-policyHolder']).toEqual({ selected: true, maxOccursByFunction: { herstel: 0 } });
  });
});
