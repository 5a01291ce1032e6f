import type { BaselineLibrary } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import type { CertificationResult } from '../../model/certification.ts';
import { CodeListLookup } from '../schema/code-list-ref.ts';
import { loadSchemaDocument } from '../schema/load-schema-document.ts';
import { readSchemaTree } from '../schema/read-entity-tree.ts';
import { withJsonCounterexamples } from '../counterexamples/attach-json-counterexamples.ts';
import { checkEntityTree } from './check-entities.ts';
import { checkManualConstructs } from './check-manual-constructs.ts';
import { error, resultOf, type Finding } from './finding.ts';
import { requestTexts } from './texts.ts';

// Certification of an uploaded AFD 2.0 JSON Schema (docs/domain.md 'v2 (JSON Schema)', rules in
// check-ids.ts): valid against its declared draft with only local references, in the AFD 2.0
// shape, and a restriction of the baseline library. The first gates the rest, as AFD 1.0's
// check 1 does: a document that is no usable JSON Schema has no tree to compare.

export interface CertifyJsonSchemaInput {
  schemaText: string;
  baseline: BaselineLibrary;
  /** Code lists for full-list references: the current catalogue's (the baseline's own are used too). */
  codeLists: readonly CodeList[];
  /** The baseline's JSON Schema, to confirm each refusal's example message against; without it refusals say there is none. */
  baselineSchemaText?: string | undefined;
}

/** Certifies an AFD 2.0 JSON Schema against a baseline library; Dutch messages name JSON pointers. */
export function certifyJsonSchema(input: CertifyJsonSchemaInput): CertificationResult {
  if (input.baseline.afdVersion !== 2) return { messages: [requestTexts.notAfd2Baseline()], manualValidation: false };
  return resultOf(certifyJsonSchemaFindings(input));
}

/** The findings of every rule, each with its rule (compatibility between versions reads the restriction rules only). */
export function certifyJsonSchemaFindings({ schemaText, baseline, codeLists, baselineSchemaText }: CertifyJsonSchemaInput): Finding[] {
  const lookup = new CodeListLookup(codeLists, baseline.codeLists);
  const loaded = loadSchemaDocument(schemaText, lookup);
  if (!loaded.ok) return loaded.messages.map((message) => error('json-schema', message));

  const tree = readSchemaTree(loaded.loaded.schema);
  const shape = tree.errors.map((message) => error('afd-shape', message));
  // A tree too large to read is refused as such; comparing its empty remains would only add noise.
  if (!tree.complete) return shape;
  const refusals = withJsonCounterexamples(checkEntityTree(lookup, tree.roots, baseline.roots), {
    schema: loaded.loaded.schema,
    validate: loaded.loaded.validate,
    baselineValidate: () => {
      const baselineLoaded = baselineSchemaText === undefined ? null : loadSchemaDocument(baselineSchemaText, lookup);
      return baselineLoaded?.ok ? baselineLoaded.loaded.validate : null;
    },
    codeLists: lookup,
  });
  return [...shape, ...checkManualConstructs(tree.unsupported), ...refusals];
}
