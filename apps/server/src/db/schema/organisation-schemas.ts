import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs } from './blobs.ts';
import { baselineLibraries, baselineSchemas } from './catalogue-and-baselines.ts';
import { createdAt } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * Certified schemas owned by an organisation. The certification work extends this table
 * (content, version, origin); publication flags live here from the start.
 */
export const organisationSchemas = pgTable(
  'organisation_schemas',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'restrict' }),
    baselineSchemaId: uuid().references(() => baselineSchemas.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    isPublished: boolean().notNull().default(false),
    isDownloadable: boolean().notNull().default(false),
    publishDate: timestamp({ withTimezone: true }),
    /** How it was certified: an upload that passed the checks, a manual certification, a definition. */
    origin: text({ enum: ['upload', 'manual', 'definition'] }).notNull().default('upload'),
    /** Counts up when a schema of the same name is certified again. */
    version: integer().notNull().default(1),
    isOpenApiDescription: boolean().notNull().default(false),
    /** The library the schema was certified against (revalidation uses the baseline's current one). */
    baselineLibraryId: uuid().references(() => baselineLibraries.id, { onDelete: 'restrict' }),
    fileName: text(),
    /** The schema as uploaded, and the enriched copy with the certification annotation. */
    contentBlobId: uuid().references(() => blobs.id, { onDelete: 'restrict' }),
    enrichedBlobId: uuid().references(() => blobs.id, { onDelete: 'restrict' }),
    /**
     * The other files of a schema generated from a definition (AFD 1.0: formats, code lists, XPath
     * library, CSV; AFD 2.0: -afdCodelists.json, -validationRules.json), by name, in its download.
     * Empty for uploads. Kept in the row (tens of kilobytes) so they go wherever the row goes.
     */
    companionFiles: jsonb().$type<{ name: string; content: string }[]>().notNull().default([]),
    /** sha-256 of the content: the certification mark in the enriched copy. */
    certificationMark: text(),
    certifiedAt: timestamp({ withTimezone: true }),
    certifiedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The definition's tag (001 §5: A-Z, 0-9, space, hyphen). SUIV, SUIV-COMBI, SUIV-EP and SUIV-BIJ
     * fall under the owner's download restriction. Null for uploads without a definition.
     */
    tag: text(),
    /** Set when the schema was generated for a variant of a definition: its issues go to {product}. */
    variantName: text(),
    variantVersion: text(),
    /** The owner's choice (issue 32): a new version is compared with every earlier published version, not only the latest. */
    checkAllVersions: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_schemas_org_name_lower_key').on(t.organisationId, sql`lower(${t.name})`),
    // The public register reads only published rows: its tree is one count per organisation and
    // baseline, answered from this index alone (Index Only Scan, hence the OpenAPI flag in it);
    // a column reads one (organisation, baseline) range of it. See ADR 0014.
    index('organisation_schemas_register_idx')
      .on(t.organisationId, t.baselineSchemaId, t.isOpenApiDescription)
      .where(sql`${t.isPublished}`),
    // Spec 000 §4: an unpublished schema can never be downloadable, whoever writes the row.
    check('organisation_schemas_downloadable_needs_published', sql`not ${t.isDownloadable} or ${t.isPublished}`),
  ],
);

/**
 * A schema uploaded for validation and not (yet) certified: the spec's tempFileId. Purged after
 * a day; certification or a manual request copies what it keeps.
 */
export const uploadedSchemas = pgTable(
  'uploaded_schemas',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid().references(() => organisations.id, { onDelete: 'cascade' }),
    baselineSchemaId: uuid().notNull().references(() => baselineSchemas.id, { onDelete: 'cascade' }),
    baselineLibraryId: uuid().notNull().references(() => baselineLibraries.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
    /** The certification result the upload got (messages, manualvalidation). */
    result: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_schemas_created_at_idx').on(t.createdAt)],
);

/** Requests for manual certification of a schema the checker could not decide; open until handled. */
export const manualCertificationRequests = pgTable(
  'manual_certification_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'restrict' }),
    requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    baselineSchemaId: uuid().notNull().references(() => baselineSchemas.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    fileName: text().notNull(),
    contentBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
    /** Open until certified by hand ('afgehandeld') or turned down ('afgewezen'). */
    status: text({ enum: ['open', 'afgehandeld', 'afgewezen'] }).notNull().default('open'),
    handledAt: timestamp({ withTimezone: true }),
    /** Who closed the request, and their name at the time (kept when the user is gone). */
    handledByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledByName: text(),
    createdAt: createdAt(),
  },
  (t) => [index('manual_certification_requests_status_idx').on(t.status)],
);

/** Every download of an organisation schema: who, which schema and version, when (issue 5). */
export const schemaDownloads = pgTable(
  'schema_downloads',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the schema is deleted; the name and version below keep the record readable. */
    organisationSchemaId: uuid().references(() => organisationSchemas.id, { onDelete: 'set null' }),
    ownerOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    schemaName: text().notNull(),
    schemaVersion: integer().notNull(),
    downloadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    downloadedByEmail: text().notNull(),
    downloaderOrganisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    /** 'register' (GET /api/PublishedSchemas/...) or 'management' (GET /api/OrganisationSchemas/...). */
    via: text({ enum: ['register', 'management'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schema_downloads_schema_idx').on(t.organisationSchemaId, t.createdAt)],
);

/**
 * Every certified version of an organisation schema (issue 32, ADR 0070): the row above holds the
 * current one only, replaced at each certification; this keeps each version's content so a new
 * version can be compared with the earlier published ones. `compatibility` is what the
 * certification decided (the contracts' SchemaCompatibility); null for a first version or when
 * no earlier version was published. published_at is null while the version was never published.
 */
export const organisationSchemaVersions = pgTable(
  'organisation_schema_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationSchemaId: uuid().references(() => organisationSchemas.id, { onDelete: 'set null' }),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    version: integer().notNull(),
    afdVersion: integer(),
    fileName: text(),
    contentBlobId: uuid().references(() => blobs.id, { onDelete: 'restrict' }),
    /** A definition's other generated files (code lists, formats) the content refers to. */
    companionFiles: jsonb().$type<{ name: string; content: string }[]>().notNull().default([]),
    /** Facts of the certification; an earlier version does not keep a baseline or library from being deleted. */
    baselineSchemaId: uuid().references(() => baselineSchemas.id, { onDelete: 'set null' }),
    baselineLibraryId: uuid().references(() => baselineLibraries.id, { onDelete: 'set null' }),
    certifiedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    compatibility: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_schema_versions_org_name_version_key').on(t.organisationId, sql`lower(${t.name})`, t.version),
    index('organisation_schema_versions_schema_idx').on(t.organisationSchemaId, t.version),
  ],
);
