import type { SyncChoices } from '../authoring/sync/synchronise-choices.ts';
import { synchroniseChoices } from '../authoring/sync/synchronise-choices.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';
import { definitionPath, matchesPathFilter } from './definition-path.ts';
import { compareDutch, yesNo, type ReportContent } from './report-content.ts';

// NVGA-2.0 wasactie status (report NvgaWasactieStatusReport): per definition, whether it is made
// on the newest library of its baseline, and whether it certifies against that library — its
// choices re-applied there lose nothing (the synchronisation's check: no choice dropped or
// clipped). Failures are the definitions that do not certify against the newest library.

export interface DefinitionForStatus {
  organisation: string;
  baseline: string;
  name: string;
  /** The library the choices were made on (null when it is gone). */
  libraryId: string | null;
  /** The baseline's newest library, or null when the baseline has none. */
  latest: { id: string; library: BaselineLibrary } | null;
  choices: SyncChoices;
}

export interface DefinitionStatus {
  path: string;
  afdVersion: 1 | 2 | null;
  onLatestLibrary: boolean;
  certifiesAgainstLatest: boolean;
  /** What re-applying the choices would drop or clip. */
  findings: string[];
}

/** One definition's status against its baseline's newest library. */
export function definitionStatus(definition: DefinitionForStatus): DefinitionStatus {
  const path = definitionPath(definition.organisation, definition.baseline, definition.name);
  if (!definition.latest) {
    return { path, afdVersion: null, onLatestLibrary: false, certifiesAgainstLatest: false, findings: ['De baseline heeft geen bibliotheek.'] };
  }
  const onLatestLibrary = definition.libraryId === definition.latest.id;
  const { warnings } = synchroniseChoices(definition.latest.library, definition.choices);
  return { path, afdVersion: definition.latest.library.afdVersion, onLatestLibrary, certifiesAgainstLatest: warnings.length === 0, findings: warnings };
}

/** Whether a definition is in the report's path filter. */
export const definitionInFilter = (definition: Pick<DefinitionForStatus, 'organisation' | 'baseline' | 'name'>, pathFilter: string | null): boolean =>
  matchesPathFilter(definitionPath(definition.organisation, definition.baseline, definition.name), pathFilter);

/** The report over the statuses, in Dutch order of path. */
export function nvgaWasactieStatusReport(statuses: DefinitionStatus[]): ReportContent {
  const rows = [...statuses].sort((a, b) => compareDutch(a.path, b.path));
  return {
    schemaCount: rows.length,
    failureCount: rows.filter((status) => !status.certifiesAgainstLatest).length,
    tables: [
      {
        title: 'Wasactie status',
        columns: [
          { header: 'Definitie', width: 60 },
          { header: 'AFD-versie', width: 11 },
          { header: 'Op actuele bibliotheek', width: 22 },
          { header: 'Certificeert tegen actuele bibliotheek', width: 36 },
          { header: 'Bevindingen', width: 90 },
        ],
        rows: rows.map((status) => [
          status.path,
          status.afdVersion === null ? null : `${status.afdVersion}.0`,
          yesNo(status.onLatestLibrary),
          yesNo(status.certifiesAgainstLatest),
          status.findings.join('\n') || null,
        ]),
      },
    ],
  };
}
