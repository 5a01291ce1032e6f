import { compareDutch, dutchDateTime, yesNo, type ReportContent } from './report-content.ts';
import { definitionPath, matchesPathFilter } from './definition-path.ts';

// CertifiedAfdDefinitionsReport (spec 000 §2 screen 18, docs/authoring.md 'Reports'): every certified
// organisation schema (the register's 'Gecertificeerde AFD-definities') with its publication data,
// and whether it still certifies against the current library of its baseline. Failures are those
// that no longer do. The server certifies; this decides what the report says.

export interface CertifiedSchemaRecord {
  organisation: string;
  /** The baseline's name: its three key parts joined with dashes. */
  baseline: string;
  name: string;
  version: number;
  origin: 'upload' | 'manual' | 'definition';
  isPublished: boolean;
  isDownloadable: boolean;
  /** ISO date-times, or null. */
  publishDate: string | null;
  certifiedAt: string | null;
  /** Certified again against the baseline's current library: true, false, or null when not checked. */
  stillCertifies: boolean | null;
  /** Why not (the checker's error messages), or why it was not checked. */
  findings: string[];
}

const originLabels: Record<CertifiedSchemaRecord['origin'], string> = { upload: 'Upload', manual: 'Handmatig', definition: 'Definitie' };

const stillCertifiesLabel = (value: boolean | null) => (value === null ? 'Niet gecontroleerd' : yesNo(value));

/** Whether a schema counts as a failure: it was checked and no longer certifies. */
export const noLongerCertifies = (record: CertifiedSchemaRecord): boolean => record.stillCertifies === false;

/** The path filter applied to certified schemas, before any is certified again. */
export function certifiedSchemasInFilter<T extends Pick<CertifiedSchemaRecord, 'organisation' | 'baseline' | 'name'>>(records: T[], pathFilter: string | null): T[] {
  return records.filter((record) => matchesPathFilter(definitionPath(record.organisation, record.baseline, record.name), pathFilter));
}

/** The report: one row per certified schema in the filter, in Dutch order of path. */
export function certifiedDefinitionsReport(records: CertifiedSchemaRecord[], pathFilter: string | null): ReportContent {
  const rows = certifiedSchemasInFilter(records, pathFilter)
    .map((record) => ({ record, path: definitionPath(record.organisation, record.baseline, record.name) }))
    .sort((a, b) => compareDutch(a.path, b.path));
  return {
    schemaCount: rows.length,
    failureCount: rows.filter(({ record }) => noLongerCertifies(record)).length,
    tables: [
      {
        title: 'Gecertificeerde definities',
        columns: [
          { header: 'Pad', width: 60 },
          { header: 'Organisatie', width: 28 },
          { header: 'Baseline', width: 40 },
          { header: 'Naam', width: 36 },
          { header: 'Versie', width: 8 },
          { header: 'Herkomst', width: 12 },
          { header: 'Gepubliceerd', width: 13 },
          { header: 'Downloadbaar', width: 13 },
          { header: 'Publicatiedatum', width: 18 },
          { header: 'Gecertificeerd op', width: 18 },
          { header: 'Certificeert nog', width: 18 },
          { header: 'Bevindingen', width: 80 },
        ],
        rows: rows.map(({ record, path }) => [
          path,
          record.organisation,
          record.baseline,
          record.name,
          record.version,
          originLabels[record.origin],
          yesNo(record.isPublished),
          yesNo(record.isDownloadable),
          dutchDateTime(record.publishDate),
          dutchDateTime(record.certifiedAt),
          stillCertifiesLabel(record.stillCertifies),
          record.findings.join('\n') || null,
        ]),
      },
    ],
  };
}
