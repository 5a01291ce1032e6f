import type { Db, Tx } from '../../../db/client.ts';
import { baselineNameOf } from '../../../shared/baseline-keys.ts';
import { sortDutch } from '../../../shared/dutch-order.ts';
import { baselineKeysSelecting, findRuleByName } from './xpath-rules.repository.ts';

/** The names ('Community-Berichtsoort-Domein') of the baselines selecting this rule, in Dutch order. */
export async function baselinesSelectingRule(db: Db | Tx, ruleId: string): Promise<string[]> {
  const names = (await baselineKeysSelecting(db, ruleId)).map(baselineNameOf);
  return sortDutch(names, (name) => [name]);
}

/** The same by the rule's name (any case); an unknown name is used nowhere. */
export async function baselinesSelectingRuleNamed(db: Db, name: string): Promise<string[]> {
  const rule = await findRuleByName(db, name);
  return rule ? baselinesSelectingRule(db, rule.id) : [];
}
