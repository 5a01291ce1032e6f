import { describe, expect, it } from 'vitest';
import { jsonParseMessage } from './json-texts.ts';
import { parseJsonText } from './parse-json.ts';

function parseError(text: string, limits = {}) {
  const result = parseJsonText(text, limits);
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('parseJsonText', () => {
  it('parses objects, arrays, strings with escapes, numbers and literals like JSON.parse', () => {
    const text = '{"a": [1, -2.5e3, 0.01, true, false, null], "b": "x\\n\\u00e9\\"", "c": {}}';
    expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('accepts a leading byte order mark', () => {
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('keeps a key "__proto__" as data and never as the prototype', () => {
    const result = parseJsonText('{"__proto__": {"polluted": true}}');
    if (!result.ok) throw new Error('expected JSON');
    expect(Object.keys(result.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((result.value as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports an empty file as empty', () => {
    expect(parseError('  \n ')).toMatchObject({ code: 'empty', reason: 'het bestand is leeg' });
  });

  it('names the line and column of an unexpected character', () => {
    expect(parseError('{\n  "a": 1,\n  "b": ?\n}')).toEqual({ code: 'syntax', reason: "onverwacht teken '?'", line: 3, column: 8 });
  });

  it('says what it expected where a comma or closing brace is missing', () => {
    expect(parseError('{"a": 1 "b": 2}')).toMatchObject({ reason: "een komma of '}' verwacht, maar vond '\"'", line: 1, column: 9 });
  });

  it('reports text that stops in the middle', () => {
    expect(parseError('{"a": [1, 2')).toMatchObject({ reason: 'het bestand houdt onverwacht op', line: 1, column: 12 });
  });

  it('refuses a key that occurs twice in one object', () => {
    expect(parseError('{"a": 1, "a": 2}')).toMatchObject({ reason: 'de sleutel "a" komt twee keer voor in hetzelfde object', column: 10 });
  });

  it('refuses content after the value, control characters in strings and bad escapes', () => {
    expect(parseError('{} {}').reason).toBe('er staat nog tekst na het einde van de JSON-waarde');
    expect(parseError('"a\tb"').reason).toBe('een stuurteken in een tekst (gebruik een escape-reeks)');
    expect(parseError('"\\x"').reason).toBe('ongeldige escape-reeks in een tekst');
    expect(parseError('[01]').reason).toBe("een komma of ']' verwacht, maar vond '1'");
    expect(parseError('1e999').reason).toBe('getal is te groot');
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(parseError(deep)).toMatchObject({ code: 'too-deep', reason: 'te diep genest (meer dan 64 niveaus)', line: 1, column: 65 });
    expect(parseJsonText('[[[]]]', { maxDepth: 3 }).ok).toBe(true);
    expect(parseJsonText('[[[[]]]]', { maxDepth: 3 }).ok).toBe(false);
  });

  it('refuses text longer than the limit before parsing it', () => {
    expect(parseError('[1, 2, 3]', { maxLength: 5 })).toMatchObject({ code: 'too-long', reason: 'het bestand is te groot (meer dan 5 tekens)' });
  });
});

describe('jsonParseMessage', () => {
  it('names the file, the reason and the position', () => {
    expect(jsonParseMessage('datacat.json', { reason: 'onverwacht teken \'?\'', line: 3, column: 8 })).toBe(
      "Het bestand datacat.json is geen geldige JSON: onverwacht teken '?' (regel 3, kolom 8).",
    );
  });
});
