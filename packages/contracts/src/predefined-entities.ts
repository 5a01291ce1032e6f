import { z } from 'zod';

// Predefined entities (snippets; spec 000 §2 screen 14, §7; snippet info of spec 001 §3). The
// uploaded file's shape and its checks live in packages/afd (src/predefined-entities/README.md);
// these are the answers of GET and POST /api/PredefinedEntities.

/** One predefined entity as the server stores and answers it. */
export const predefinedEntitySchema = z.object({
  snippetId: z.string(),
  snippetEntity: z.string(),
  /** Empty for AFD 1.0 (no entity types). */
  snippetEntityType: z.string(),
  snippetName: z.string(),
  snippetVersion: z.string(),
  combinationProductAfdDefinition: z.string().nullable(),
  /** The entity itself (attributes, child entities), as the definition editor inserts it. */
  content: z.record(z.string(), z.unknown()),
});
export type PredefinedEntity = z.infer<typeof predefinedEntitySchema>;

/** The current set: empty until an administrator uploads one; an upload replaces it whole. */
export const predefinedEntityListSchema = z.array(predefinedEntitySchema);
export type PredefinedEntityList = z.infer<typeof predefinedEntityListSchema>;
