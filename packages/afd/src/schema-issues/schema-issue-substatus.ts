import {
  afdDefinitionSubStatusDictionary,
  documentationSubStatusDictionary,
  hasDictionaryKey,
} from './schema-issue-dictionaries.ts';
import { STATUS_WITH_SUBSTATUSES } from './schema-issue-status.ts';

// Substatuses of a handled melding (spec 001 §4, §5): only for afgehandeld, then both required
// with a minimum of 1 and a key of their dictionary; for any other status they are cleared,
// whatever the client sent, so a reopened melding never keeps a stale outcome.

export interface SubStatusInput {
  status: string;
  afdDefinitionSubStatus?: number | null | undefined;
  documentationSubStatus?: number | null | undefined;
}

export type SubStatusField = 'afdDefinitionSubStatus' | 'documentationSubStatus';

export type SubStatusOutcome =
  | { ok: true; afdDefinitionSubStatus: number | null; documentationSubStatus: number | null }
  | { ok: false; errors: Partial<Record<SubStatusField, string>> };

export const subStatusTexts = {
  afdDefinitionRequired: 'Substatus AFD-definitie is verplicht bij afgehandeld',
  documentationRequired: 'Substatus documentatie is verplicht bij afgehandeld',
  afdDefinitionUnknown: (value: number) => `Substatus AFD-definitie '${value}' bestaat niet`,
  documentationUnknown: (value: number) => `Substatus documentatie '${value}' bestaat niet`,
} as const;

function checkOne(
  value: number | null | undefined,
  dictionary: Parameters<typeof hasDictionaryKey>[0],
  required: string,
  unknown: (value: number) => string,
): string | null {
  if (value === null || value === undefined) return required;
  if (!Number.isInteger(value) || value < 1 || !hasDictionaryKey(dictionary, String(value))) return unknown(value);
  return null;
}

/** The substatuses to store for this update, or why they are refused (Dutch, per field). */
export function resolveSubStatuses(input: SubStatusInput): SubStatusOutcome {
  if (input.status !== STATUS_WITH_SUBSTATUSES) return { ok: true, afdDefinitionSubStatus: null, documentationSubStatus: null };
  const errors: Partial<Record<SubStatusField, string>> = {};
  const afd = checkOne(input.afdDefinitionSubStatus, afdDefinitionSubStatusDictionary, subStatusTexts.afdDefinitionRequired, subStatusTexts.afdDefinitionUnknown);
  const documentation = checkOne(
    input.documentationSubStatus,
    documentationSubStatusDictionary,
    subStatusTexts.documentationRequired,
    subStatusTexts.documentationUnknown,
  );
  if (afd) errors.afdDefinitionSubStatus = afd;
  if (documentation) errors.documentationSubStatus = documentation;
  if (afd || documentation) return { ok: false, errors };
  return { ok: true, afdDefinitionSubStatus: input.afdDefinitionSubStatus ?? null, documentationSubStatus: input.documentationSubStatus ?? null };
}
