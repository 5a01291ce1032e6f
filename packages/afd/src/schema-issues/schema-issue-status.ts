// Statuses of a melding (spec 001 §4): four known values with Dutch labels. A stored status this
// list does not know (written by an older system) is shown as 'Onbekend' rather than refused.

export const SCHEMA_ISSUE_STATUSES = ['nieuw', 'inbehandeling', 'afgehandeld', 'afgewezen'] as const;
export type SchemaIssueStatusKey = (typeof SCHEMA_ISSUE_STATUSES)[number];

export const schemaIssueStatusLabels: Readonly<Record<SchemaIssueStatusKey, string>> = {
  nieuw: 'Nieuw',
  inbehandeling: 'In behandeling',
  afgehandeld: 'Afgehandeld',
  afgewezen: 'Afgewezen',
};

/** The status a new melding starts with. */
export const INITIAL_SCHEMA_ISSUE_STATUS: SchemaIssueStatusKey = 'nieuw';

/** The only status with substatuses (001 §4: enabled and required only then). */
export const STATUS_WITH_SUBSTATUSES: SchemaIssueStatusKey = 'afgehandeld';

export function isSchemaIssueStatus(value: string): value is SchemaIssueStatusKey {
  return (SCHEMA_ISSUE_STATUSES as readonly string[]).includes(value);
}

/** The Dutch label of a status; 'Onbekend' for anything else. */
export function schemaIssueStatusLabel(status: string): string {
  return isSchemaIssueStatus(status) ? schemaIssueStatusLabels[status] : 'Onbekend';
}

/** Open = nieuw or inbehandeling (tab Open); everything else, also an unknown status, is Gesloten. */
export function isOpenSchemaIssueStatus(status: string): boolean {
  return status === 'nieuw' || status === 'inbehandeling';
}
