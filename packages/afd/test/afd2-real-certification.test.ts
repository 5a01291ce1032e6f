import { describe, expect, it } from 'vitest';
import type { BaselineLibrary } from '../src/model/baseline-library.ts';
import { parseAfd2BaselineSchema } from '../src/afd2/baseline/parse-baseline-schema.ts';
import { certifyJsonSchema } from '../src/afd2/certification/certify-json-schema.ts';
import { CodeListLookup } from '../src/afd2/schema/code-list-ref.ts';
import { loadSchemaDocument } from '../src/afd2/schema/load-schema-document.ts';
import { widenDefinitionSchema, type WidenOptions } from '../src/afd2/widen/widen-definition.ts';
import type { JsonObject } from '../src/afd2/json/json-value.ts';
import { editJson, objectAt, stringsAt, type JsonRecord } from './support/json-edit.ts';
import { closeEntityArrays } from '../src/afd2/schema/entity-array.ts';
import { definitionCodeLists, definitionText, fixturesPresent, readFixture, realDefinition, realDefinitions, type RealDefinition } from './support/fixtures.ts';

// The v2 checks on the real VB-PUO definitions (Bron: SIVI – VB-PUO Standaard): each is accepted
// against a baseline derived by widening it once its entity arrays are closed (as the portal
// generates them), asks for manual validation with them open (as the files have them: see the
// witness below), and a small narrowing violation is rejected with its Dutch message and JSON pointer.

function widenedBaseline(definition: RealDefinition, options: WidenOptions = {}, schemaText = definitionText(definition)): BaselineLibrary {
  const widened = widenDefinitionSchema(JSON.parse(schemaText) as JsonObject, options);
  const parsed = parseAfd2BaselineSchema({ schemaText: JSON.stringify(widened), codeLists: definitionCodeLists(definition) });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
  return parsed.library;
}

/** The definition with its entity arrays closed, as the portal generates them (entity-array.ts). */
const closed = (schemaText: string) => editJson(schemaText, '', (root) => closeEntityArrays(root as JsonObject));

/**
 * The definition with its entity arrays closed by the plainer form: `items: {anyOf: [{$ref}, …]}`,
 * the references of each array's own `contains` items (the closure's clauses, each its `then`).
 */
const closedByAnyOf = (schemaText: string) =>
  editJson(closed(schemaText), '', (root) => {
    const owners = [root, ...[root.definitions, root.$defs].flatMap((group) => (group && typeof group === 'object' ? Object.values(group as JsonRecord) : []))] as JsonRecord[];
    for (const owner of owners) {
      for (const property of Object.values((owner.properties ?? {}) as Record<string, JsonRecord>)) {
        const clauses = (property.items as { allOf?: { then: unknown }[] } | undefined)?.allOf;
        if (property.type === 'array' && Array.isArray(property.allOf) && clauses) property.items = { anyOf: clauses.map((clause) => clause.then) };
      }
    }
  });

/** Certifies the definition with its entity arrays closed; `open` leaves them as the file has them. */
function certify(definition: RealDefinition, schemaText: string, baseline: BaselineLibrary, { open = false } = {}) {
  return certifyJsonSchema({ schemaText: open ? schemaText : closed(schemaText), baseline, codeLists: definitionCodeLists(definition) });
}

/** The messages of a rejected definition, as [severity, message, description]. */
function rejection(definition: RealDefinition, schemaText: string, baseline: BaselineLibrary) {
  const result = certify(definition, schemaText, baseline);
  expect(result.manualValidation).toBe(false);
  return result.messages.map((message) => [message.severity, message.message, message.description]);
}

const officialDraft2019 = 'https://json-schema.org/draft/2019-09/schema';
const vermogen = realDefinition('0001a');
const feedback = realDefinition('Feedback');

