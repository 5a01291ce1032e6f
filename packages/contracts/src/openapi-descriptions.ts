import { z } from 'zod';

// OpenAPI descriptions of a definition (flag AosOpenApi; 001 §2 'OpenAPI description editor', §3
// 'OpenAPI description' ... 'Response', §4 'OpenAPI editing', §5 'OpenAPI editor', §7 'OpenAPI',
// §9). The editor's rules with their Dutch messages live in packages/afd (authoring/openapi); the
// server builds the OpenAPI 3.1 document from this model (request bodies and responses refer to
// the definition's generated JSON Schemas per function) and validates it with a real parser.

/** 001 §9: parameter 'in' values, parameter and array item types, the operations the editor offers. */
export const openApiParameterInSchema = z.enum(['path', 'query']);
export const openApiParameterTypeSchema = z.enum(['string', 'integer', 'number', 'array']);
export const openApiArrayTypeSchema = z.enum(['string', 'integer', 'number']);
export const openApiEditableMethods = ['get', 'put', 'post', 'patch'] as const;

export const openApiServerSchema = z.object({
  url: z.string().max(2_000),
  description: z.string().max(2_000).default(''),
});
export type OpenApiServer = z.output<typeof openApiServerSchema>;

export const openApiParameterSchema = z.object({
  name: z.string().max(200),
  in: openApiParameterInSchema,
  /** Always true for a path parameter (001 §4). */
  required: z.boolean(),
  type: openApiParameterTypeSchema,
  /** Only for type 'array' (cleared when the type changes away from array). */
  arrayType: openApiArrayTypeSchema.nullable().default(null),
  description: z.string().max(2_000).default(''),
});
export type OpenApiParameter = z.output<typeof openApiParameterSchema>;

export const openApiResponseSchema = z.object({
  /** '200', '404' ...: standard HTTP codes 100 to 511 (001 §9). */
  httpStatusCode: z.string().max(3),
  responseObject: z.object({
    /** The function whose generated JSON Schema is the response body; null for none. */
    afdFunctionName: z.string().max(200).nullable().default(null),
    description: z.string().max(2_000).default(''),
  }),
});
export type OpenApiResponse = z.output<typeof openApiResponseSchema>;

export const openApiRequestBodySchema = z.object({
  description: z.string().max(2_000).default(''),
  /** The function whose generated JSON Schema the body must follow. */
  afdFunctionName: z.string().max(200).nullable().default(null),
  required: z.boolean().default(false),
});

export const openApiOperationSchema = z.object({
  isActive: z.boolean(),
  tags: z.array(z.string().max(200)).max(50).default([]),
  summary: z.string().max(2_000).default(''),
  description: z.string().max(10_000).default(''),
  operationId: z.string().max(200).default(''),
  parameters: z.array(openApiParameterSchema).max(100).default([]),
  requestBody: openApiRequestBodySchema.nullable().default(null),
  responses: z.array(openApiResponseSchema).max(100).default([]),
  servers: z.array(openApiServerSchema).max(50).default([]),
});
export type OpenApiOperation = z.output<typeof openApiOperationSchema>;

export const openApiPathItemSchema = z.object({
  summary: z.string().max(2_000).default(''),
  description: z.string().max(10_000).default(''),
  servers: z.array(openApiServerSchema).max(50).default([]),
  parameters: z.array(openApiParameterSchema).max(100).default([]),
  get: openApiOperationSchema.nullable().default(null),
  put: openApiOperationSchema.nullable().default(null),
  post: openApiOperationSchema.nullable().default(null),
  patch: openApiOperationSchema.nullable().default(null),
});
export type OpenApiPathItem = z.output<typeof openApiPathItemSchema>;

export const openApiPathEntrySchema = z.object({
  path: z.string().max(2_000),
  pathItem: openApiPathItemSchema,
});
export type OpenApiPathEntry = z.output<typeof openApiPathEntrySchema>;

export const openApiDescriptionSchema = z.object({
  openApiSpecificationVersion: z.string().max(20).default('3.1.0'),
  info: z.object({
    title: z.string().max(500),
    summary: z.string().max(2_000).default(''),
    description: z.string().max(10_000).default(''),
    /** nnn.nn (001 §5). */
    version: z.string().max(20),
  }),
  servers: z.array(openApiServerSchema).max(50).default([]),
  paths: z.array(openApiPathEntrySchema).max(500).default([]),
});
export type OpenApiDescription = z.output<typeof openApiDescriptionSchema>;
export type OpenApiDescriptionInput = z.input<typeof openApiDescriptionSchema>;

/** `GET`/`PUT /api/OpenApi/openApiDescriptions/{organisation}/{name}`: the stored description (null before the first save). */
export const openApiDescriptionParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
});
export const openApiDescriptionAnswerSchema = z.object({
  description: openApiDescriptionSchema.nullable(),
  /** The definition's active functions: what a request body or response may refer to. */
  functions: z.array(z.string()),
  revision: z.number().int(),
});
export const saveOpenApiDescriptionQuerySchema = z.object({ revision: z.coerce.number().int().min(1) });

/** `POST /api/OpenApi/openApiDescriptions/validator`: which definition, and the whole description; answered with error texts (empty when valid). */
export const validateOpenApiDescriptionBodySchema = z.object({
  organization: z.string().min(1).max(200),
  afdDefinitionName: z.string().min(1).max(200),
  description: openApiDescriptionSchema,
});
export const openApiValidationAnswerSchema = z.array(z.string());

/** `GET /api/OpenApi/openApiDescription?organization&afdDefinitionName&format=yaml|json`. */
export const exportOpenApiDescriptionQuerySchema = z.object({
  organization: z.string().min(1).max(200),
  afdDefinitionName: z.string().min(1).max(200),
  format: z.enum(['yaml', 'json']).default('yaml'),
});

/** `POST /api/OpenApi/openApiDescriptions/register/{org}/{name}`. */
export const registerOpenApiDescriptionParamsSchema = z.object({
  org: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
});
export const registerOpenApiDescriptionBodySchema = z.object({
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
});
/**
 * What a registration stored. A description that does not validate is refused with 422, detail
 * 'OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.' and its error texts under
 * `errors.openApiDescription` (problem details' field errors), writing nothing.
 */
export const registerOpenApiDescriptionResultSchema = z.object({
  schemaName: z.string(),
  version: z.number().int(),
  /** Its certificate's kenmerk: the public page /certificaat/{kenmerk}. */
  kenmerk: z.string(),
  /** The owner's name and the baseline schema's id: where it stands in the register. */
  organisation: z.string(),
  baselineId: z.string().uuid(),
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
});
export type RegisterOpenApiDescriptionResult = z.infer<typeof registerOpenApiDescriptionResultSchema>;
