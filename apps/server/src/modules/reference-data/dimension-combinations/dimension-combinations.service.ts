import type { DimensionCombination, SaveDimensionCombination } from '@afd/contracts';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpProblem } from '../../../http/http-problem.ts';
import { listDimensionRows, type DimensionRow } from '../dimensions/dimensions.repository.ts';
import { sortDutch } from '../../../shared/dutch-order.ts';
import { combinationKeyOf } from './combination-key.ts';
import { dimensionCombinationTexts as texts } from './dimension-combination-texts.ts';
import { listCombinationFlags, lockDimensionsAgainstRemoval, writeCombinationFlag } from './dimension-combinations.repository.ts';

// Allowed combinations of certification area, message type and domain (spec 000 §2 screen 6): the
// list is every combination of the three lists with its flag, so the administrator can allow any of
// them.

async function allowedFlags(db: Db | Tx): Promise<Map<string, boolean>> {
  return new Map((await listCombinationFlags(db)).map((flag) => [combinationKeyOf(flag), flag.allowed]));
}

function combinationOf(certificationArea: DimensionRow, messageType: DimensionRow, domain: DimensionRow, allowed: boolean): DimensionCombination {
  return {
    certificationAreaId: certificationArea.id,
    messageTypeId: messageType.id,
    applicationAreaId: domain.id,
    certificationArea: certificationArea.name,
    messageType: messageType.name,
    applicationArea: domain.name,
    allowed,
  };
}

const byNames = (combination: DimensionCombination) => [combination.certificationArea, combination.messageType, combination.applicationArea];

/** Every combination of the three lists, sorted by certification area, message type and domain (Dutch order). */
export async function readCombinations(db: Db): Promise<DimensionCombination[]> {
  const rows = await listDimensionRows(db);
  const flags = await allowedFlags(db);
  const ofKind = (kind: DimensionRow['kind']) => rows.filter((row) => row.kind === kind);
  const combinations: DimensionCombination[] = [];
  for (const certificationArea of ofKind('certificationArea')) {
    for (const messageType of ofKind('messageType')) {
      for (const domain of ofKind('applicationArea')) {
        const key = combinationKeyOf({ certificationAreaId: certificationArea.id, messageTypeId: messageType.id, applicationAreaId: domain.id });
        combinations.push(combinationOf(certificationArea, messageType, domain, flags.get(key) ?? false));
      }
    }
  }
  return sortDutch(combinations, byNames);
}

type DimensionField = keyof typeof texts.unknown;
const expectedKinds: Record<DimensionField, DimensionRow['kind']> = {
  certificationAreaId: 'certificationArea',
  messageTypeId: 'messageType',
  applicationAreaId: 'applicationArea',
};

/** The dimensions of each item, or a 400 naming every id that is not a dimension of the right list. */
function resolveDimensions(items: readonly SaveDimensionCombination[], rows: readonly DimensionRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string[]> = {};
  const resolved = items.map((item, index) => {
    const lookup = (field: DimensionField) => {
      const row = byId.get(item[field]);
      if (row?.kind === expectedKinds[field]) return row;
      errors[`${index}.${field}`] = [texts.unknown[field]];
      return undefined;
    };
    return { item, certificationArea: lookup('certificationAreaId'), messageType: lookup('messageTypeId'), domain: lookup('applicationAreaId') };
  });
  if (Object.keys(errors).length > 0) throw new HttpProblem(400, texts.invalidTitle, texts.invalid, errors);
  return resolved.flatMap(({ item, certificationArea, messageType, domain }) =>
    certificationArea && messageType && domain ? [{ item, certificationArea, messageType, domain }] : [],
  );
}

/** Sets the flag of each combination given; a flag that does not change is neither written nor audited. */
export async function saveCombinations(db: Db, actor: Principal, items: readonly SaveDimensionCombination[]): Promise<DimensionCombination[]> {
  return db.transaction(async (tx) => {
    await lockDimensionsAgainstRemoval(tx);
    const resolved = resolveDimensions(items, await listDimensionRows(tx));
    const flags = await allowedFlags(tx);
    const saved = new Map<string, DimensionCombination>();
    for (const { item, certificationArea, messageType, domain } of resolved) {
      const key = combinationKeyOf(item);
      const before = flags.get(key) ?? false;
      const combination = combinationOf(certificationArea, messageType, domain, item.allowed);
      saved.set(key, combination);
      if (before === item.allowed) continue;
      await writeCombinationFlag(tx, { ...item });
      flags.set(key, item.allowed);
      await recordAudit(tx, actor, {
        action: item.allowed ? 'dimensionCombination.allowed' : 'dimensionCombination.disallowed',
        entityType: 'dimensionCombination',
        entityId: key,
        before: { ...namesOf(combination), allowed: before },
        after: { ...namesOf(combination), allowed: item.allowed },
      });
    }
    return sortDutch([...saved.values()], byNames);
  });
}

function namesOf(combination: DimensionCombination) {
  return { certificationArea: combination.certificationArea, messageType: combination.messageType, applicationArea: combination.applicationArea };
}
