import type { CertificationMessage } from '../../model/certification.ts';
import { isJsonObject } from '../json/json-value.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { detectJsonSchemaDraft } from '../json/schema-draft.ts';
import { documentTexts, enrichmentTexts } from '../certification/texts.ts';
import { annotationFromValue, annotationValue, certificationAnnotationKeyword, type CertificationAnnotation } from './certification-annotation.ts';

// The enriched copy ("Verrijkte XSD downloaden" for a JSON Schema): the certified schema with the
// certification annotation as its first keyword. The annotation is inserted into the text, so
// everything else stays byte for byte what was certified. A schema that already carries an
// annotation (an enriched copy uploaded again) has it replaced; that copy is re-serialised.

export interface EnrichJsonSchemaInput {
  schemaText: string;
  annotation: CertificationAnnotation;
}

export type EnrichJsonSchemaResult = { ok: true; enrichedText: string } | { ok: false; messages: CertificationMessage[] };

/** The enriched copy of a certified AFD 2.0 JSON Schema: the schema plus the certification annotation. */
export function enrichJsonSchema({ schemaText, annotation }: EnrichJsonSchemaInput): EnrichJsonSchemaResult {
  if (!/^[0-9a-f]{64}$/.test(annotation.certificationMark)) return { ok: false, messages: [enrichmentTexts.invalidMark()] };
  const parsed = parseJsonText(schemaText);
  if (!parsed.ok) return { ok: false, messages: [documentTexts.notJson(parsed.error)] };
  const schema = parsed.value;
  if (!isJsonObject(schema)) return { ok: false, messages: [documentTexts.notASchema(Array.isArray(schema) ? 'array' : schema === null ? 'null' : typeof schema)] };
  if (detectJsonSchemaDraft(schema.$schema) === null) {
    return { ok: false, messages: [schema.$schema === undefined ? documentTexts.missingDraft() : documentTexts.unsupportedDraft(String(schema.$schema))] };
  }
  if (Object.prototype.hasOwnProperty.call(schema, certificationAnnotationKeyword)) {
    schema[certificationAnnotationKeyword] = annotationValue(annotation);
    return { ok: true, enrichedText: JSON.stringify(schema, null, 2) };
  }
  return { ok: true, enrichedText: insertFirstKeyword(schemaText, annotation) };
}

/** The certification annotation of an enriched copy; null when the text carries none. */
export function readCertificationAnnotation(enrichedText: string): CertificationAnnotation | null {
  const parsed = parseJsonText(enrichedText);
  return parsed.ok && isJsonObject(parsed.value) ? annotationFromValue(parsed.value[certificationAnnotationKeyword]) : null;
}

/** Inserts the annotation right after the root's '{', indented like the schema's first keyword. */
function insertFirstKeyword(schemaText: string, annotation: CertificationAnnotation): string {
  const open = schemaText.indexOf('{');
  const rest = schemaText.slice(open + 1);
  const leading = /^\s*/.exec(rest)?.[0] ?? '';
  const indent = leading.includes('\n') ? leading.slice(leading.lastIndexOf('\n') + 1) : '';
  const newline = leading.includes('\r\n') ? '\r\n' : '\n';
  const value = indent === ''
    ? JSON.stringify(annotationValue(annotation))
    : JSON.stringify(annotationValue(annotation), null, indent).split('\n').join(newline + indent);
  // On its own line like the other keywords; in a one-line schema, inline.
  const separator = leading.includes('\n') ? leading : '';
  return `${schemaText.slice(0, open + 1)}${separator}${JSON.stringify(certificationAnnotationKeyword)}: ${value},${rest}`;
}
