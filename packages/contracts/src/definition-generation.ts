import { z } from 'zod';
import { schemaCompatibilitySchema } from './schema-compatibility.ts';

// Generating a definition's schemas (001 §7 `GET /Generate/{org}/{name}/{function}`,
// `GET /VerifyMultipleInstancesSchema/{org}/{name}/{function}`) and certifying and publishing them
// (`POST /GenerateCertifiyPublish/{org}/{name}`, spelt as the original client calls it).

export const functionParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  function: z.string().min(1).max(200),
});

/** 001 §3 'JSON schema versions': 201909 (draft 2019-09) and 202012 (draft 2020-12, flag JsonSchema202012). */
export const jsonSchemaVersionSchema = z.enum(['201909', '202012']);
export type JsonSchemaVersion = z.infer<typeof jsonSchemaVersionSchema>;

export const generateQuerySchema = z.object({
  /** The client's idea of the definition's AFD version; the server uses the baseline's own. */
  certificationAreaVersion: z.string().max(10).optional(),
  /** AFD 2.0 only; the baseline's draft when absent. */
  jsonSchemaVersion: jsonSchemaVersionSchema.optional(),
});

/** What may stop a function's schema from carrying several instances of an entity (design: ADR 0034). */
export const multipleInstancesProblemsSchema = z.array(z.string());

export const publishDefinitionBodySchema = z.object({
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
  certificationAreaVersion: z.string().max(10).optional(),
  jsonSchemaVersion: jsonSchemaVersionSchema.optional(),
});
export type PublishDefinitionBody = z.infer<typeof publishDefinitionBodySchema>;

/** One organisation schema per active function, certified and stored. */
export const publishedFunctionSchema = z.object({
  function: z.string(),
  schemaName: z.string(),
  version: z.number().int(),
  /** Its certificate's kenmerk: the public page /certificaat/{kenmerk}. */
  kenmerk: z.string(),
  /** Issue 32: compared with the earlier published version(s) of the schema; null for a first version. */
  compatibility: schemaCompatibilitySchema.nullable().optional(),
});

export const publishDefinitionResultSchema = z.object({
  schemas: z.array(publishedFunctionSchema),
  /** The owner's name and the baseline schema's id: where the schemas stand in the register. */
  organisation: z.string(),
  baselineId: z.string().uuid(),
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
});
export type PublishDefinitionResult = z.infer<typeof publishDefinitionResultSchema>;
