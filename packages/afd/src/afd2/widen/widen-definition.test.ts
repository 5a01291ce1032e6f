import { describe, expect, it } from 'vitest';
import { editJson } from '../../../test/support/json-edit.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { closeEntityArrays } from '../schema/entity-array.ts';
import { certifyJsonSchema } from '../certification/certify-json-schema.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { isJsonObject, type JsonObject } from '../json/json-value.ts';
import { widenDefinitionSchema } from './widen-definition.ts';

function parsedObject(text: string): JsonObject {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('expected a JSON object');
  return parsed.value;
}

// A definition narrower than the demo baseline: a fixed version, a required time.
const definitionText = editJson(
  editJson(demoAfd2BaselineSchemaText(), '/definitions/commonFunctionalDefault/properties/afdDefinitionVersion', (attribute) => (attribute.const = '001.00')),
  '/definitions/claimDefault',
  (definition) => (definition.required as string[]).push('claimTime'),
);

describe('widenDefinitionSchema', () => {
  it('drops required (except entityType), const and maxLength, and changes nothing else', () => {
    const widened = widenDefinitionSchema(parsedObject(definitionText));
    const claim = (widened.definitions as Record<string, Record<string, unknown>>).claimDefault;
    expect(claim?.required).toEqual(['entityType']);
    expect(widened.required).toBeUndefined();
    expect(JSON.stringify(widened)).not.toMatch(/"maxLength"|"const":"001.00"/);
    expect(JSON.stringify(widened)).toContain('"const":"default"');
    expect(JSON.stringify(widened)).toContain('"multipleOf":0.01');
  });

  it('leaves its input unchanged', () => {
    const definition = parsedObject(definitionText);
    const before = JSON.stringify(definition);
    widenDefinitionSchema(definition);
    expect(JSON.stringify(definition)).toBe(before);
  });

  it('keeps what the options say to keep', () => {
    const widened = widenDefinitionSchema(parsedObject(definitionText), { dropRequired: false, dropMaxLength: false });
    expect(JSON.stringify(widened)).toContain('"maxLength":35');
    expect((widened.definitions as Record<string, Record<string, unknown>>).claimDefault?.required).toContain('claimTime');
  });

  it('yields a baseline the definition certifies against, its entity arrays closed as the portal generates them', () => {
    const baseline = parseAfd2BaselineSchema({ schemaText: JSON.stringify(widenDefinitionSchema(parsedObject(definitionText))), codeLists: demoAfd2CodeLists });
    if (!baseline.ok) throw new Error(JSON.stringify(baseline.messages));
    const closed = parsedObject(definitionText);
    closeEntityArrays(closed);
    expect(certifyJsonSchema({ schemaText: JSON.stringify(closed), baseline: baseline.library, codeLists: demoAfd2CodeLists })).toEqual({ messages: [], manualValidation: false });
  });
});
