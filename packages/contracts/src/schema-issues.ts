import { z } from 'zod';

// Meldingen: issues reported on a published schema (spec 001 §2 'Schema issues', §3 'Schema issue',
// §4 statuses, §5, §7 'Schema issues', §9 attachment limits).

/** 001 §4: the statuses; anything else shows as 'Onbekend'. */
export const schemaIssueStatuses = ['nieuw', 'inbehandeling', 'afgehandeld', 'afgewezen'] as const;
export const schemaIssueStatusSchema = z.enum(schemaIssueStatuses);
export type SchemaIssueStatus = z.infer<typeof schemaIssueStatusSchema>;

/** Open = nieuw or inbehandeling; Gesloten = afgehandeld or afgewezen (001 §4). */
export const openSchemaIssueStatuses: readonly SchemaIssueStatus[] = ['nieuw', 'inbehandeling'];

/** 001 §9: at most 2,000,000 bytes per attachment. */
export const schemaIssueAttachmentMaxBytes = 2_000_000;

/**
 * 001 §5: the accepted attachment types (jpeg, png, gif, tiff, bmp, msword, docx, pdf, csv, xls,
 * xlsx). The server checks the content, not only the name.
 */
export const schemaIssueAttachmentContentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/tiff',
  'image/bmp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/pdf',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** A dictionary entry (001 §3 'Dictionaries (key/value)'). */
export const dictionaryEntrySchema = z.object({ key: z.string(), value: z.string() });
export const dictionarySchema = z.array(dictionaryEntrySchema);
export type Dictionary = z.infer<typeof dictionarySchema>;

export const schemaIssueReporterSchema = z.object({
  name: z.string(),
  email: z.string(),
  organization: z.string(),
});

/** A melding as the API returns it (001 §3). */
export const schemaIssueSchema = z.object({
  id: z.number().int(),
  /** The receiving organisation: the schema's, or {product} for a variant schema. */
  organization: z.string(),
  /** The organisation whose schema it is about (the receiver unless isvariant). */
  schemaOrganization: z.string(),
  schema: z.string(),
  /** The baseline of the schema, for the way back to the register (null once it is gone). */
  baselineId: z.string().uuid().nullable(),
  isvariant: z.boolean(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  /** One of schemaIssueStatuses for issues this server wrote; shown as 'Onbekend' otherwise. */
  status: z.string(),
  /** Dictionary keys (numbers, minimum 1); set only when the status is afgehandeld. */
  afdDefinitionSubStatus: z.number().int().nullable(),
  documentationSubStatus: z.number().int().nullable(),
  comments: z.string(),
  /** Earlier handlings' Opmerkingen, newest first (issue 16); absent from servers that keep none. */
  commentHistory: z
    .array(z.object({ text: z.string(), status: z.string(), author: z.string(), date: z.string() }))
    .optional(),
  /** File names; each downloads from GET /api/SchemaIssues/Attachment/{organization}/{id}/{fileName}. */
  attachments: z.array(z.string()),
  /** ISO 8601 date-time of the report. */
  date: z.string(),
  reporter: schemaIssueReporterSchema,
});
export type SchemaIssue = z.infer<typeof schemaIssueSchema>;

const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max, `Tekst mag niet langer zijn dan ${max} tekens`);

/**
 * `POST /api/SchemaIssues`: a new melding. The server fills in the reporter (the caller), the
 * receiver (from the schema: {product} for a variant), the status (nieuw) and the date.
 */
export const newSchemaIssueSchema = z.object({
  /** The organisation of the published schema. */
  organization: z.string().min(1),
  schema: z.string().min(1),
  baselineId: z.string().uuid().optional(),
  title: requiredText('Titel is verplicht', 200),
  category: z.string().min(1, 'Categorie is verplicht'),
  description: requiredText('Omschrijving is verplicht', 10_000),
});
export type NewSchemaIssue = z.input<typeof newSchemaIssueSchema>;

/**
 * `PUT /api/SchemaIssues/{organization}/{id}`: the handler's update (001 §5): status and comments
 * required; substatuses required (minimum 1) only for afgehandeld, otherwise cleared.
 */
export const schemaIssueUpdateSchema = z
  .object({
    status: schemaIssueStatusSchema,
    afdDefinitionSubStatus: z.number().int().min(1).nullable().optional(),
    documentationSubStatus: z.number().int().min(1).nullable().optional(),
    comments: requiredText('Opmerkingen zijn verplicht', 10_000),
  })
  .superRefine((update, context) => {
    if (update.status !== 'afgehandeld') return;
    if (update.afdDefinitionSubStatus == null)
      context.addIssue({ code: 'custom', path: ['afdDefinitionSubStatus'], message: 'Substatus AFD-definitie is verplicht bij afgehandeld' });
    if (update.documentationSubStatus == null)
      context.addIssue({ code: 'custom', path: ['documentationSubStatus'], message: 'Substatus documentatie is verplicht bij afgehandeld' });
  });
export type SchemaIssueUpdate = z.input<typeof schemaIssueUpdateSchema>;

/** Path parameters of the calls on one melding. */
export const schemaIssueParamsSchema = z.object({
  organization: z.string().min(1),
  id: z.coerce.number().int().min(1),
});

/** The received and reported overviews: every melding of the organisation, open and closed, oldest first. */
export const schemaIssueListSchema = z.array(schemaIssueSchema);

/** Path parameter of the overviews. */
export const schemaIssueOrganisationParamsSchema = z.object({ organization: z.string().min(1) });

/** Path parameters of an attachment download. */
export const schemaIssueAttachmentParamsSchema = schemaIssueParamsSchema.extend({ fileName: z.string().min(1) });

/** What `POST /api/SchemaIssues/Attachment` answers: the stored name and the melding's attachments. */
export const schemaIssueAttachmentResultSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  attachments: z.array(z.string()),
});
export type SchemaIssueAttachmentResult = z.infer<typeof schemaIssueAttachmentResultSchema>;
