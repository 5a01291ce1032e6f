import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { blobs } from './blobs.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Uploaded sets of predefined entities (snippets); the newest replaces the current set. */
export const predefinedEntitySets = pgTable('predefined_entity_sets', {
  id: uuid().primaryKey().defaultRandom(),
  /** The validated snippets. */
  snippets: jsonb().notNull(),
  contentBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
  uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
