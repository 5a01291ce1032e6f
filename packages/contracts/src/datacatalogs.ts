import { z } from 'zod';

// The data catalogue (spec 000 §2 screen 1, §7 POST/GET /api/Datacatalogs; docs/domain.md 'Data
// catalogue upload'): one model whether it came from the AFD 1.0 XSD set, the AFD 2.0 JSON pair
// or both. Mirrors packages/afd's Catalogue.

export const catalogueDataTypeSchema = z.object({
  type: z.enum(['integer', 'decimal', 'string', 'date', 'time', 'timestamp', 'boolean']),
  isArray: z.boolean(),
});

export const catalogueCodeListSchema = z.object({
  name: z.string(),
  description: z.string(),
  values: z.array(z.object({ code: z.string(), label: z.string() })),
});

export const catalogueAttributeSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** AFD 1.0 format in catalogue notation ('AN..35', 'N8 D1'). */
  format: z.string().nullable(),
  /** AFD 2.0 data type. */
  dataType: catalogueDataTypeSchema.nullable(),
  codeList: z.string().nullable(),
});

export const catalogueEntitySchema = z.object({
  name: z.string(),
  description: z.string(),
  entityTypes: z.array(
    z.object({
      /** AFD 2.0 entity type; null for AFD 1.0. */
      name: z.string().nullable(),
      description: z.string(),
      attributes: z.array(catalogueAttributeSchema),
    }),
  ),
});

/** `GET /api/Datacatalogs`: the current catalogue as one JSON document. */
export const catalogueSchema = z.object({
  version: z.string(),
  sources: z.object({ afd1Xsd: z.boolean(), afd2Json: z.boolean() }),
  entities: z.array(catalogueEntitySchema),
  codeLists: z.array(catalogueCodeListSchema),
  /** AFD 1.0 XSD format names ('AN__35') -> catalogue notation ('AN..35'). */
  formats: z.record(z.string(), z.string()),
});
export type DataCatalogue = z.infer<typeof catalogueSchema>;

/** `POST /api/Datacatalogs`: what was stored as the new current catalogue version. */
export const datacatalogUploadResultSchema = z.object({
  id: z.string().uuid(),
  version: z.string(),
  sources: z.object({ afd1Xsd: z.boolean(), afd2Json: z.boolean() }),
  entityCount: z.number().int(),
  codeListCount: z.number().int(),
  /** The files of the ZIP that were read. */
  files: z.array(z.string()),
  /** Dutch remarks that did not stop the upload (e.g. an unknown code list). */
  warnings: z.array(z.string()),
  uploadedAt: z.string(),
});
export type DatacatalogUploadResult = z.infer<typeof datacatalogUploadResultSchema>;
