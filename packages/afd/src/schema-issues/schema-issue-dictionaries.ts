import { SCHEMA_ISSUE_STATUSES, schemaIssueStatusLabels } from './schema-issue-status.ts';

// The four dictionaries of a melding (spec 001 §3 'Dictionaries (key/value)'). The statuses are
// the spec's; category and the two substatus lists are not in the spec and were designed for this
// portal (docs/adr/0015-meldingen-dictionaries-access-and-notifications.md). Keys are stored on the
// melding, so a key, once released, keeps its meaning: add new keys, never renumber.

export interface DictionaryEntry {
  key: string;
  value: string;
}

export const schemaIssueStatusDictionary: readonly DictionaryEntry[] = SCHEMA_ISSUE_STATUSES.map((key) => ({
  key,
  value: schemaIssueStatusLabels[key],
}));

/** What the melding is about; the reporter picks one (required). */
export const schemaIssueCategoryDictionary: readonly DictionaryEntry[] = [
  { key: 'fout', value: 'Fout in de definitie' },
  { key: 'wijzigingsverzoek', value: 'Wijzigingsverzoek' },
  { key: 'documentatie', value: 'Documentatie' },
  { key: 'vraag', value: 'Vraag' },
  { key: 'overig', value: 'Overig' },
];

/** How the AFD definition was dealt with, when the melding is afgehandeld. Keys are numbers from 1 (001 §9). */
export const afdDefinitionSubStatusDictionary: readonly DictionaryEntry[] = [
  { key: '1', value: 'Definitie aangepast' },
  { key: '2', value: 'Aanpassing gepland in een volgende versie' },
  { key: '3', value: 'Geen aanpassing nodig' },
  { key: '4', value: 'Niet van toepassing' },
];

/** How the documentation was dealt with, when the melding is afgehandeld. Keys are numbers from 1 (001 §9). */
export const documentationSubStatusDictionary: readonly DictionaryEntry[] = [
  { key: '1', value: 'Documentatie aangepast' },
  { key: '2', value: 'Aanpassing gepland in een volgende versie' },
  { key: '3', value: 'Geen aanpassing nodig' },
  { key: '4', value: 'Niet van toepassing' },
];

export function hasDictionaryKey(dictionary: readonly DictionaryEntry[], key: string): boolean {
  return dictionary.some((entry) => entry.key === key);
}

/** The value of a key, or the key itself when the dictionary does not know it (an older melding). */
export function dictionaryValue(dictionary: readonly DictionaryEntry[], key: string): string {
  return dictionary.find((entry) => entry.key === key)?.value ?? key;
}
