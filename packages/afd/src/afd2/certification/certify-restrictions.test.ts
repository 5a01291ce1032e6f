import { describe, expect, it } from 'vitest';
import { editJson, stringsAt } from '../../../test/support/json-edit.ts';
import { isCertifiable } from '../../model/certification.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from './certify-json-schema.ts';
import type { JsonObject } from '../json/json-value.ts';
import { closeEntityArrays } from '../schema/entity-array.ts';

// Certification against the synthetic demo baseline: each definition is the baseline with one
// small edit, so each test shows one check. The definition's entity arrays are closed after the
// edit, as the portal generates them; an open array has its own verdict (keyword-table.test.ts).

const baseline = demoAfd2BaselineLibrary();
const baselineText = demoAfd2BaselineSchemaText();
const claim = '/definitions/claimDefault';

/** The definition with its entity arrays closed. */
const closed = (schemaText: string) => editJson(schemaText, '', (root) => closeEntityArrays(root as JsonObject));

function certify(schemaText: string) {
  return certifyJsonSchema({ schemaText: closed(schemaText), baseline, codeLists: demoAfd2CodeLists });
}

/** The one message a definition gets, as [message, description]. */
function onlyError(schemaText: string): [string, string] {
  const result = certify(schemaText);
  expect(result.manualValidation).toBe(false);
  expect(result.messages).toHaveLength(1);
  expect(result.messages[0]?.severity).toBe(1);
  return [result.messages[0]?.message ?? '', result.messages[0]?.description ?? ''];
}