describe.skipIf(!fixturesPresent)('certifyJsonSchema on the real VB-PUO definitions', () => {
  const draft2019 = realDefinitions.filter((definition) => definition.draft === '2019-09').map((definition) => [definition.label, definition] as const);

  it.each(realDefinitions.map((definition) => [definition.label, definition] as const))(
    'asks for manual validation of %s as published, its entity arrays open, and for nothing else',
    (_label, definition) => {
      const result = certify(definition, definitionText(definition), widenedBaseline(definition), { open: true });
      expect(result.manualValidation).toBe(true);
      expect(result.messages.length).toBeGreaterThan(0);
      expect(result.messages.filter((message) => !/^Handmatige validatie nodig: entiteit-array \S+ is open$/.test(message.message))).toEqual([]);
    },
  );

  it.each(draft2019)("accepts %s, with the composition tool's $schema spelling (http, trailing #), against its widened baseline", (_label, definition) => {
    const text = definitionText(definition);
    expect(JSON.parse(text).$schema).toBe('http://json-schema.org/draft/2019-09/schema#');
    expect(certify(definition, text, widenedBaseline(definition))).toEqual({ messages: [], manualValidation: false });
  });

  it.each(draft2019)('accepts %s with the official 2019-09 spelling against its widened baseline', (_label, definition) => {
    const text = editJson(definitionText(definition), '', (root) => (root.$schema = officialDraft2019));
    expect(certify(definition, text, widenedBaseline(definition))).toEqual({ messages: [], manualValidation: false });
  });

  it('accepts the 2020-12 feedback message against its widened baseline', () => {
    const definition = feedback;
    expect(JSON.parse(definitionText(definition)).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(certify(definition, definitionText(definition), widenedBaseline(definition))).toEqual({ messages: [], manualValidation: false });
  });

  it('rejects a definition with a removed required', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/partyReceiver', (receiver) => {
      receiver.required = stringsAt(receiver, 'required').filter((name) => name !== 'refKey');
    });
    expect(rejection(definition, text, widenedBaseline(definition, { dropRequired: false }))).toEqual([
      [
        1,
        'Attribuut refKey moet verplicht zijn',
        'Attribuut refKey van entiteit commonTechnical-default/party-receiver is verplicht (V) in de baseline, maar staat niet in required. Plaats: /definitions/partyReceiver/required',
      ],
    ]);
  });

  it('rejects a definition whose maxContains is wider than the baseline', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/partySender/properties/party/allOf/0', (item) => (item.maxContains = 10));
    expect(rejection(definition, text, widenedBaseline(definition))).toEqual([
      [
        1,
        'Entiteit commonTechnical-default/party-sender/party-contact mag vaker voorkomen dan de baseline toestaat',
        'maxContains is 10, de baseline staat maximaal 9 toe. Plaats: /definitions/partySender/properties/party/allOf/0/maxContains',
      ],
    ]);
  });

  it('rejects a definition with a code outside the baseline subset', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/commonFunctional/properties/function', (attribute) => (attribute.oneOf as unknown[]).push({ const: '23' }));
    expect(rejection(definition, text, widenedBaseline(definition))).toEqual([
      [
        1,
        'Code 23 van attribuut function staat niet in de baseline',
        'De baseline staat voor attribuut function van entiteit commonFunctional-default alleen de gekozen codes uit codelijst ADNFUN toe; 23 hoort daar niet bij. Plaats: /definitions/commonFunctional/properties/function/oneOf/4/const',
      ],
    ]);
  });

  it('rejects a code outside a full code list, resolved from the local code list file', () => {
    const definition = feedback;
    const text = editJson(definitionText(definition), '/$defs/partyPensionProvider/properties/puvCode', (attribute) => {
      delete attribute.$ref;
      attribute.oneOf = [{ const: 'U0003' }, { const: 'X9999' }];
    });
    expect(rejection(definition, text, widenedBaseline(definition))).toEqual([
      [
        1,
        'Code X9999 van attribuut puvCode staat niet in de baseline',
        'De baseline staat voor attribuut puvCode van entiteit party-pensionProvider alleen codes uit codelijst AFDIDP toe; X9999 hoort daar niet bij. Plaats: /$defs/partyPensionProvider/properties/puvCode/oneOf/1/const',
      ],
    ]);
  });

  it('rejects a definition with an extra attribute', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/partyContact/properties', (properties) => (properties.mobilePhoneNumber = { type: 'string', maxLength: 20 }));
    expect(rejection(definition, text, widenedBaseline(definition))).toEqual([
      [
        1,
        'Attribuut mobilePhoneNumber bestaat niet in de baseline',
        'Entiteit commonTechnical-default/party-sender/party-contact heeft in de baseline geen attribuut mobilePhoneNumber. Plaats: /definitions/partyContact/properties/mobilePhoneNumber',
      ],
    ]);
  });

  it('rejects a definition with an entity that is not in the baseline', () => {
    const definition = feedback;
    const text = editJson(definitionText(definition), '/properties', (properties) => {
      properties.document = { type: 'array', uniqueItems: true, allOf: [{ minContains: 0, maxContains: 9, contains: { $ref: '#/$defs/error' } }] };
    });
    expect(rejection(definition, text, widenedBaseline(definition))).toEqual([
      [1, 'Entiteit document bestaat niet in de baseline', 'De baseline kent onder het bericht geen entiteit document. Plaats: /properties/document'],
    ]);
  });

  it('rejects a definition with a wider maxLength', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/partyReceiver/properties/rsinNumber', (attribute) => (attribute.maxLength = 12));
    expect(rejection(definition, text, widenedBaseline(definition, { dropMaxLength: false }))).toEqual([
      [
        1,
        'maxLength van attribuut rsinNumber is ruimer dan de baseline',
        'maxLength is 12, de baseline heeft maxLength 9. Plaats: /definitions/partyReceiver/properties/rsinNumber/maxLength',
      ],
    ]);
  });

  it('rejects the unwidened definition where its baseline keeps a const', () => {
    const definition = vermogen;
    const text = editJson(definitionText(definition), '/definitions/commonFunctional/properties/afdDefinitionVersion', (attribute) => delete attribute.const);
    expect(rejection(definition, text, widenedBaseline(definition, { dropConst: false }))).toEqual([
      [
        1,
        'const van attribuut afdDefinitionVersion is ruimer dan de baseline',
        'const ontbreekt, de baseline heeft const 001.04. Plaats: /definitions/commonFunctional/properties/afdDefinitionVersion/const',
      ],
    ]);
  });
});

