import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organisationSchemas } from './organisation-schemas.ts';
import { organisations } from './organisations.ts';

/**
 * One certification of an organisation schema (issue 18, ADR 0047): the public kenmerk and the
 * facts it states, written in the transaction that stores the certified schema. The facts are
 * copied, not joined: the certificate stays readable when the schema is deleted or replaced
 * (its status says so). Only status, reason and the replacing kenmerk ever change.
 */
export const certificates = pgTable(
  'certificates',
  {
    kenmerk: text().primaryKey(),
    /** Null once the schema is deleted. */
    organisationSchemaId: uuid().references(() => organisationSchemas.id, { onDelete: 'set null' }),
    organisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    organisationName: text().notNull(),
    schemaName: text().notNull(),
    schemaVersion: integer().notNull(),
    origin: text({ enum: ['upload', 'manual', 'definition'] }).notNull(),
    afdVersion: integer().notNull(),
    certificationArea: text().notNull(),
    messageType: text().notNull(),
    applicationArea: text().notNull(),
    baselineLibraryCreatedAt: timestamp({ withTimezone: true }).notNull(),
    baselineSha256: text().notNull(),
    catalogueVersion: text().notNull(),
    /** The rules the checker applied: name and sha-256 of their text. */
    rules: jsonb().$type<{ name: string; sha256: string }[]>().notNull().default([]),
    checkerVersion: text().notNull(),
    originalSha256: text().notNull(),
    enrichedSha256: text().notNull(),
    /**
     * Sizes in bytes of the certified file and of the enriched copy: the public check refuses a
     * larger file unread (issue 28). Null for a certificate older than these columns whose files
     * were already gone when they were added.
     */
    originalBytes: bigint({ mode: 'number' }),
    enrichedBytes: bigint({ mode: 'number' }),
    certifiedAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['geldig', 'ingetrokken', 'vervangen'] }).notNull().default('geldig'),
    statusReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    supersededBy: text(),
    /**
     * Set when an upgrade issued this certificate to a schema certified before certificates
     * existed (ADR 0060): its facts are what was stored, and its enriched copy names no kenmerk.
     * Null for a certificate written at certification.
     */
    issuedAtUpgrade: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificates_valid_schema_idx').on(t.organisationSchemaId).where(sql`${t.status} = 'geldig'`),
    // One certificate per version of a schema (issue 28): the schema's row stands for its
    // organisation and name while it exists; a deleted schema's certificates (null) never clash,
    // so a name certified again after a deletion may start at version 1 again.
    uniqueIndex('certificates_schema_version_key').on(t.organisationSchemaId, t.schemaVersion),
  ],
);

/**
 * A schema certified before certificates existed that the upgrade step could not give one (ADR
 * 0060: no stored file, no baseline library), recorded the first time the step met it: the
 * operator is warned about it once, not at every start.
 */
export const upgradeCertificateSkips = pgTable('upgrade_certificate_skips', {
  organisationSchemaId: uuid()
    .primaryKey()
    .references(() => organisationSchemas.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  reportedAt: timestamp({ withTimezone: true }).notNull(),
});
