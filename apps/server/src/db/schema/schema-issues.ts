import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs } from './blobs.ts';
import { baselineSchemas } from './catalogue-and-baselines.ts';
import { createdAt } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** Meldingen: issues reported on a published schema (001 §3 'Schema issue', §4 statuses). */
export const schemaIssues = pgTable(
  'schema_issues',
  {
    /** A small number users can quote ('melding 12'). */
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Who handles it: the schema's organisation, or {product} for a variant schema. */
    receiverOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'restrict' }),
    /** Whose schema it is about (differs from the receiver for a variant schema). */
    schemaOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'restrict' }),
    schemaName: text().notNull(),
    baselineSchemaId: uuid().references(() => baselineSchemas.id, { onDelete: 'set null' }),
    isVariant: boolean().notNull().default(false),
    title: text().notNull(),
    category: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('nieuw'),
    afdDefinitionSubStatus: integer(),
    documentationSubStatus: integer(),
    comments: text().notNull().default(''),
    reporterUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reporterName: text().notNull(),
    reporterEmail: text().notNull(),
    reporterOrganisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schema_issues_receiver_idx').on(t.receiverOrganisationId, t.createdAt),
    index('schema_issues_reporter_org_idx').on(t.reporterOrganisationId, t.createdAt),
  ],
);

/** Files attached to a melding; the name is unique within it (it is the download path). */
export const schemaIssueAttachments = pgTable(
  'schema_issue_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    issueId: integer().notNull().references(() => schemaIssues.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    blobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schema_issue_attachments_name_key').on(t.issueId, sql`lower(${t.fileName})`)],
);

/**
 * The history of a melding's 'Opmerkingen' (issue 16): each handling that changed them keeps the
 * text it left, who wrote it, when, and the status it set. The melding's `comments` stays the
 * latest text (the spec's field); this table is what a later save no longer overwrites.
 */
export const schemaIssueComments = pgTable(
  'schema_issue_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    issueId: integer().notNull().references(() => schemaIssues.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    status: text().notNull(),
    authorName: text().notNull(),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('schema_issue_comments_issue_idx').on(t.issueId, t.createdAt)],
);