describe.skipIf(!fixturesPresent)('the compiled real definitions (code lists resolved locally)', () => {
  const withSamples = realDefinitions.filter((definition) => definition.samples.length > 0);

  it.each(withSamples.flatMap((definition) => definition.samples.map((sample) => [definition.label, sample, definition] as const)))(
    '%s: %s fails only on its known afdDefinitionVersion',
    (_label, sample, definition) => {
      const loaded = loadSchemaDocument(definitionText(definition), new CodeListLookup(definitionCodeLists(definition)));
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.messages));
      const message: unknown = JSON.parse(readFixture(definition.folder, sample));
      expect(loaded.loaded.validate(message)).toBe(false);
      const commonFunctional = objectAt(message, '/commonFunctional/0');
      expect(commonFunctional.afdDefinitionVersion).toBe('001.04 (prerelease)');
      commonFunctional.afdDefinitionVersion = '001.04';
      expect(loaded.loaded.validate(message)).toBe(true);
    },
  );
});

describe.skipIf(!fixturesPresent)('the promise on open entity arrays: a second commonFunctional that no narrowed clause counts', () => {
  // Bericht 1 Vermogen with afdDefinitionName narrowed to 40 characters, against its widened
  // baseline (no lengths; maxContains kept: commonFunctional at most once). Read literally, the
  // definition's open array lets a second commonFunctional with a 60-character name through
  // uncounted; the baseline counts two. The witness message is exactly that.
  const definition = vermogen;
  const narrowed = editJson(definitionText(definition), '/definitions/commonFunctional/properties/afdDefinitionName', (attribute) => (attribute.maxLength = 40));
  const widened = JSON.stringify(widenDefinitionSchema(JSON.parse(definitionText(definition)) as JsonObject));
  const validatorOf = (schemaText: string) => {
    const loaded = loadSchemaDocument(schemaText, new CodeListLookup(definitionCodeLists(definition)));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.messages));
    return loaded.loaded.validate;
  };
  const witness = () => {
    const message = JSON.parse(readFixture(definition.folder, definition.samples[0] ?? '')) as { commonFunctional: JsonRecord[] };
    const first = objectAt(message, '/commonFunctional/0');
    first.afdDefinitionVersion = '001.04';
    message.commonFunctional.push({ ...structuredClone(first), afdDefinitionName: 'N'.repeat(60) });
    return message;
  };

  it('is valid under the narrowed definition as the file writes it, and invalid under the baseline: a literal validator breaks the promise', () => {
    expect(validatorOf(narrowed)(witness())).toBe(true);
    expect(validatorOf(widened)(witness())).toBe(false);
  });

  it('makes the checker ask for manual validation of the open commonFunctional array, not accept it', () => {
    const result = certify(definition, narrowed, widenedBaseline(definition), { open: true });
    expect(result.manualValidation).toBe(true);
    expect(result.messages.map((message) => message.message)).toContain('Handmatige validatie nodig: entiteit-array commonFunctional is open');
  });

  it('is refused by the definition with its arrays closed, which certifies', () => {
    expect(validatorOf(closed(narrowed))(witness())).toBe(false);
    expect(certify(definition, narrowed, widenedBaseline(definition))).toEqual({ messages: [], manualValidation: false });
  });

  it('is refused by the definition closed by a plain anyOf of the references instead, which certifies too', () => {
    const byAnyOf = closedByAnyOf(narrowed);
    expect(byAnyOf).toContain('"anyOf"');
    expect(validatorOf(byAnyOf)(witness())).toBe(false);
    // The first sample, made to name the definition's version, is admitted by both closures alike.
    const sample = witness();
    sample.commonFunctional.pop();
    expect(validatorOf(byAnyOf)(sample)).toBe(validatorOf(closed(narrowed))(sample));
    expect(certify(definition, byAnyOf, widenedBaseline(definition), { open: true })).toEqual({ messages: [], manualValidation: false });
  });
});
