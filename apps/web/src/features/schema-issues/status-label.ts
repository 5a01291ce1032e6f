import { openSchemaIssueStatuses, type Dictionary, type SchemaIssueStatus } from '@afd/contracts';

export const UNKNOWN_STATUS_LABEL = 'Onbekend';

// 001 §4's labels, used until (or if) the status dictionary is not there.
const specLabels: Record<SchemaIssueStatus, string> = {
  nieuw: 'Nieuw',
  inbehandeling: 'In behandeling',
  afgehandeld: 'Afgehandeld',
  afgewezen: 'Afgewezen',
};

/** A status as the user reads it: the dictionary's label, else 'Onbekend' (001 §4). */
export function statusLabel(status: string, dictionary: Dictionary | undefined): string {
  const entry = dictionary?.find((candidate) => candidate.key === status);
  if (entry) return entry.value;
  return Object.hasOwn(specLabels, status) ? specLabels[status as SchemaIssueStatus] : UNKNOWN_STATUS_LABEL;
}

/**
 * Open = nieuw or inbehandeling (001 §4). Everything else, an unknown status included, is shown
 * under Gesloten, so that no melding disappears from both tabs.
 */
export function isOpenStatus(status: string): boolean {
  return (openSchemaIssueStatuses as readonly string[]).includes(status);
}

/** The label of a substatus key from its dictionary (keys are numbers, 001 §9 minimum 1). */
export function subStatusLabel(key: number | null, dictionary: Dictionary | undefined): string {
  if (key === null) return '';
  return dictionary?.find((entry) => entry.key === String(key))?.value ?? String(key);
}

/** The statuses with the spec's labels, for choosing one while the status dictionary is missing. */
export const specStatusDictionary: Dictionary = Object.entries(specLabels).map(([key, value]) => ({ key, value }));
