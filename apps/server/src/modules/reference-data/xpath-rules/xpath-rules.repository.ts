import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineSchemas, baselineSchemaXpathRules, dimensions, xpathRules } from '../../../db/schema/index.ts';

export type XPathRuleRow = typeof xpathRules.$inferSelect;
export type XPathRuleValues = Omit<XPathRuleRow, 'createdAt'>;

export function listRuleRows(db: Db | Tx): Promise<XPathRuleRow[]> {
  return db.select().from(xpathRules);
}

export async function findRule(db: Db | Tx, id: string): Promise<XPathRuleRow | undefined> {
  const [row] = await db.select().from(xpathRules).where(eq(xpathRules.id, id));
  return row;
}

export async function findRuleByName(db: Db | Tx, name: string): Promise<XPathRuleRow | undefined> {
  const [row] = await db.select().from(xpathRules).where(eq(sql`lower(${xpathRules.name})`, name.toLowerCase()));
  return row;
}

/** Serialises writers of the rule list (readers go on), so a name found free is still free when written. */
export async function lockRulesForWriting(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${xpathRules} in share row exclusive mode`);
}

/** Holds back new selections of rules by baselines until this transaction ends. */
export async function lockRuleSelections(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${baselineSchemaXpathRules} in share mode`);
}

export async function insertRule(tx: Tx, values: XPathRuleValues): Promise<void> {
  await tx.insert(xpathRules).values(values);
}

export async function updateRule(tx: Tx, { id, ...values }: XPathRuleValues): Promise<void> {
  await tx.update(xpathRules).set(values).where(eq(xpathRules.id, id));
}

export async function renameRule(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(xpathRules).set({ name }).where(eq(xpathRules.id, id));
}

export async function deleteRule(tx: Tx, id: string): Promise<void> {
  await tx.delete(xpathRules).where(eq(xpathRules.id, id));
}

const certificationArea = alias(dimensions, 'certification_area');
const messageType = alias(dimensions, 'message_type');
const domain = alias(dimensions, 'domain');

/** The keys (dimension names) of the baselines that select this rule. */
export function baselineKeysSelecting(db: Db | Tx, ruleId: string) {
  return db
    .select({ certificationArea: certificationArea.name, messageType: messageType.name, applicationArea: domain.name })
    .from(baselineSchemaXpathRules)
    .innerJoin(baselineSchemas, eq(baselineSchemas.id, baselineSchemaXpathRules.baselineSchemaId))
    .innerJoin(certificationArea, eq(certificationArea.id, baselineSchemas.certificationAreaId))
    .innerJoin(messageType, eq(messageType.id, baselineSchemas.messageTypeId))
    .innerJoin(domain, eq(domain.id, baselineSchemas.applicationAreaId))
    .where(eq(baselineSchemaXpathRules.xpathRuleId, ruleId));
}
