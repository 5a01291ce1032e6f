/** Arity range of a function: [minimum, maximum]; Infinity for concat's open end. */
type Arity = readonly [number, number];

/** The core function library of XPath 1.0 (W3C XPath 1.0 §4), the only functions libxml2 offers without a prefix. */
export const xpath1Functions: ReadonlyMap<string, Arity> = new Map<string, Arity>([
  ['last', [0, 0]],
  ['position', [0, 0]],
  ['count', [1, 1]],
  ['id', [1, 1]],
  ['local-name', [0, 1]],
  ['namespace-uri', [0, 1]],
  ['name', [0, 1]],
  ['string', [0, 1]],
  ['concat', [2, Infinity]],
  ['starts-with', [2, 2]],
  ['contains', [2, 2]],
  ['substring-before', [2, 2]],
  ['substring-after', [2, 2]],
  ['substring', [2, 3]],
  ['string-length', [0, 1]],
  ['normalize-space', [0, 1]],
  ['translate', [3, 3]],
  ['boolean', [1, 1]],
  ['not', [1, 1]],
  ['true', [0, 0]],
  ['false', [0, 0]],
  ['lang', [1, 1]],
  ['number', [0, 1]],
  ['sum', [1, 1]],
  ['floor', [1, 1]],
  ['ceiling', [1, 1]],
  ['round', [1, 1]],
]);
