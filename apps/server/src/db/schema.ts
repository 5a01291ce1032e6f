import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Column names are snake_case in the database (drizzle `casing: 'snake_case'`); the wire uses the
// spec's camelCase field names, mapped in the modules, never the column names.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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

/**
 * Portal users. `subject` is the identity provider's stable id (the spec's oid/objectId).
 * actief / koatActief are tri-state: both null means 'Nieuw' (spec 000 §4).
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text().notNull(),
    email: text().notNull(),
    initials: text(),
    prefix: text(),
    surname: text(),
    telephoneNumber: text(),
    organisationId: uuid().references(() => organisations.id, { onDelete: 'restrict' }),
    /** B, C or V (spec 000 §4); null = no role. */
    role: text({ enum: ['B', 'C', 'V'] }),
    actief: boolean(),
    koatActief: boolean(),
    isKoatGebruiker: boolean().notNull().default(false),
    notifyOnAfdDefinitionsChange: boolean().notNull().default(false),
    notifyOnAfdDefinitionsMeldingen: boolean().notNull().default(false),
    isAfdDefinitionDownloader: boolean().notNull().default(false),
    isAfsMappingServiceGebruiker: boolean().notNull().default(false),
    /**
     * The organisation the identity provider claimed at first sign-in when it matched no known
     * organisation; shown on the edit form so an administrator can create or pick it.
     */
    claimedOrganisation: text(),
    /** scrypt hash for accounts of the embedded provider; null for external identities. */
    passwordHash: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_subject_key').on(t.subject),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** Organisations a user may compose AFD definitions for ('AFD Online Samenstellen'). */
export const userCompositionAuthorisations = pgTable(
  'user_composition_authorisations',
  {
    userId: uuid().notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organisationId] })],
);

/** File contents (schemas, ZIPs, attachments, reports), written in the transaction of their record. */
export const blobs = pgTable('blobs', {
  id: uuid().primaryKey().defaultRandom(),
  content: bytea().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  contentType: text().notNull(),
  sha256: text().notNull(),
  createdAt: createdAt(),
});

/** Storage of the embedded OpenID provider (sessions, grants, codes, tokens), shared by instances. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Signing keys and cookie secrets of the embedded provider, generated once and kept across restarts. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text().primaryKey(),
  /** Private JWK (signing) or secret material (cookies). */
  material: jsonb().notNull(),
  createdAt: createdAt(),
});

/** Schema version of the demo seed, so that start-up seeds an empty database exactly once. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  version: integer().notNull(),
  ranAt: createdAt(),
});

/** The three dimension lists of a baseline key (spec 000 §3 Dimension). */
export const dimensionKinds = ['certificationArea', 'messageType', 'applicationArea'] as const;
export type DimensionKind = (typeof dimensionKinds)[number];

/** Communities ({product} Community, with version '1' or '2'), message types and domains. */
export const dimensions = pgTable(
  'dimensions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: dimensionKinds }).notNull(),
    name: text().notNull(),
    /** AFD version of a community: '1' (XSD) or '2' (JSON); null for the other kinds. */
    version: text({ enum: ['1', '2'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dimensions_kind_name_lower_key').on(t.kind, sql`lower(${t.name})`),
    check('dimensions_version_only_for_communities', sql`(${t.kind} = 'certificationArea') = (${t.version} is not null)`),
  ],
);

/** Combinations of the three dimensions that are allowed as a baseline key. */
export const dimensionCombinations = pgTable(
  'dimension_combinations',
  {
    certificationAreaId: uuid().notNull().references(() => dimensions.id, { onDelete: 'cascade' }),
    messageTypeId: uuid().notNull().references(() => dimensions.id, { onDelete: 'cascade' }),
    applicationAreaId: uuid().notNull().references(() => dimensions.id, { onDelete: 'cascade' }),
    allowed: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.certificationAreaId, t.messageTypeId, t.applicationAreaId] })],
);

/** XPath rules run by the certification of AFD 1.0 schemas (ids are made by the client: 9 characters). */
export const xpathRules = pgTable(
  'xpath_rules',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    selectionXPath: text().notNull(),
    predicateXPath: text().notNull(),
    errorMessage: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('xpath_rules_name_lower_key').on(sql`lower(${t.name})`)],
);

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
    beheerdersOnly: boolean().notNull().default(false),
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
 * Organisations that restricted downloads of their SUIV-tagged definitions (a row exists once
 * they saved their choice; the API answers null before that), and whom they allowed.
 */
export const downloadRestrictions = pgTable('download_restrictions', {
  organisationId: uuid().primaryKey().references(() => organisations.id, { onDelete: 'cascade' }),
  restrictedAt: createdAt(),
});

export const downloadGrants = pgTable(
  'download_grants',
  {
    organisationId: uuid().notNull().references(() => downloadRestrictions.organisationId, { onDelete: 'cascade' }),
    grantedOrganisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.grantedOrganisationId] })],
);

/** Every administrative change: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** What happened, e.g. 'organisation.renamed', 'user.updated'. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_at_idx').on(t.at)],
);

/** Uploaded data catalogue versions (DOMAIN.md 'Data catalogue upload'); the newest is current. */
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
 * Immutable snapshots of a baseline: every upload makes one (DOMAIN.md). The newest of a baseline
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
    status: text({ enum: ['open', 'afgehandeld'] }).notNull().default('open'),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('manual_certification_requests_status_idx').on(t.status)],
);

/** Uploaded sets of predefined entities (snippets); the newest replaces the current set. */
export const predefinedEntitySets = pgTable('predefined_entity_sets', {
  id: uuid().primaryKey().defaultRandom(),
  /** The validated snippets. */
  snippets: jsonb().notNull(),
  contentBlobId: uuid().notNull().references(() => blobs.id, { onDelete: 'restrict' }),
  uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

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
 * Mail to send, written in the transaction of the change it reports: a rollback takes the mail
 * with it, a crash after commit leaves it here to send. Without SMTP the rows stay, readable by
 * administrators: nothing is silently dropped.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** Why it was written: 'schema-issue.created', 'manual-certification.requested', ... */
    reason: text().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