describe('certifyJsonSchema: accepted restrictions', () => {
  it('accepts the baseline itself', () => {
    expect(certify(baselineText)).toEqual({ messages: [], manualValidation: false });
  });

  it('accepts a definition that narrows: subset, shorter, required, fewer occurrences, an optional entity left out', () => {
    let text = editJson(baselineText, `${claim}/properties/claimType`, (attribute) => {
      delete attribute.$ref;
      attribute.oneOf = [{ const: '1' }, { const: '5' }];
    });
    text = editJson(text, `${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 20));
    text = editJson(text, `${claim}/properties/damageAmount`, (attribute) => Object.assign(attribute, { multipleOf: 1, minimum: 0, maximum: 1e6 }));
    text = editJson(text, claim, (definition) => stringsAt(definition, 'required').push('claimTime'));
    text = editJson(text, '/properties/policy/allOf/0', (item) => (item.maxContains = 1));
    text = editJson(text, '/definitions/policyDefault/properties/claim/allOf/0', (item) => Object.assign(item, { minContains: 1, maxContains: 5 }));
    text = editJson(text, '/definitions/policyDefault', (definition) => {
      delete (definition.properties as Record<string, unknown>).object;
      stringsAt(definition, 'required').push('claim');
    });
    text = editJson(text, '/definitions/commonFunctionalDefault/properties/afdDefinitionVersion', (attribute) => (attribute.const = '001.00'));
    text = editJson(text, '/definitions/objectCar/properties/catalogueValue', (attribute) => (attribute.type = 'integer'));
    const result = certify(text);
    expect(result).toEqual({ messages: [], manualValidation: false });
    expect(isCertifiable(result)).toBe(true);
  });
});

describe('certifyJsonSchema: rejected widenings', () => {
  it('rejects a definition that drops a required attribute of the baseline', () => {
    const text = editJson(baselineText, claim, (definition) => {
      definition.required = stringsAt(definition, 'required').filter((name) => name !== 'claimDate');
    });
    expect(onlyError(text)).toEqual([
      'Attribuut claimDate moet verplicht zijn',
      'Attribuut claimDate van entiteit policy-default/claim-default is verplicht (V) in de baseline, maar staat niet in required. Plaats: /definitions/claimDefault/required',
    ]);
  });

  it('rejects a definition whose maxContains is wider than the baseline', () => {
    const text = editJson(baselineText, '/definitions/policyDefault/properties/claim/allOf/0', (item) => (item.maxContains = 100));
    expect(onlyError(text)).toEqual([
      'Entiteit policy-default/claim-default mag vaker voorkomen dan de baseline toestaat',
      'maxContains is 100, de baseline staat maximaal 99 toe. Plaats: /definitions/policyDefault/properties/claim/allOf/0/maxContains',
    ]);
  });

  it('rejects a definition without maxContains where the baseline has one', () => {
    const text = editJson(baselineText, '/definitions/policyDefault/properties/claim/allOf/0', (item) => delete item.maxContains);
    expect(onlyError(text)[1]).toBe('maxContains is onbeperkt, de baseline staat maximaal 99 toe. Plaats: /definitions/policyDefault/properties/claim/allOf/0/maxContains');
  });

  it('rejects a minContains below the baseline and a mandatory entity array left out of required', () => {
    const lower = editJson(baselineText, '/properties/policy/allOf/0', (item) => (item.minContains = 0));
    expect(onlyError(lower)).toEqual([
      'Entiteit policy-default mag minder vaak voorkomen dan de baseline toestaat',
      'minContains is 0, de baseline vereist minimaal 1. Plaats: /properties/policy/allOf/0/minContains',
    ]);
    const optional = editJson(baselineText, '', (root) => (root.required = stringsAt(root, 'required').filter((name) => name !== 'policy')));
    expect(onlyError(optional)).toEqual([
      'Entiteit policy-default is niet verplicht',
      'De entiteit-array policy staat niet in required, zodat de entiteit kan ontbreken; de baseline vereist minimaal 1. Plaats: /required',
    ]);
  });

  it('rejects a definition that leaves out an entity the baseline requires', () => {
    const text = editJson(baselineText, '/definitions/commonTechnicalDefault', (definition) => {
      delete (definition.properties as Record<string, unknown>).party;
      definition.required = stringsAt(definition, 'required').filter((name) => name !== 'party');
    });
    expect(onlyError(text)).toEqual([
      'Entiteit commonTechnical-default/party-sender ontbreekt',
      'De baseline vereist entiteit commonTechnical-default/party-sender minimaal 1 keer; het schema staat haar niet toe. Plaats: /definitions/commonTechnicalDefault/properties',
    ]);
  });

  it('rejects an attribute the baseline does not have', () => {
    const text = editJson(baselineText, `${claim}/properties`, (properties) => (properties.claimCause = { type: 'string', maxLength: 10 }));
    expect(onlyError(text)).toEqual([
      'Attribuut claimCause bestaat niet in de baseline',
      'Entiteit policy-default/claim-default heeft in de baseline geen attribuut claimCause. Plaats: /definitions/claimDefault/properties/claimCause',
    ]);
  });

  it('rejects an entity and an entity type the baseline does not have', () => {
    const entity = editJson(baselineText, '/properties', (properties) => (properties.vehicle = { type: 'array', allOf: [{ contains: { $ref: '#/definitions/objectCar' } }] }));
    expect(onlyError(entity)).toEqual(['Entiteit vehicle bestaat niet in de baseline', 'De baseline kent onder het bericht geen entiteit vehicle. Plaats: /properties/vehicle']);
    let type = editJson(baselineText, '/definitions', (definitions) => {
      definitions.objectBoat = { type: 'object', additionalProperties: false, properties: { entityType: { type: 'string', const: 'boat' } }, required: ['entityType'] };
    });
    type = editJson(type, '/definitions/policyDefault/properties/object', (array) => (array.allOf as unknown[]).push({ minContains: 0, maxContains: 1, contains: { $ref: '#/definitions/objectBoat' } }));
    expect(onlyError(type)).toEqual([
      'Entiteittype boat van entiteit object bestaat niet in de baseline',
      'De baseline kent onder entiteit policy-default entiteit object niet met entiteittype boat. Plaats: /definitions/policyDefault/properties/object/allOf/2',
    ]);
  });

  it('rejects a maxLength wider than the baseline, or none where the baseline has one', () => {
    const wider = editJson(baselineText, `${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 350));
    expect(onlyError(wider)).toEqual([
      'maxLength van attribuut claimNumber is ruimer dan de baseline',
      'maxLength is 350, de baseline heeft maxLength 35. Plaats: /definitions/claimDefault/properties/claimNumber/maxLength',
    ]);
    const none = editJson(baselineText, `${claim}/properties/claimNumber`, (attribute) => delete attribute.maxLength);
    expect(onlyError(none)[1]).toBe('maxLength ontbreekt, de baseline heeft maxLength 35. Plaats: /definitions/claimDefault/properties/claimNumber/maxLength');
  });

  it('rejects a wider data type, another format and a coarser multipleOf', () => {
    const type = editJson(baselineText, '/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = 'number'));
    expect(onlyError(type)).toEqual([
      'Datatype van attribuut buildYear is ruimer dan de baseline',
      'Het datatype is decimal, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
    ]);
    const format = editJson(baselineText, `${claim}/properties/claimDate`, (attribute) => (attribute.format = 'date-time'));
    expect(onlyError(format)).toEqual([
      'format van attribuut claimDate wijkt af van de baseline',
      'format is date-time, de baseline heeft format date. Plaats: /definitions/claimDefault/properties/claimDate/format',
    ]);
    const multiple = editJson(baselineText, `${claim}/properties/damageAmount`, (attribute) => (attribute.multipleOf = 0.005));
    expect(onlyError(multiple)[1]).toBe('multipleOf is 0.005, de baseline heeft multipleOf 0.01. Plaats: /definitions/claimDefault/properties/damageAmount/multipleOf');
  });

  it('rejects a code outside the baseline code list and a full list where the baseline has a subset', () => {
    const outside = editJson(baselineText, `${claim}/properties/claimType`, (attribute) => {
      delete attribute.$ref;
      attribute.oneOf = [{ const: '1' }, { const: '9' }];
    });
    expect(onlyError(outside)).toEqual([
      'Code 9 van attribuut claimType staat niet in de baseline',
      'De baseline staat voor attribuut claimType van entiteit policy-default/claim-default alleen codes uit codelijst ADNSCH toe; 9 hoort daar niet bij. Plaats: /definitions/claimDefault/properties/claimType/oneOf/1/const',
    ]);
    const subsetBaseline = editJson(baselineText, `${claim}/properties/claimType`, (attribute) => {
      delete attribute.$ref;
      attribute.oneOf = [{ const: '1' }, { const: '2' }];
    });
    const narrowed = certifyJsonSchema({ schemaText: closed(baselineText), baseline: libraryOf(subsetBaseline), codeLists: demoAfd2CodeLists });
    expect(narrowed.messages.map((message) => message.description)).toEqual([
      'De baseline staat voor attribuut claimType van entiteit policy-default/claim-default een deel van codelijst ADNSCH toe; noem de toegestane codes met oneOf. Plaats: /definitions/claimDefault/properties/claimType/$ref',
    ]);
  });

  it('rejects an entity that allows extra attributes', () => {
    const text = editJson(baselineText, claim, (definition) => delete definition.additionalProperties);
    expect(onlyError(text)).toEqual([
      'Entiteit policy-default/claim-default staat extra attributen toe',
      'additionalProperties moet false zijn; anders zijn attributen toegestaan die de baseline niet kent. Plaats: /definitions/claimDefault/additionalProperties',
    ]);
  });
});

/** A baseline differing from the demo in one place, parsed the way a baseline upload parses it. */
function libraryOf(schemaText: string) {
  const parsed = parseAfd2BaselineSchema({ schemaText, codeLists: demoAfd2CodeLists });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
  return parsed.library;
}
