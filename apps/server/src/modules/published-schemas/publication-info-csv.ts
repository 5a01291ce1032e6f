import { publicationInfoCsvFileName } from '@afd/contracts';
import { csvFile, type CsvCell } from '../../http/csv.ts';
import { publishedSchemaTexts as texts } from './published-schemas-texts.ts';
import type { PublishedRegister } from '@afd/contracts';

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

export function publicationInfoCsv(register: PublishedRegister): string {
  const rows: CsvCell[][] = register.flatMap((organisation) =>
    organisation.baselines.flatMap((baseline) =>
      baseline.schemas.map((schema) => [
        organisation.name,
        baseline.certificationArea,
        baseline.messageType,
        baseline.applicationArea,
        schema.name,
        schema.version,
        schema.publishDate === null ? null : dutchDay(schema.publishDate),
        schema.isDownloadable,
        schema.isOpenApiDescription,
      ]),
    ),
  );
  return csvFile(texts.csvHeader, rows);
}
