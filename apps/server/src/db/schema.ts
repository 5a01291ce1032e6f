import { sql } from 'drizzle-orm';
import {
  bigint,
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
