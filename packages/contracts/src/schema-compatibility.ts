import { z } from 'zod';

// Compatibility between versions of one organisation schema (issue 32): both directions decided by
// the certification checker's language inclusion. 'new' is the later version, 'old' the earlier one.
// Stored with each version (organisation_schema_versions.compatibility) in the shape below.

/** A message valid under one version and refused by the other, checked both ways. */
export const compatibilityCounterexampleSchema = z.object({
  message: z.string(),
  /** The version under which the message is valid: 'oud' (the earlier) or 'nieuw' (the later). */
  validUnder: z.enum(['oud', 'nieuw']),
  /** A file name for the message, e.g. 'voorbeeldbericht.xml'. */
  fileName: z.string().optional(),
  mediaType: z.enum(['application/xml', 'application/json']).optional(),
});

/** One direction: every message of one version accepted by the other, or not (with a counterexample), or not decided. */
export const compatibilityDirectionSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('compatibel') }),
  z.object({ verdict: z.literal('niet-compatibel'), counterexample: compatibilityCounterexampleSchema, reasons: z.array(z.string()) }),
  z.object({ verdict: z.literal('handmatig'), reasons: z.array(z.string()) }),
]);
export type CompatibilityDirection = z.infer<typeof compatibilityDirectionSchema>;

/** A version compared with one earlier version: receivers on the old keep working (newAcceptedByOld), senders on the old keep working (oldAcceptedByNew). */
export const versionCompatibilitySchema = z.object({
  /** The earlier version compared with. */
  version: z.number().int(),
  newAcceptedByOld: compatibilityDirectionSchema,
  oldAcceptedByNew: compatibilityDirectionSchema,
});
export type VersionCompatibility = z.infer<typeof versionCompatibilitySchema>;

/**
 * What a version's certification decided: against the latest published version (first in
 * `against`) and, when the owner asks for it (transitive), against every earlier published one.
 * `breaks` names every compared version that a direction is not compatible with.
 */
export const schemaCompatibilitySchema = z.object({
  /** The version this compatibility belongs to. */
  version: z.number().int(),
  transitive: z.boolean(),
  against: z.array(versionCompatibilitySchema),
  breaks: z.array(z.number().int()),
});
export type SchemaCompatibility = z.infer<typeof schemaCompatibilitySchema>;

/** `GET /api/PublishedSchemas/Compatibility` query: two published versions of one schema. */
export const compatibilityQuerySchema = z.object({
  organisation: z.string().trim().min(1),
  name: z.string().trim().min(1),
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});
export type CompatibilityQuery = z.input<typeof compatibilityQuerySchema>;

/** The answer: 'old' is version `from`, 'new' version `to` (whichever is higher is not swapped). */
export const compatibilityAnswerSchema = z.object({
  organisation: z.string(),
  name: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  newAcceptedByOld: compatibilityDirectionSchema,
  oldAcceptedByNew: compatibilityDirectionSchema,
  /** True when the answer is the one stored at certification, false when decided for this call. */
  stored: z.boolean(),
});
export type CompatibilityAnswer = z.infer<typeof compatibilityAnswerSchema>;

/** `GET /api/PublishedSchemas/Versions` query. */
export const schemaVersionsQuerySchema = z.object({
  organisation: z.string().trim().min(1),
  name: z.string().trim().min(1),
});

/** One published version of a schema, with what its certification decided (null: first version or not decided). */
export const publishedSchemaVersionSchema = z.object({
  version: z.number().int(),
  fileName: z.string().nullable(),
  certifiedAt: z.string().nullable(),
  publishedAt: z.string(),
  compatibility: schemaCompatibilitySchema.nullable(),
});
export type PublishedSchemaVersion = z.infer<typeof publishedSchemaVersionSchema>;

/** The published versions of one schema, newest first. */
export const publishedSchemaVersionsSchema = z.object({
  organisation: z.string(),
  name: z.string(),
  versions: z.array(publishedSchemaVersionSchema),
});
export type PublishedSchemaVersions = z.infer<typeof publishedSchemaVersionsSchema>;

/** The owner's per-schema setting: compare a new version with every earlier published version, not only the latest. */
export const schemaVersionSettingsSchema = z.object({ checkAllVersions: z.boolean() });
export type SchemaVersionSettings = z.infer<typeof schemaVersionSettingsSchema>;
