import type { PredefinedEntity } from '@afd/afd';
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { predefinedEntitySets } from '../../../db/schema/index.ts';

// The current set of predefined entities (the newest upload), read here rather than through the
// predefined-entities module: a module imports only its own folder (ADR 0022). One small query.

/** The snippets of the current set; none before the first upload. */
export async function currentSnippets(db: Db | Tx): Promise<PredefinedEntity[]> {
  const [row] = await db
    .select({ snippets: predefinedEntitySets.snippets })
    .from(predefinedEntitySets)
    .orderBy(desc(predefinedEntitySets.createdAt), desc(predefinedEntitySets.id))
    .limit(1);
  return (row?.snippets as PredefinedEntity[] | undefined) ?? [];
}
