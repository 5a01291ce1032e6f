import type { BaselineKeyIds } from '../../../shared/baseline-keys.ts';

/** One string per combination, for maps and the audit log's entity id. */
export function combinationKeyOf(ids: BaselineKeyIds): string {
  return `${ids.certificationAreaId}/${ids.messageTypeId}/${ids.applicationAreaId}`;
}
