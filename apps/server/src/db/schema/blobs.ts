import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/** File contents (schemas, ZIPs, attachments, reports), written in the transaction of their record. */
export const blobs = pgTable('blobs', {
  id: uuid().primaryKey().defaultRandom(),
  content: bytea().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  contentType: text().notNull(),
  sha256: text().notNull(),
  createdAt: createdAt(),
});
