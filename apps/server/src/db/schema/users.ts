import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organisations } from './organisations.ts';

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
    // On the wire notifyOnAfdDefinitionsChange and notifyOnAfdDefinitionsMeldingen (the spec's names).
    notifyOnDefinitionChanges: boolean().notNull().default(false),
    notifyOnSchemaIssues: boolean().notNull().default(false),
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
