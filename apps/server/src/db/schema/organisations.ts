import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Member organisations; records refer to them by id so that a rename keeps everything attached. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organisations_name_lower_key').on(sql`lower(${t.name})`)],
);
