import { z } from 'zod';
import { baselineMessageSchema } from './baseline-schemas.ts';

// Impact analysis of a new baseline library (issue 18, point 4; ADR 0045, 0046): what changed
// between two libraries of a baseline, and, before a replacement upload writes anything, which
// definitions would get synchronisation warnings and which certified organisation schemas would
// no longer certify.

/** Per path: added, removed, or changed in a direction (ADR 0045; 'both' = narrowed and widened). */
export const pathChangeKindSchema = z.enum(['added', 'removed', 'narrowed', 'widened', 'both', 'other']);
export type PathChangeKind = z.infer<typeof pathChangeKindSchema>;

export const pathChangeSchema = z.object({
  subject: z.enum(['entity', 'attribute']),
  path: z.string(),
  kind: pathChangeKindSchema,
  /** The Dutch lines of the change. */
  lines: z.array(z.string()),
});
export type PathChange = z.infer<typeof pathChangeSchema>;

export const codeListChangeSchema = z.object({
  name: z.string(),
  status: z.enum(['added', 'removed', 'changed']),
  added: z.array(z.string()),
  withdrawn: z.array(z.string()),
  lines: z.array(z.string()),
});
export type CodeListChange = z.infer<typeof codeListChangeSchema>;

/** How many paths of each kind, and how many code values were added and withdrawn. */
export const libraryDifferenceCountsSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  narrowed: z.number().int(),
  widened: z.number().int(),
  both: z.number().int(),
  other: z.number().int(),
  codeValuesAdded: z.number().int(),
  codeValuesWithdrawn: z.number().int(),
});
export type LibraryDifferenceCounts = z.infer<typeof libraryDifferenceCountsSchema>;

export const libraryComparisonSchema = z.object({
  counts: libraryDifferenceCountsSchema,
  paths: z.array(pathChangeSchema),
  codeLists: z.array(codeListChangeSchema),
});
export type LibraryComparison = z.infer<typeof libraryComparisonSchema>;

export const comparedLibrarySchema = z.object({ id: z.string(), basedOn: z.string(), creationTime: z.string(), datacatVersion: z.string().nullable() });
export type ComparedLibrary = z.infer<typeof comparedLibrarySchema>;

/** `GET /api/BaselineLibraries/Compare?from=&to=`: two libraries of one baseline. */
export const libraryCompareQuerySchema = z.object({ from: z.string().uuid(), to: z.string().uuid() });
export const libraryCompareResultSchema = z.object({ from: comparedLibrarySchema, to: comparedLibrarySchema, difference: libraryComparisonSchema });
export type LibraryCompareResult = z.infer<typeof libraryCompareResultSchema>;

/** A definition the new library would give synchronisation warnings: 'organisatie/baseline/naam' and the warnings. */
export const affectedDefinitionSchema = z.object({ organisation: z.string(), name: z.string(), path: z.string(), warnings: z.array(z.string()) });
export type AffectedDefinition = z.infer<typeof affectedDefinitionSchema>;

/** A certified organisation schema that would no longer certify against the new library, with the checker's messages. */
export const affectedSchemaSchema = z.object({ organisation: z.string(), name: z.string(), version: z.number().int(), messages: z.array(baselineMessageSchema) });
export type AffectedSchema = z.infer<typeof affectedSchemaSchema>;

/**
 * `POST /api/BaselineSchemas/Impact` (multipart, the same fields and file as the upload; nothing is
 * written). `sha256` and `currentLibraryId` go back with the upload that confirms it
 * (impactSha256, impactLibraryId): a different file, or a library uploaded meanwhile, is refused.
 */
export const baselineImpactSchema = z.object({
  basedOn: z.string(),
  sha256: z.string(),
  current: comparedLibrarySchema,
  difference: libraryComparisonSchema,
  definitions: z.array(affectedDefinitionSchema),
  schemas: z.array(affectedSchemaSchema),
  /** How many certified schemas were checked against the new library. */
  schemasChecked: z.number().int(),
  /** The reading of the file (warnings), as the upload would give them. */
  messages: z.array(baselineMessageSchema),
});
export type BaselineImpact = z.infer<typeof baselineImpactSchema>;
