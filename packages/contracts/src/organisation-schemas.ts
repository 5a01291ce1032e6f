import { z } from 'zod';
import { schemaNameSchema } from './certification.ts';

// 'Beheer schema's' (spec 000 §2 screen 8, §3 'Organisation schema', §4 Publication, §5 schema
// rename, §7; 001 §7 'Organisation schemas'): an organisation's certified schemas, their
// publication in the register, rename, delete and where a name is used.

/** How a schema was certified: an upload that passed the checks, a manual certification, a definition. */
export const organisationSchemaOriginSchema = z.enum(['upload', 'manual', 'definition']);

/**
 * One row of `GET /api/OrganisationSchemas/{organisation}` (spec 000 §3 'Organisation schema'),
 * with the baseline key the table shows. `originalName` is the stored name as typed;
 * `encodedName` and `encodedOrganization` are those names encoded for a URL path segment.
 */
export const organisationSchemaListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  encodedName: z.string(),
  originalName: z.string(),
  encodedOrganization: z.string(),
  isPublished: z.boolean(),
  /** Never true while isPublished is false (spec 000 §4). */
  isDownloadable: z.boolean(),
  isOpenApiDescription: z.boolean(),
  /** ISO 8601; when the current publication began, null while unpublished. */
  publishDate: z.string().nullable(),
  version: z.number().int(),
  /** Names of the baseline key's dimensions; null for a schema without a baseline. */
  certificationArea: z.string().nullable(),
  messageType: z.string().nullable(),
  applicationArea: z.string().nullable(),
  origin: organisationSchemaOriginSchema,
  /** The kenmerk of its valid certificate (issue 18): the public page /certificaat/{kenmerk}; null without one. */
  kenmerk: z.string().nullable().optional(),
});
export type OrganisationSchemaListItem = z.infer<typeof organisationSchemaListItemSchema>;

/** The list, sorted by certification area, message type, domain and name (Dutch order, case-insensitive). */
export const organisationSchemaListSchema = z.array(organisationSchemaListItemSchema);

/** The `{organisation}/{name}` path parameters: an organisation's name and a schema's name. */
export const organisationSchemaParamsSchema = z.object({
  organisation: z.string().min(1),
  name: z.string().min(1),
});

/** `/MetaData/{organisation}/{name}/{variant}/{version}`: a schema generated for a variant. */
export const variantSchemaParamsSchema = organisationSchemaParamsSchema.extend({
  variant: z.string().min(1),
  version: z.string().min(1),
});

const flag = z.enum(['true', 'false']);

/**
 * `PUT /api/OrganisationSchemas/{organisation}/{name}?publish&download`: register and download
 * switches. download=true with publish=false is refused: an unpublished schema is never downloadable.
 */
export const publicationQuerySchema = z.object({
  publish: flag,
  download: flag.default('false'),
});
export type PublicationQuery = z.input<typeof publicationQuerySchema>;

/** The PUT answers true when the flags changed, false when they already were as asked. */
export const publicationChangedSchema = z.boolean();

/** `POST /api/OrganisationSchemas/Rename/{organisation}/{name}?newName`: trimmed, not empty (spec 000 §5). */
export const renameSchemaQuerySchema = z.object({
  newName: schemaNameSchema,
});

/** The rename's answer: the name as stored (the old one when nothing changed). */
export const renamedSchemaSchema = z.object({ name: z.string() });

/** `GET /api/OrganisationSchemas/UsageOf/{organisation}/{name}`: short Dutch texts, one per use. */
export const schemaUsageListSchema = z.array(z.string());

/** `GET /api/OrganisationSchemas/MetaData/...`: the publication metadata of one schema. */
export const schemaPublicationMetadataSchema = z.object({
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
  isOpenApiDescription: z.boolean(),
});
export type SchemaPublicationMetadata = z.infer<typeof schemaPublicationMetadataSchema>;
