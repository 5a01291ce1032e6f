/**
 * The AFD 2.0 rules of docs/domain.md ('v2 (JSON Schema)'), in the order the spec names them: valid
 * JSON Schema of its declared draft, the AFD 2.0 shape, then the restriction of the baseline rule
 * by rule; constructs the checker cannot decide go to manual validation.
 */
export type Afd2CheckId =
  | 'json-schema'
  | 'afd-shape'
  | 'entities'
  | 'occurrences'
  | 'attributes'
  | 'required-attributes'
  | 'data-types'
  | 'facets'
  | 'code-list-values'
  | 'manual-constructs';
