/** The three ids that identify a combination. */
export interface CombinationIds {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
}

/** One string per combination, for maps and the audit log's entity id. */
export function combinationKeyOf(ids: CombinationIds): string {
  return `${ids.certificationAreaId}/${ids.messageTypeId}/${ids.applicationAreaId}`;
}
