// The Dutch texts of example messages for refusals (issue 18, point 3), AFD 1.0 and 2.0 alike.

export const counterexampleTexts = {
  /** The file name of a downloaded example message. */
  fileName: (extension: 'xml' | 'json') => `voorbeeldbericht.${extension}`,
  /** Shown with a refusal when no example could be built and confirmed. */
  noneBuilt: 'Er kon geen voorbeeldbericht worden gemaakt dat dit schema goedkeurt en de baseline afkeurt.',
  /** Shown when there is no baseline schema to confirm an example against. */
  noBaselineSchema: 'Er kon geen voorbeeldbericht worden gemaakt: het schema van de baseline ontbreekt.',
  /** Shown on refusals past the number that get an example. */
  tooMany: (limit: number) => `Er is geen voorbeeldbericht gemaakt: alleen de eerste ${limit} afkeuringen krijgen er een.`,
} as const;
