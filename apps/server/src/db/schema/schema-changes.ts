import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organisationSchemas } from './organisation-schemas.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

// Notice of change (issue 32, ADR 0069): what happened to a published schema, written in the
// transaction of the change itself; who was told, once per organisation; who does not want to be.

/**
 * A change to a schema that was public when it happened: a new version of a published schema, a
 * published schema withdrawn (unpublished, deleted, or replaced by an unpublished version), or its
 * certificate revoked. Append-only: only `fannedOutAt` is ever set, once, when the notices of
 * every downloading organisation are queued. The name and version are those of the moment, so
 * the register's feed never shows a name that was not public.
 */
export const schemaChangeEvents = pgTable(
  'schema_change_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    /** Null once the schema is deleted: downloads are then found by owner and name. */
    organisationSchemaId: uuid().references(() => organisationSchemas.id, { onDelete: 'set null' }),
    schemaName: text().notNull(),
    /** The version the change concerns: the new one, the withdrawn one, the one whose certificate went. */
    version: integer().notNull(),
    /** The version before a new one; null for the other kinds. */
    previousVersion: integer(),
    kind: text({ enum: ['nieuwe-versie', 'ingetrokken', 'certificaat-ingetrokken'] }).notNull(),
    /** Why, in Dutch, when the change has a reason (a certificate's withdrawal reason). */
    reason: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the notices were queued; null while the fan-out has still to do it. */
    fannedOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('schema_change_events_owner_idx').on(t.ownerOrganisationId, t.occurredAt),
    index('schema_change_events_pending_idx').on(t.occurredAt).where(sql`${t.fannedOutAt} is null`),
  ],
);

/**
 * One row per change and downloading organisation whose users were mailed: the key makes the
 * notice exactly once, however many instances fan out at once (insert ... on conflict do nothing).
 */
export const schemaChangeNotices = pgTable(
  'schema_change_notices',
  {
    eventId: uuid().notNull().references(() => schemaChangeEvents.id, { onDelete: 'cascade' }),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    /** How many users got the mail (0: nobody of the organisation wants it). */
    recipients: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.organisationId] })],
);

/**
 * A user who turned the notice off for the schemas of one owner organisation ('Instellingen').
 * No row: the notice is on (the default).
 */
export const schemaChangeNoticeOptOuts = pgTable(
  'schema_change_notice_opt_outs',
  {
    userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    ownerOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ownerOrganisationId] })],
);
