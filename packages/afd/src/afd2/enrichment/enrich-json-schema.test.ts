import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from '../certification/certify-json-schema.ts';
import { enrichJsonSchema, readCertificationAnnotation } from './enrich-json-schema.ts';
import type { CertificationAnnotation } from './certification-annotation.ts';

const annotation: CertificationAnnotation = {
  organisation: 'Voorbeeld Verzekeringen',
  name: 'Schademelding-auto',
  key: 'Schade/Schademelding/Motorrijtuigen',
  catalogueVersion: '2026.1-demo',
  date: '2026-11-21',
  certificationMark: 'a'.repeat(64),
};

function enriched(schemaText: string): string {
  const result = enrichJsonSchema({ schemaText, annotation });
  if (!result.ok) throw new Error(JSON.stringify(result.messages));
  return result.enrichedText;
}

describe('enrichJsonSchema', () => {
  it('adds the annotation as the first keyword and leaves the rest of the text as it was', () => {
    const text = demoAfd2BaselineSchemaText();
    const copy = enriched(text);
    expect(copy.startsWith('{\n  "x-afd-certification": {\n    "organisation": "Voorbeeld Verzekeringen",\n')).toBe(true);
    expect(copy.endsWith(text.slice(1))).toBe(true);
    const { 'x-afd-certification': added, ...rest } = JSON.parse(copy) as Record<string, unknown>;
    expect(added).toEqual(annotation);
    expect(rest).toEqual(JSON.parse(text));
  });

  it('keeps the enriched copy valid for its draft and still certifiable', () => {
    const copy = enriched(demoAfd2BaselineSchemaText());
    const ajv = new Ajv2019({ strict: false });
    expect(ajv.validateSchema(JSON.parse(copy))).toBe(true);
    expect(certifyJsonSchema({ schemaText: copy, baseline: demoAfd2BaselineLibrary(), codeLists: demoAfd2CodeLists })).toEqual({ messages: [], manualValidation: false });
  });

  it('reads the annotation back from the enriched copy', () => {
    expect(readCertificationAnnotation(enriched(demoAfd2BaselineSchemaText()))).toEqual(annotation);
    expect(readCertificationAnnotation(demoAfd2BaselineSchemaText())).toBeNull();
  });

  it('enriches a one-line schema and one with CRLF line ends', () => {
    const oneLine = '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"}';
    expect(JSON.parse(enriched(oneLine))).toEqual({ 'x-afd-certification': annotation, ...JSON.parse(oneLine) });
    const crlf = '{\r\n  "$schema": "https://json-schema.org/draft/2020-12/schema"\r\n}';
    expect(enriched(crlf)).toContain('{\r\n  "x-afd-certification": {\r\n    "organisation"');
  });

  it('replaces the annotation of a schema that was enriched before', () => {
    const again = enrichJsonSchema({ schemaText: enriched(demoAfd2BaselineSchemaText()), annotation: { ...annotation, date: '2027-01-01' } });
    if (!again.ok) throw new Error('expected an enriched copy');
    expect(readCertificationAnnotation(again.enrichedText)?.date).toBe('2027-01-01');
    expect(again.enrichedText.match(/x-afd-certification/g)).toHaveLength(1);
  });

  it('refuses a mark that is not a sha-256 and text that is not a JSON Schema', () => {
    expect(enrichJsonSchema({ schemaText: demoAfd2BaselineSchemaText(), annotation: { ...annotation, certificationMark: 'abc' } })).toMatchObject({
      ok: false,
      messages: [{ severity: 1, message: 'Het certificeringskenmerk is ongeldig' }],
    });
    expect(enrichJsonSchema({ schemaText: '[]', annotation })).toMatchObject({ ok: false, messages: [{ message: 'Het bestand is geen JSON Schema' }] });
    expect(enrichJsonSchema({ schemaText: '{"type": "object"}', annotation })).toMatchObject({ ok: false, messages: [{ message: 'Het schema noemt geen JSON Schema-versie' }] });
  });
});
