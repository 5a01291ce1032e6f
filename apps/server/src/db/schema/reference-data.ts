import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The three dimension lists of a baseline key (spec 000 §3 Dimension). */
export const dimensionKinds = ['certificationArea', 'messageType', 'applicationArea'] as const;
export type DimensionKind = (typeof dimensionKinds)[number];

/** Certification areas ({product} Community, with version '1' or '2'), message types and domains. */
export const dimensions = pgTable(
  'dimensions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: dimensionKinds }).notNull(),
    name: text().notNull(),
    /** AFD version of a certification area: '1' (XSD) or '2' (JSON); null for the other kinds. */
    version: text({ enum: ['1', '2'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dimensions_kind_name_lower_key').on(t.kind, sql`lower(${t.name})`),
    check('dimensions_version_only_for_certification_areas', sql`(${t.kind} = 'certificationArea') = (${t.version} is not null)`),
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
