import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Schema version of the demo seed, so that start-up seeds an empty database exactly once. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  version: integer().notNull(),
  ranAt: createdAt(),
});
