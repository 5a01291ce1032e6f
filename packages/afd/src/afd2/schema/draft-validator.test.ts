import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../json/parse-json.ts';
import { isJsonObject, type JsonObject } from '../json/json-value.ts';
import { CodeListLookup } from './code-list-ref.ts';
import { validateAgainstDraft } from './draft-validator.ts';

// Cases of the JSON Schema Test Suite (draft 2019-09 and 2020-12: properties.json, required.json,
// ref.json) that a validator built on JavaScript objects easily gets wrong: property names that
// Object.prototype also has, and a reference to the root of a schema without $id. Schemas and
// messages are read by the same parser uploads and the workbench use.

function parsed(text: string): JsonObject {
  const result = parseJsonText(text);
  if (!result.ok || !isJsonObject(result.value)) throw new Error(`not an object: ${text}`);
  return result.value;
}

function validator(schemaText: string, draft: '2019-09' | '2020-12') {
  const compiled = validateAgainstDraft({ schema: parsed(schemaText), draft, codeListRefs: [], codeLists: new CodeListLookup([]), forMessages: true });
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.messages));
  return (message: string) => {
    const value = parseJsonText(message);
    if (!value.ok) throw new Error(`not JSON: ${message}`);
    return compiled.validate(value.value);
  };
}

const propertiesNamedLikeObjectPrototype = `{
  "properties": {
    "__proto__": {"type": "number"},
    "toString": {"properties": {"length": {"type": "string"}}},
    "constructor": {"type": "number"}
  }
}`;

const requiredNamedLikeObjectPrototype = '{"required": ["__proto__", "toString", "constructor"]}';

describe.each(['2019-09', '2020-12'] as const)('draft %s', (draft) => {
  describe('properties whose names are Javascript object property names', () => {
    const cases: [string, string, boolean][] = [
      ['ignores arrays', '[]', true],
      ['none of the properties mentioned', '{}', true],
      ['__proto__ not valid', '{"__proto__": "foo"}', false],
      ['toString not valid', '{"toString": {"length": 37}}', false],
      ['constructor not valid', '{"constructor": {"length": 37}}', false],
      ['all present and valid', '{"__proto__": 12, "toString": {"length": "foo"}, "constructor": 37}', true],
    ];
    it.each(cases)('%s', (_name, message, valid) => {
      expect(validator(propertiesNamedLikeObjectPrototype, draft)(message)).toBe(valid);
    });

    it('counts __proto__ as a known property for additionalProperties: false', () => {
      const validate = validator('{"properties": {"__proto__": {"type": "number"}}, "additionalProperties": false}', draft);
      expect(validate('{"__proto__": 1}')).toBe(true);
      expect(validate('{"__proto__": "x"}')).toBe(false);
      expect(validate('{"other": 1}')).toBe(false);
    });

    it('keeps a pattern property of the same name: both apply', () => {
      const validate = validator('{"properties": {"__proto__": {"type": "number"}}, "patternProperties": {"^__proto__$": {"minimum": 10}}}', draft);
      expect(validate('{"__proto__": 12}')).toBe(true);
      expect(validate('{"__proto__": 2}')).toBe(false);
    });
  });

  describe('required properties whose names are Javascript object property names', () => {
    const cases: [string, string, boolean][] = [
      ['ignores arrays', '[]', true],
      ['ignores other non-objects', '12', true],
      ['none of the properties mentioned', '{}', false],
      ['__proto__ present', '{"__proto__": "foo"}', false],
      ['toString present', '{"toString": {"length": 37}}', false],
      ['constructor present', '{"constructor": {"length": 37}}', false],
      ['all present', '{"__proto__": 12, "toString": {"length": "foo"}, "constructor": 37}', true],
    ];
    it.each(cases)('%s', (_name, message, valid) => {
      expect(validator(requiredNamedLikeObjectPrototype, draft)(message)).toBe(valid);
    });
  });

  describe('root pointer ref', () => {
    const schema = '{"properties": {"foo": {"$ref": "#"}}, "additionalProperties": false}';
    it.each([
      ['match', '{"foo": false}', true],
      ['recursive match', '{"foo": {"foo": false}}', true],
      ['mismatch', '{"bar": false}', false],
      ['recursive mismatch', '{"foo": {"bar": false}}', false],
    ] as const)('%s', (_name, message, valid) => {
      expect(validator(schema, draft)(message)).toBe(valid);
    });
  });
});
