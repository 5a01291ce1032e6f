import type { XPathRule } from '@afd/contracts';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpProblem } from '../../../http/http-problem.ts';
import { sortDutch } from '../../../shared/dutch-order.ts';
import { refuseInvalidExpressions, refuseRepeatedRules } from './xpath-rule-checks.ts';
import { xpathRuleTexts as texts } from './xpath-rule-texts.ts';
import { baselinesSelectingRule } from './xpath-rule-usage.ts';
import {
  deleteRule,
  findRule,
  insertRule,
  listRuleRows,
  lockRuleSelections,
  lockRulesForWriting,
  renameRule,
  updateRule,
  type XPathRuleRow,
} from './xpath-rules.repository.ts';

// XPath rules (spec 000 §2 screen 7, §5): four required texts, names unique ignoring case,
// both expressions compiling with their engines (docs/adr/0006), no removal while a baseline
// selects the rule. Every change is one transaction with its audit record.

const ruleOf = ({ id, name, selectionXPath, predicateXPath, errorMessage }: XPathRuleRow): XPathRule => ({
  id,
  name,
  selectionXPath,
  predicateXPath,
  errorMessage,
});

const sameRule = (a: XPathRule, b: XPathRule) =>
  a.name === b.name && a.selectionXPath === b.selectionXPath && a.predicateXPath === b.predicateXPath && a.errorMessage === b.errorMessage;

/** The rules in Dutch order of name. */
export async function readRules(db: Db): Promise<XPathRule[]> {
  return sortDutch((await listRuleRows(db)).map(ruleOf), (rule) => [rule.name]);
}

/** 409 for each rule whose name another rule has, in the database after this save or in the list. */
function refuseTakenNames(rules: readonly XPathRule[], current: ReadonlyMap<string, XPathRule>): void {
  const owners = new Map<string, string>();
  for (const rule of current.values()) owners.set(rule.name.toLowerCase(), rule.id);
  // The list sent wins over what it replaces: its renames free their old names.
  for (const rule of rules) {
    const old = current.get(rule.id);
    if (old && owners.get(old.name.toLowerCase()) === rule.id) owners.delete(old.name.toLowerCase());
  }
  const errors: Record<string, string[]> = {};
  rules.forEach((rule, index) => {
    const owner = owners.get(rule.name.toLowerCase());
    if (owner !== undefined && owner !== rule.id) {
      errors[`rules.${index}.name`] = [current.has(rule.id) ? texts.nameTakenOnEdit : texts.nameTakenOnAdd];
    } else owners.set(rule.name.toLowerCase(), rule.id);
  });
  const messages = Object.values(errors).flat();
  if (messages[0]) throw new HttpProblem(409, texts.nameTakenTitle, messages[0], errors);
}

async function applyChanges(tx: Tx, actor: Principal, rules: readonly XPathRule[], current: ReadonlyMap<string, XPathRule>): Promise<void> {
  const changed = rules.filter((rule) => {
    const old = current.get(rule.id);
    return old !== undefined && !sameRule(old, rule);
  });
  // Renames pass through a name no saved rule can have (names are trimmed), so that two rules
  // may swap names in one save without tripping the unique index halfway.
  for (const rule of changed) await renameRule(tx, rule.id, `\n${rule.id}`);
  for (const rule of changed) {
    await updateRule(tx, rule);
    await recordAudit(tx, actor, { action: 'xpathRule.updated', entityType: 'xpathRule', entityId: rule.id, before: current.get(rule.id), after: rule });
  }
  for (const rule of rules.filter((candidate) => !current.has(candidate.id))) {
    await insertRule(tx, rule);
    await recordAudit(tx, actor, { action: 'xpathRule.created', entityType: 'xpathRule', entityId: rule.id, before: null, after: rule });
  }
}

/** Adds the rules with a new id and changes those with a known id; answers them as saved. */
export async function saveRules(db: Db, actor: Principal, rules: readonly XPathRule[]): Promise<XPathRule[]> {
  refuseRepeatedRules(rules);
  refuseInvalidExpressions(rules);
  return db.transaction(async (tx) => {
    await lockRulesForWriting(tx);
    const current = new Map((await listRuleRows(tx)).map((row) => [row.id, ruleOf(row)]));
    refuseTakenNames(rules, current);
    await applyChanges(tx, actor, rules, current);
    return sortDutch(rules, (rule) => [rule.name]);
  });
}

/** Removes a rule that no baseline selects. */
export async function removeRule(db: Db, actor: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRulesForWriting(tx);
    await lockRuleSelections(tx);
    const existing = await findRule(tx, id);
    if (!existing) throw new HttpProblem(404, texts.notFoundTitle, texts.notFound);
    const baselines = await baselinesSelectingRule(tx, id);
    if (baselines.length > 0) throw new HttpProblem(409, texts.inUseTitle, texts.inUse(baselines));
    await deleteRule(tx, id);
    await recordAudit(tx, actor, { action: 'xpathRule.deleted', entityType: 'xpathRule', entityId: id, before: ruleOf(existing), after: null });
  });
}
