import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs } from './blobs.ts';
import { createdAt } from './columns.ts';
import { dimensions, xpathRules } from './reference-data.ts';
import { users } from './users.ts';

/**
 * Validation baselines, one per key. The certification work extends this table (content,
 * libraries); the administration needs the key and the selected XPath rules for its in-use checks.
 */
export const baselineSchemas = pgTable(
  'baseline_schemas',
  {
    id: uuid().primaryKey().defaultRandom(),
    certificationAreaId: uuid().notNull().references(() => dimensions.id, { onDelete: 'restrict' }),
    messageTypeId: uuid().notNull().references(() => dimensions.id, { onDelete: 'restrict' }),
    applicationAreaId: uuid().notNull().references(() => dimensions.id, { onDelete: 'restrict' }),
    /** Only administrators see this baseline ('beheerdersonly' on the wire, spec 000 §4). */
    administratorsOnly: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('baseline_schemas_key').on(t.certificationAreaId, t.messageTypeId, t.applicationAreaId)],
);

/** XPath rules selected for a baseline; by id, so a renamed rule stays selected. */
export const baselineSchemaXpathRules = pgTable(
  'baseline_schema_xpath_rules',
  {
    baselineSchemaId: uuid().notNull().references(() => baselineSchemas.id, { onDelete: 'cascade' }),
    xpathRuleId: text().notNull().references(() => xpathRules.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.baselineSchemaId, t.xpathRuleId] })],
);

/** Uploaded data catalogue versions (docs/domain.md 'Data catalogue upload'); the newest is current. */
export const datacatalogs = pgTable(
  'datacatalogs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Version as the files state it. */
    version: text().notNull(),
    /** The parsed catalogue model (packages/afd Catalogue), as `GET /api/Datacatalogs` returns it. */
    catalogue: jsonb().notNull(),
    /** AFD 1.0 XSD files by file name: baseline and schema imports of catalogue namespaces resolve here. */
    xsdFiles: jsonb().$type<Record<string, string>>().notNull(),
    /** The uploaded ZIP, kept as received. */
    zipBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('datacatalogs_created_at_idx').on(t.createdAt)],
);

/**
 * Immutable snapshots of a baseline: every upload makes one (docs/domain.md). The newest of a baseline
 * is 'actueel'; older ones are 'in gebruik' while a definition uses them, else 'vervallen'.
 */
export const baselineLibraries = pgTable(
  'baseline_libraries',
  {
    id: uuid().primaryKey().defaultRandom(),
    baselineSchemaId: uuid().notNull().references(() => baselineSchemas.id, { onDelete: 'cascade' }),
    afdVersion: integer().notNull(),
    fileName: text().notNull(),
    /** The baseline as uploaded (XSD or JSON Schema). */
    contentBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
    /** The parsed entity tree (packages/afd BaselineLibrary). */
    library: jsonb().notNull(),
    datacatalogId: uuid().references(() => datacatalogs.id, { onDelete: 'restrict' }),
    datacatVersion: text(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('baseline_libraries_baseline_created_idx').on(t.baselineSchemaId, t.createdAt)],
);
