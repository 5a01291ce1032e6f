import { z } from 'zod';

/** A list of organisation names (the spec's download-authorisation lists, 001 §3). */
export const organisationNamesSchema = z.array(z.string());

/**
 * `GET /api/Authorizations/organization/{organisation}/download-enabled-organizations`: the
 * organisations allowed to download the organisation's SUIV-tagged definitions, or null when it
 * never restricted downloads (everybody may then download them).
 */
export const downloadEnabledOrganisationsSchema = organisationNamesSchema.nullable();
export type DownloadEnabledOrganisations = z.infer<typeof downloadEnabledOrganisationsSchema>;

/** The `{organisation}` path parameter: an organisation's name, as in the spec. */
export const organisationNameParamsSchema = z.object({
  organisation: z.string().min(1),
});
