import { z } from 'zod';

// The public register of published schemas (spec 000 §2 screen 17, 001 §2 'Published schema
// overview', §3 'Published schema', §7 'Published schemas'). Anonymous callers see it too; a
// signed-in caller also learns per schema whether they may download it.

/** One published schema (001 §3), as a register column lists it. */
export const publishedSchemaSchema = z.object({
  name: z.string(),
  /** The name as one URL path segment (the download call's `{schemaEncodedName}`). */
  encodedName: z.string(),
  organisation: z.string(),
  /** The name to show; the screen adds zero-width breaks after underscores to long ones. */
  displayName: z.string(),
  isDownloadable: z.boolean(),
  isOpenApiDescription: z.boolean(),
  version: z.number().int(),
  /** ISO date-time of publication; null for rows published before dates were kept. */
  publishDate: z.string().nullable(),
  /**
   * Whether THIS caller may download it now (signed in, downloadable, and allowed by the owner's
   * download authorisation for SUIV-tagged schemas). Always false for an anonymous caller.
   */
  mayDownload: z.boolean(),
});
export type PublishedSchema = z.infer<typeof publishedSchemaSchema>;
export const publishedSchemaListSchema = z.array(publishedSchemaSchema);

/**
 * A baseline with published schemas of one organisation: its names and how many schemas are
 * published there. The schemas themselves come from the column call, one baseline at a time.
 */
export const publishedBaselineSchema = z.object({
  id: z.string().uuid(),
  /** The three parts joined by dashes (001 §9), e.g. 'Schade-Contractbericht-Particulier'. */
  name: z.string(),
  certificationArea: z.string(),
  messageType: z.string(),
  applicationArea: z.string(),
  schemaCount: z.number().int(),
  /** Whether any of them is an OpenAPI description. */
  hasOpenApiDescriptions: z.boolean(),
});
export type PublishedBaseline = z.infer<typeof publishedBaselineSchema>;

/** An organisation with published schemas, its baselines in name order. */
export const publishedOrganisationSchema = z.object({
  name: z.string(),
  baselines: z.array(publishedBaselineSchema),
});
export type PublishedOrganisation = z.infer<typeof publishedOrganisationSchema>;

/**
 * `GET /api/PublishedSchemas`: organisations (Dutch order) -> baselines, without schema lists
 * (`GET /api/PublishedSchemas/{organisation}/{baselineId}` gives a column's schemas), so the
 * answer stays small however many schemas are published.
 */
export const publishedRegisterSchema = z.object({
  /** Whether any published schema is an OpenAPI description: the screen's filter shows only then (001 §2). */
  hasOpenApiDescriptions: z.boolean(),
  organisations: z.array(publishedOrganisationSchema),
});
export type PublishedRegister = z.infer<typeof publishedRegisterSchema>;

/** `GET /api/PublishedSchemas/Metadata/{organization}/{schema}`: null for a schema that is not a variant's. */
export const publishedSchemaMetadataSchema = z.object({
  variantName: z.string().nullable(),
});
export type PublishedSchemaMetadata = z.infer<typeof publishedSchemaMetadataSchema>;

/** `{organisation}/{baselineId}` of the register's column call. */
export const publishedColumnParamsSchema = z.object({
  organisation: z.string().min(1),
  baselineId: z.string().uuid('Ongeldige baseline'),
});

/** The CSV export's file name (001 §9). */
export const publicationInfoCsvFileName = 'publication-info.csv';

/** One logged download (`GET /api/SchemaDownloads`, administrators): who took which schema and version, when. */
export const schemaDownloadLogEntrySchema = z.object({
  schemaName: z.string(),
  schemaVersion: z.number().int(),
  ownerOrganisation: z.string(),
  downloadedByEmail: z.string(),
  downloaderOrganisation: z.string().nullable(),
  via: z.enum(['register', 'management']),
  downloadedAt: z.string(),
});
export type SchemaDownloadLogEntry = z.infer<typeof schemaDownloadLogEntrySchema>;
export const schemaDownloadLogSchema = z.array(schemaDownloadLogEntrySchema);
