import { checkNewFunctionName, MAX_STANDARD_FUNCTION_NAME_LENGTH } from '@afd/afd';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { listBaseFunctions, replaceBaseFunctions } from './base-functions.repository.ts';

// The standards body's base functions (docs/authoring.md 'Functions'): reference data that
// administrators manage. A new definition starts with the list as it is then; a definition keeps
// its own copy, so changing the list never changes an existing definition.

export interface BaseFunction {
  name: string;
  active: boolean;
}

/** The base functions in their order. */
export function baseFunctionList(db: Db): Promise<BaseFunction[]> {
  return listBaseFunctions(db);
}

/** Replaces the list: each name by the function-name rules of 001 §5, at least one; audited. */
export async function saveBaseFunctions(db: Db, principal: Principal, functions: readonly BaseFunction[]): Promise<BaseFunction[]> {
  const errors: Record<string, string[]> = {};
  const accepted: BaseFunction[] = [];
  functions.forEach((fn, index) => {
    // The standards body's own functions: names from the standard, up to its longer bound (ADR 0058).
    const checked = checkNewFunctionName(fn.name, accepted.map((other) => other.name), { maxLength: MAX_STANDARD_FUNCTION_NAME_LENGTH });
    if (!checked.ok) errors[`functions.${index}.name`] = [checked.message];
    else accepted.push({ name: checked.name, active: fn.active });
  });
  if (Object.keys(errors).length > 0) throw definitionProblems.invalidProperties(errors);
  if (accepted.length === 0) throw definitionProblems.noBaseFunctions();
  await db.transaction(async (tx) => {
    const before = await listBaseFunctions(tx);
    await replaceBaseFunctions(tx, accepted);
    await recordAudit(tx, principal, { action: 'base-functions.saved', entityType: 'base-functions', entityId: 'base-functions', before, after: accepted });
  });
  return listBaseFunctions(db);
}
