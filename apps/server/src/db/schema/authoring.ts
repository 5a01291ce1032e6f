import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OpenApiDescriptionModel, Variant } from '@afd/afd/authoring';
import { baselineLibraries, baselineSchemas } from './catalogue-and-baselines.ts';
import { createdAt } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

// AFD Online Samenstellen (docs/authoring.md): a definition is a set of choices over an immutable
// baseline library. The row holds what identifies it, its properties and functions, and the
// choices keyed by node path; every save adds a revision (who, when, what changed, the whole
// definition as saved), so a stale save is refused and the changelog is true.

/** The standards body's base functions, which every new definition starts with (reference data). */
export const baseFunctions = pgTable(
  'base_functions',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** New definitions start with the function active or not. */
    activeByDefault: boolean().notNull().default(true),
    /** Place in the list (the order in which definitions show them). */
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('base_functions_name_lower_key').on(sql`lower(${t.name})`)],
);

export const definitions = pgTable(
  'definitions',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid().notNull().references(() => organisations.id, { onDelete: 'restrict' }),
    /** The baseline it is based on (its name, the key's three names joined with dashes, is `basedOn`). */
    baselineSchemaId: uuid().notNull().references(() => baselineSchemas.id, { onDelete: 'restrict' }),
    /** The library the choices were made on; null once that library is gone. */
    baselineLibraryId: uuid().references(() => baselineLibraries.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** Increases with every save; a save based on an older revision is refused (409). */
    revision: integer().notNull().default(1),
    /** The properties form (packages/afd DefinitionProperties, without the name). */
    properties: jsonb().notNull(),
    /** [{ name, active, custom }] */
    functions: jsonb().notNull(),
    /** { entities, attributes, compositions } keyed by node path (packages/afd Definition). */
    choices: jsonb().notNull(),
    /**
     * The verbandscontroles (001 §3 'Business rule'): [{ name, expression, message, source, type }];
     * AFD 1.0 expressions are stored as XPath 2.0 (pseudo code is how the editor shows them), AFD 2.0
     * as JMESPath. They travel into afdXPathLibrary.xml / -validationRules.json (ADR 0038).
     */
    businessRules: jsonb().$type<{ name: string; expression: string; message: string; source: string; type: 'pseudo' | 'xpath' | 'jmespath' }[]>().notNull().default([]),
    /**
     * The definition's variants (001 §3 'Variant'): per function the predefined entities placed
     * after anchor paths. A variant schema is the function's schema with them inserted (AFD 1.0).
     */
    variants: jsonb().$type<Variant[]>().notNull().default([]),
    /** The OpenAPI description (flag AosOpenApi, AFD 2.0); null until first saved. */
    openApiDescription: jsonb().$type<OpenApiDescriptionModel>(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The display name at the time (kept when the user is gone): the list's 'Door'. */
    updatedByName: text().notNull(),
  },
  (t) => [
    // 'Productnaam bestaat al binnen deze organisatie.': names are unique per organisation, in any case.
    uniqueIndex('definitions_organisation_name_lower_key').on(t.organisationId, sql`lower(${t.name})`),
    index('definitions_baseline_idx').on(t.baselineSchemaId, t.organisationId),
    index('definitions_library_idx').on(t.baselineLibraryId),
  ],
);

/** Every saved state of a definition, newest revision last. */
export const definitionRevisions = pgTable(
  'definition_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    definitionId: uuid().notNull().references(() => definitions.id, { onDelete: 'cascade' }),
    revision: integer().notNull(),
    /** What the save was: 'aangemaakt', 'eigenschappen', 'functies', 'definitie', 'hernoemd', ... */
    change: text().notNull(),
    /** The whole definition as saved (name, properties, functions, choices, library). */
    snapshot: jsonb().notNull(),
    savedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    savedByName: text().notNull(),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('definition_revisions_definition_revision_key').on(t.definitionId, t.revision)],
);
