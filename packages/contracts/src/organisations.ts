import { z } from 'zod';

/** A member organisation (spec 000 §3: id and name). Records refer to it by id. */
export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** `GET /api/Organisation` and `GET /api/Organisation/WithPublishedSchemas`: in Dutch order, case-insensitive. */
export const organisationListSchema = z.array(organisationSchema);

/**
 * One entry of the list `POST /api/Organisation` saves. An entry with the id of a known
 * organisation keeps (or renames) it; an entry without an id, or with an id the server does not
 * know (the spec's client-generated id), is a new organisation; a known organisation missing
 * from the list is removed. An empty name is ignored (spec 000 §5).
 */
export const organisationListEntrySchema = z.object({
  id: z.uuid().optional(),
  name: z.string(),
});
export type OrganisationListEntry = z.infer<typeof organisationListEntrySchema>;

export const saveOrganisationListSchema = z.array(organisationListEntrySchema);
