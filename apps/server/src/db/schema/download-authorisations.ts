import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organisations } from './organisations.ts';

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
