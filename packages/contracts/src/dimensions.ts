import { z } from 'zod';

// Dimensions are the three parts of a baseline key (spec 000 §3): certification areas
// (certificationArea, with the AFD version '1' or '2'), message types and domains.

export const dimensionKinds = ['certificationArea', 'messageType', 'applicationArea'] as const;
export const dimensionKindSchema = z.enum(dimensionKinds);
export type DimensionKind = z.infer<typeof dimensionKindSchema>;

export const dimensionVersions = ['1', '2'] as const;
/** '1' = AFD 1.0 (XML/XSD), '2' = AFD 2.0 (JSON). */
export const dimensionVersionSchema = z.enum(dimensionVersions);
export type DimensionVersion = z.infer<typeof dimensionVersionSchema>;

export const DIMENSION_NAME_MAX_LENGTH = 100;

/** Field errors of the schemas below (the server answers them in `errors`, the web shows them). */
export const dimensionValidationTexts = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: `Naam mag maximaal ${DIMENSION_NAME_MAX_LENGTH} tekens hebben`,
  versionRequired: 'Versie is verplicht',
  versionInvalid: "Versie moet '1' of '2' zijn",
} as const;

/** A dimension name as saved: trimmed, not empty, unique within its list (case-insensitive). */
export const dimensionNameSchema = z
  .string({ error: dimensionValidationTexts.nameRequired })
  .trim()
  .min(1, dimensionValidationTexts.nameRequired)
  .max(DIMENSION_NAME_MAX_LENGTH, dimensionValidationTexts.nameTooLong);

/** One dimension; only a certification area has a version. */
export const dimensionSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: dimensionVersionSchema.optional(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

/** `GET /api/dimensions`: the three lists, each in Dutch order of name. */
export const dimensionListsSchema = z.object({
  certificationArea: z.array(dimensionSchema),
  messageType: z.array(dimensionSchema),
  applicationArea: z.array(dimensionSchema),
});
export type DimensionLists = z.infer<typeof dimensionListsSchema>;

const requiredVersion = z.enum(dimensionVersions, {
  error: (issue) => (issue.input === undefined ? dimensionValidationTexts.versionRequired : dimensionValidationTexts.versionInvalid),
});

/**
 * `POST /api/dimensions`: saves one item of a list. Without an id it is added (a certification
 * area needs its version); with the id of an item of that list it is renamed (a certification
 * area's version may change only while no baseline key uses it). Removal is
 * `DELETE /api/dimensions/{id}`.
 */
export const saveDimensionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('certificationArea'), id: z.uuid().optional(), name: dimensionNameSchema, version: requiredVersion }),
  z.object({ kind: z.literal('messageType'), id: z.uuid().optional(), name: dimensionNameSchema }),
  z.object({ kind: z.literal('applicationArea'), id: z.uuid().optional(), name: dimensionNameSchema }),
]);
export type SaveDimension = z.infer<typeof saveDimensionSchema>;

/** `POST /api/BaselineKeys`: the dimension (as listed) whose use in a baseline key is asked. */
export const baselineKeyUsageQuerySchema = z.object({
  id: z.uuid(),
  name: z.string().optional(),
  version: z.string().optional(),
});

/** A dimension combination (spec 000 §3): the three ids, their names and whether it is allowed. */
export const dimensionCombinationSchema = z.object({
  certificationAreaId: z.string(),
  messageTypeId: z.string(),
  applicationAreaId: z.string(),
  certificationArea: z.string(),
  messageType: z.string(),
  applicationArea: z.string(),
  allowed: z.boolean(),
});
export type DimensionCombination = z.infer<typeof dimensionCombinationSchema>;

/** `GET /api/DimensionCombinations`: every combination of the three lists, sorted by certification area, message type, domain. */
export const dimensionCombinationListSchema = z.array(dimensionCombinationSchema);

/** One combination to save: the ids and the flag (names, when sent, are ignored). */
export const saveDimensionCombinationSchema = z.object({
  certificationAreaId: z.uuid(),
  messageTypeId: z.uuid(),
  applicationAreaId: z.uuid(),
  allowed: z.boolean(),
});
export type SaveDimensionCombination = z.infer<typeof saveDimensionCombinationSchema>;

/** `POST /api/DimensionCombinations`: the combinations whose flag to set (one per checkbox click). */
export const saveDimensionCombinationListSchema = z.array(saveDimensionCombinationSchema).min(1).max(10_000);
