import { z } from 'zod';
import { schemaCompatibilitySchema } from './schema-compatibility.ts';

// Validation and certification of organisation schemas (spec 000 §2 screens 3, 4 and 13, §3
// 'Upload result', 'Manual certification request', 'Revalidation result', §7).

/**
 * For a refusal of the restriction check (issue 18): a small example message that the organisation
 * schema accepts and the baseline refuses, confirmed with the real validators before it is sent;
 * or, in Dutch, why there is none.
 */
export const messageExampleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('built'), fileName: z.string(), mediaType: z.string(), content: z.string() }),
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);
export type MessageExample = z.infer<typeof messageExampleSchema>;

/** One certification message: severity 0 is a warning, 1 an error (spec 000 §3). */
export const certificationMessageSchema = z.object({
  severity: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  description: z.string(),
  example: messageExampleSchema.optional(),
});
export type CertificationMessage = z.infer<typeof certificationMessageSchema>;

/** `POST /api/OrganisationSchemas`: what the checks said about the uploaded schema. */
export const uploadResultSchema = z.object({
  messages: z.array(certificationMessageSchema),
  /** The schema text as uploaded (spec 000 §3). */
  xsdSchema: z.string(),
  /**
   * The stored upload, for Certify or a manual request; valid for a day. Null when there is
   * nothing to go on with (the schema has errors, or the caller may not certify): nothing is stored.
   */
  tempFileId: z.string().uuid().nullable(),
  manualvalidation: z.boolean(),
  fileName: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The multipart fields next to the file of `POST /api/OrganisationSchemas`: dimension ids. */
export const schemaUploadFieldsSchema = z.object({
  certificationArea: z.string().uuid(),
  messageType: z.string().uuid(),
  applicationArea: z.string().uuid(),
});

/**
 * Characters a schema name may not hold: the name becomes a file name inside the downloaded ZIP
 * and in Content-Disposition, where a backslash or a drive colon ('C:\\') or a control character
 * would change its meaning (issue 10). Slashes, question marks and the like stay allowed: names
 * with them exist, and the ZIP entry replaces a slash (schema-zip.ts).
 */
const FORBIDDEN_IN_SCHEMA_NAME = /[\\:\p{Cc}]/u;

/** The message for a name with such a character. */
export const SCHEMA_NAME_CHARACTERS_MESSAGE = 'Naam mag geen \\, : of stuurtekens bevatten';

/** A name of an organisation schema: trimmed, not empty (spec 000 §5), usable as a file name. */
export const schemaNameSchema = z
  .string()
  .trim()
  .min(1, 'Naam is verplicht')
  .max(200, 'Naam mag niet langer zijn dan 200 tekens')
  .refine((name) => !FORBIDDEN_IN_SCHEMA_NAME.test(name), SCHEMA_NAME_CHARACTERS_MESSAGE);

/** `POST /api/OrganisationSchemas/Certify`: the query (the call has no body). */
export const certifyQuerySchema = z.object({
  name: schemaNameSchema,
  certificationArea: z.string().uuid(),
  messageType: z.string().uuid(),
  applicationArea: z.string().uuid(),
  publish: z.enum(['true', 'false']).default('false'),
  tempFileId: z.string().uuid(),
  /**
   * SHA-256 (hex) of the file the user sees: the upload is certified only if it is that file, so a
   * screen that kept an earlier validation can never certify the earlier file under a new name.
   */
  fileSha256: z.string().regex(/^[0-9a-f]{64}$/, 'Ongeldige SHA-256 van het bestand'),
  /** The user confirmed 'Weet u dit zeker? De opgegeven naam is al in gebruik': a new version. */
  overwrite: z.enum(['true', 'false']).default('false'),
});
export type CertifyQuery = z.input<typeof certifyQuerySchema>;

/** What Certify stored: the name and version, and where the enriched copy is. */
export const certifiedSchemaSchema = z.object({
  organisation: z.string(),
  name: z.string(),
  version: z.number().int(),
  /** File name of the enriched copy. */
  fileName: z.string(),
  /** The enriched copy ('Verrijkte XSD downloaden'), saved by the browser as a file. */
  enrichedXsd: z.string(),
  /** The certificate's kenmerk: its public page is /certificaat/{kenmerk} (issue 18). */
  kenmerk: z.string().optional(),
  /** Issue 32: compared with the earlier published version(s) of the name; null for a first version. */
  compatibility: schemaCompatibilitySchema.nullable().optional(),
});
export type CertifiedSchema = z.infer<typeof certifiedSchemaSchema>;

/** `POST /api/ManualCertifiedSchemas/CreateRequest` body (spec 000 §3 'Manual certification request'). */
export const manualCertificationRequestBodySchema = z.object({
  name: schemaNameSchema,
  description: z.string().max(4000, 'Omschrijving is te lang').default(''),
  tempFileId: z.string().uuid(),
  fileName: z.string().max(255),
  certificationAreaId: z.string().uuid(),
  applicationAreaId: z.string().uuid(),
  messageTypeId: z.string().uuid(),
});
export type ManualCertificationRequestBody = z.input<typeof manualCertificationRequestBodySchema>;

/** An open manual certification request, as administrators see it. */
export const openManualRequestSchema = z.object({
  id: z.string().uuid(),
  organisation: z.string(),
  requestedBy: z.string().nullable(),
  certificationArea: z.string(),
  messageType: z.string(),
  applicationArea: z.string(),
  name: z.string(),
  description: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});
export const openManualRequestListSchema = z.array(openManualRequestSchema);
export type OpenManualRequest = z.infer<typeof openManualRequestSchema>;

/** The multipart fields of `POST /api/ManualCertifiedSchemas` next to the XSD (spec 000 §7). */
export const manualCertificationFieldsSchema = z.object({
  /** The organisation's name. */
  organisation: z.string().trim().min(1, 'Organisatie is verplicht'),
  certificationArea: z.string().uuid(),
  messageType: z.string().uuid(),
  applicationArea: z.string().uuid(),
  name: schemaNameSchema,
  publish: z.enum(['true', 'false']).default('false'),
  /** Confirmed replacement of a schema of the same name (version counts up). */
  overwrite: z.enum(['true', 'false']).default('false'),
});

/** `POST /api/ManualCertifiedSchemas/CreateRequest` answer: the request's id. */
export const manualRequestCreatedSchema = z.object({ id: z.string().uuid() });

/** One schema that no longer validates against its current baseline (spec 000 §3 'Revalidation result'). */
export const revalidationResultSchema = z.object({
  certificationArea: z.string(),
  messageType: z.string(),
  applicationArea: z.string(),
  organisation: z.string(),
  name: z.string(),
  messageList: z.array(certificationMessageSchema),
});
/** `POST /api/OrganisationSchemas/Revalidate`: every certified schema that no longer validates. */
export const revalidationResultListSchema = z.array(revalidationResultSchema);
export type RevalidationResult = z.infer<typeof revalidationResultSchema>;
