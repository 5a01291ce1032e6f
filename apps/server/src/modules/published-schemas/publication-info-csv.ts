import { publicationInfoCsvFileName } from '@afd/contracts';
import { csvFile, type CsvCell } from '../../http/csv.ts';
import { publishedSchemaTexts as texts } from './published-schemas-texts.ts';
import type { BaselineNames, PublishedRow } from './published-schemas.repository.ts';

// publication-info.csv (001 §7 'Published schemas', §9): one line per published schema, in the
// register's order. Dates as the screens show them (dd-MM-yyyy), in Dutch time: a schema
// published just after midnight belongs to that Dutch day, not to the UTC one before.

export { publicationInfoCsvFileName };

const dutchDate = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd-MM-yyyy of an ISO date-time, in Dutch time. */
export function dutchDay(iso: string): string {
  const parts = Object.fromEntries(dutchDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** One published schema with the names of its organisation and baseline. */
export interface PublicationInfoLine {
  organisation: string;
  baseline: BaselineNames;
  schema: PublishedRow;
}

export function publicationInfoCsv(lines: readonly PublicationInfoLine[]): string {
  const rows: CsvCell[][] = lines.map(({ organisation, baseline, schema }) => [
    organisation,
    baseline.certificationArea,
    baseline.messageType,
    baseline.applicationArea,
    schema.name,
    schema.version,
    schema.publishDate === null ? null : dutchDay(schema.publishDate),
    schema.isDownloadable,
    schema.isOpenApiDescription,
  ]);
  return csvFile(texts.csvHeader, rows);
}
