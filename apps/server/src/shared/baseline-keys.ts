import { and, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { baselineSchemas, dimensions } from '../db/schema/index.ts';

// A baseline key is one certification area, message type and domain (application
// area): by ids where a request or a row names it, by names where a screen or message shows it.

/** A baseline key by the ids of its three dimensions. */
export interface BaselineKeyIds {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
}

/** A baseline key by the names of its three dimensions. */
export interface BaselineKeyNames {
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

/** A baseline's name as the spec shows it: 'Community-Berichtsoort-Domein' (spec 001 §1). */
export function baselineNameOf(key: BaselineKeyNames): string {
  return `${key.certificationArea}-${key.messageType}-${key.applicationArea}`;
}

const certificationArea = alias(dimensions, 'certification_area');
const messageType = alias(dimensions, 'message_type');
const domain = alias(dimensions, 'domain');

/**
 * Every baseline with the names of its key and its certification area's AFD version, as a subquery
 * to join on `baselineKeyNames.baselineSchemaId` (inner join: only rows with a baseline; left join:
 * the names are null without one). All three names are `name` in `dimensions`, so each gets an
 * alias; drizzle refers to an aliased subquery column by the alias alone, unqualified, so the
 * aliases carry a `key_` prefix no table that joins this has as a column.
 */
export const baselineKeyNames = new QueryBuilder()
  .select({
    baselineSchemaId: baselineSchemas.id,
    certificationArea: sql<string>`${certificationArea.name}`.as('key_certification_area'),
    certificationAreaVersion: sql<'1' | '2' | null>`${certificationArea.version}`.as('key_certification_area_version'),
    messageType: sql<string>`${messageType.name}`.as('key_message_type'),
    applicationArea: sql<string>`${domain.name}`.as('key_application_area'),
  })
  .from(baselineSchemas)
  .innerJoin(certificationArea, eq(certificationArea.id, baselineSchemas.certificationAreaId))
  .innerJoin(messageType, eq(messageType.id, baselineSchemas.messageTypeId))
  .innerJoin(domain, eq(domain.id, baselineSchemas.applicationAreaId))
  .as('baseline_key_names');

/** The condition on `baseline_schemas` that selects the baseline of this key (there is at most one). */
export const isBaselineOfKey = (key: BaselineKeyIds) =>
  and(
    eq(baselineSchemas.certificationAreaId, key.certificationAreaId),
    eq(baselineSchemas.messageTypeId, key.messageTypeId),
    eq(baselineSchemas.applicationAreaId, key.applicationAreaId),
  );
