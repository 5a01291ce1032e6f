import { Ajv2019, MissingRefError, type ValidateFunction } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { CertificationMessage } from '../../model/certification.ts';
import type { JsonObject } from '../json/json-value.ts';
import { draftMetaSchemaUri, type JsonSchemaDraft } from '../json/schema-draft.ts';
import { documentTexts, metaSchemaDetail } from '../certification/texts.ts';
import { codeListDocuments, type CodeListLookup, type CodeListRef } from './code-list-ref.ts';
import { withProtoPropertiesAsPatterns } from './proto-properties.ts';

// "Valid against its declared draft": the schema must satisfy the draft's meta-schema and compile.
// One long-lived ajv instance per draft checks against the meta-schema (compiling a meta-schema
// costs far more than the check). Compilation uses a fresh instance per schema, so that the code
// lists registered for one upload never leak into another. No `loadSchema` is configured and only
// the synchronous `compile` is used, so ajv has no way to fetch anything: a reference it cannot
// resolve locally fails compilation.

const ajvOptions: Options = {
  // User schemas carry non-standard annotations (customDescription, codelistName, '//comment').
  strict: false,
  logger: false,
  // Schemas are compiled, never used on messages here: formats are annotations to us.
  validateFormats: false,
  addUsedSchema: false,
  // `required: ["constructor"]` must not be met by Object.prototype's constructor: only the
  // message's own properties count, as JSON Schema means them.
  ownProperties: true,
};

// ajv-formats is CommonJS and sets its plugin as its own `default` too; TypeScript types the import as the module, so its `default` is taken.
const addFormats = (formatsPlugin as unknown as { default: typeof formatsPlugin.default }).default;

const metaValidators = new Map<JsonSchemaDraft, Ajv2019 | Ajv2020>();

/** The shared meta-schema checker of a draft, created on first use. */
function metaValidator(draft: JsonSchemaDraft): Ajv2019 | Ajv2020 {
  let ajv = metaValidators.get(draft);
  if (ajv === undefined) {
    ajv = createAjv(draft, ajvOptions);
    metaValidators.set(draft, ajv);
  }
  return ajv;
}

function createAjv(draft: JsonSchemaDraft, options: Options): Ajv2019 | Ajv2020 {
  return draft === '2019-09' ? new Ajv2019(options) : new Ajv2020(options);
}

/** At most this many meta-schema violations are reported; the first ones say enough. */
const maxMetaSchemaMessages = 10;

export interface DraftValidationInput {
  schema: JsonObject;
  draft: JsonSchemaDraft;
  /** The code-list references found in the schema (see `scanReferences`), all locally known. */
  codeListRefs: readonly CodeListRef[];
  codeLists: CodeListLookup;
  /**
   * The validator checks messages a member tests (the workbench): every error, not only the
   * first, and formats (date, date-time, email) checked as the standard means them.
   */
  forMessages?: boolean;
}

export type DraftValidationResult = { ok: true; validate: ValidateFunction } | { ok: false; messages: CertificationMessage[] };

/** Validates a schema against its draft's meta-schema and compiles it with the code lists resolved locally. */
export function validateAgainstDraft({ schema, draft, codeListRefs, codeLists, forMessages = false }: DraftValidationInput): DraftValidationResult {
  // The composition tool's spelling `http://json-schema.org/draft/2019-09/schema#` is unknown to
  // ajv by that name; the copy names the same meta-schema by its official URI.
  const canonical = { ...schema, $schema: draftMetaSchemaUri[draft] };
  const meta = metaValidator(draft);
  if (meta.validateSchema(canonical) !== true) {
    const violations = (meta.errors ?? []).slice(0, maxMetaSchemaMessages);
    return { ok: false, messages: violations.map((violation) => documentTexts.metaSchema(draft, metaSchemaDetail(violation), violation.instancePath)) };
  }
  // Already checked against the meta-schema above; the code-list documents are our own. Code
  // optimisation is off: it costs several times the compilation and gains nothing for one use.
  // A fresh instance per schema, so it may keep the schema it compiles: without that, ajv cannot
  // resolve a reference to the root ('#') of a schema that has no $id.
  const ajv = createAjv(draft, { ...ajvOptions, addUsedSchema: true, validateSchema: false, code: { optimize: false }, ...(forMessages ? { allErrors: true, validateFormats: true } : {}) });
  if (forMessages) addFormats(ajv);
  try {
    for (const document of codeListDocuments(codeListRefs, codeLists)) ajv.addSchema(document);
    return { ok: true, validate: ajv.compile(withProtoPropertiesAsPatterns(canonical)) };
  } catch (failure) {
    if (failure instanceof MissingRefError) {
      return { ok: false, messages: [documentTexts.notCompilable(`de verwijzing '${failure.missingRef}' kan niet worden opgelost`)] };
    }
    const detail = failure instanceof Error ? failure.message : String(failure);
    return { ok: false, messages: [documentTexts.notCompilable(`de validator meldt: ${detail}`)] };
  }
}
