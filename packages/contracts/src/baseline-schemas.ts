import { z } from 'zod';

// Validation baselines (spec 000 §2 screens 2 and 12, §3 'Validation baseline', §7
// /api/BaselineSchemas). A baseline is keyed by three dimension ids; each upload makes a new
// baseline library, the newest of which is the baseline's content.

/**
 * The spec's idBasedAreakey (`GET /api/BaselineSchemas/{idBasedAreakey}` downloads the file):
 * the baseline's id. (Three dimension ids in one segment would pass the router's 100-character
 * limit on a path parameter.)
 */
export const idBasedAreakeySchema = z.string().uuid('Ongeldige baselinesleutel');

/** The baseline's flags (spec 000 §3: metaData with beheerdersonly). */
export const baselineMetadataSchema = z.object({
  /** Hidden from everybody but administrators. */
  beheerdersonly: z.boolean(),
});
export type BaselineMetadata = z.infer<typeof baselineMetadataSchema>;

/** One validation baseline, as the list and the existence check answer it. */
export const baselineSchemaSchema = z.object({
  id: z.string().uuid(),
  certificationArea: z.string(),
  messageType: z.string(),
  applicationArea: z.string(),
  certificationAreaId: z.string().uuid(),
  messageTypeId: z.string().uuid(),
  applicationAreaId: z.string().uuid(),
  idBasedAreakey: z.string(),
  /** 1 = XSD, 2 = JSON Schema (the certification area's version). */
  afdVersion: z.union([z.literal(1), z.literal(2)]),
  /** File name of the current upload ('...xsd' or '...json'). */
  fileName: z.string(),
  /** Catalogue version the current upload was read against, if any. */
  datacatVersion: z.string().nullable(),
  uploadedAt: z.string(),
  /** Names of the XPath rules selected for this baseline (version 1). */
  xpathRules: z.array(z.string()),
  metaData: baselineMetadataSchema,
});
export type BaselineSchema = z.infer<typeof baselineSchemaSchema>;
export const baselineSchemaListSchema = z.array(baselineSchemaSchema);

/** Path of the existence check `GET /api/BaselineSchemas/{ca}/{mt}/{aa}`: dimension ids. */
export const baselineKeyParamsSchema = z.object({
  certificationArea: z.string().uuid(),
  messageType: z.string().uuid(),
  applicationArea: z.string().uuid(),
});

/** The multipart fields next to the file of `POST /api/BaselineSchemas`. */
export const baselineUploadFieldsSchema = z.object({
  certificationArea: z.string().uuid(),
  messageType: z.string().uuid(),
  applicationArea: z.string().uuid(),
  /** JSON array of the selected XPath rule names (version 1 only; '[]' or absent for none). */
  xpathlist: z.string().optional(),
  /** Confirms an impact analysis (issue 18): its sha256 and currentLibraryId; refused (409) when either no longer holds. */
  impactSha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  impactLibraryId: z.string().uuid().optional(),
});

/** The `xpathlist` field once read: the names of the selected rules. */
export const baselineXpathListSchema = z.array(z.string().min(1)).max(500);

/** A message of a baseline upload: severity 0 is a warning, 1 an error (as certification messages). */
export const baselineMessageSchema = z.object({
  severity: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  description: z.string(),
});
export type BaselineMessage = z.infer<typeof baselineMessageSchema>;

/** `POST /api/BaselineSchemas`: the stored baseline and the (warning) messages of its reading. */
export const baselineUploadResultSchema = z.object({
  messages: z.array(baselineMessageSchema),
  baseline: baselineSchemaSchema,
  /** True when the upload replaced the file of an existing baseline (a new library). */
  replaced: z.boolean(),
});
export type BaselineUploadResult = z.infer<typeof baselineUploadResultSchema>;

/** `GET /api/BaselineSchemas/UsedByPublishedSchemas/{id}`: the published schemas on a baseline. */
export const baselineUsageSchema = z.object({ organisation: z.string(), name: z.string() });
export const baselineUsageListSchema = z.array(baselineUsageSchema);
export type BaselineUsage = z.infer<typeof baselineUsageSchema>;

