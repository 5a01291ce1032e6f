import type { DimensionKind } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, baselineSchemas, baselineSchemaXpathRules, dimensions, xpathRules } from '../../db/schema/index.ts';
import type { BaselineKeyIds } from '../baseline-keys.ts';

// Rows the reference-data tests write directly: dimensions, baseline keys (the baseline upload
// is another module's work) and XPath rules, plus a read of the audit log.

export async function insertDimension(database: Database, kind: DimensionKind, name: string, version?: '1' | '2'): Promise<string> {
  const [row] = await database.db
    .insert(dimensions)
    .values({ kind, name, version: kind === 'certificationArea' ? (version ?? '1') : null })
    .returning({ id: dimensions.id });
  if (!row) throw new Error('dimension not written');
  return row.id;
}

/** A validation baseline for this key, selecting these XPath rules. */
export async function insertBaseline(database: Database, key: BaselineKeyIds, xpathRuleIds: readonly string[] = []): Promise<string> {
  const [row] = await database.db.insert(baselineSchemas).values(key).returning({ id: baselineSchemas.id });
  if (!row) throw new Error('baseline not written');
  if (xpathRuleIds.length > 0) {
    await database.db.insert(baselineSchemaXpathRules).values(xpathRuleIds.map((xpathRuleId) => ({ baselineSchemaId: row.id, xpathRuleId })));
  }
  return row.id;
}

export async function insertXPathRule(database: Database, id: string, name: string): Promise<void> {
  await database.db.insert(xpathRules).values({ id, name, selectionXPath: '//xs:complexType', predicateXPath: 'fn:exists(@name)', errorMessage: 'Naam ontbreekt' });
}

/** The audit records of one entity, oldest first. */
export async function auditTrailOf(database: Database, entityId: string) {
  const rows = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  return rows.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }));
}
