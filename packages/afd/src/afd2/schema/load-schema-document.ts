import type { ValidateFunction } from 'ajv';
import type { CertificationMessage } from '../../model/certification.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { isJsonObject, type JsonObject } from '../json/json-value.ts';
import { detectJsonSchemaDraft, type JsonSchemaDraft } from '../json/schema-draft.ts';
import { documentTexts } from '../certification/texts.ts';
import { scanReferences } from './scan-references.ts';
import { validateAgainstDraft } from './draft-validator.ts';
import type { CodeListLookup } from './code-list-ref.ts';

// The steps every uploaded AFD 2.0 schema goes through before its content is looked at: JSON,
// an object, a supported draft, references that stay local, valid against the draft. Baseline
// upload and certification share them, so both refuse hostile input with the same messages.

export interface LoadedSchema {
  schema: JsonObject;
  draft: JsonSchemaDraft;
  /** The compiled validator (code lists resolved locally), for validating messages. */
  validate: ValidateFunction;
}

export type LoadSchemaResult = { ok: true; loaded: LoadedSchema } | { ok: false; messages: CertificationMessage[] };

/** Parses schema text and checks it is a JSON Schema of a supported draft with only local references. */
export function loadSchemaDocument(schemaText: string, codeLists: CodeListLookup, { forMessages = false } = {}): LoadSchemaResult {
  const parsed = parseJsonText(schemaText);
  if (!parsed.ok) return { ok: false, messages: [documentTexts.notJson(parsed.error)] };
  const schema = parsed.value;
  if (!isJsonObject(schema)) {
    const kind = schema === null ? 'null' : Array.isArray(schema) ? 'array' : typeof schema;
    return { ok: false, messages: [documentTexts.notASchema(kind)] };
  }
  const declared = schema.$schema;
  if (declared === undefined) return { ok: false, messages: [documentTexts.missingDraft()] };
  const draft = detectJsonSchemaDraft(declared);
  if (draft === null) return { ok: false, messages: [documentTexts.unsupportedDraft(String(declared))] };

  const references = scanReferences(schema, codeLists);
  if (references.errors.length > 0) return { ok: false, messages: references.errors };
  const validation = validateAgainstDraft({ schema, draft, codeListRefs: references.codeListRefs, codeLists, forMessages });
  if (!validation.ok) return { ok: false, messages: validation.messages };
  return { ok: true, loaded: { schema, draft, validate: validation.validate } };
}
