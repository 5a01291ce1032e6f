// What a report is before it becomes a file (spec 000 §2 screen 18): one or more tables, and the
// two counts the file list shows (#Schemas, #Fouten). The server writes it as XLSX.

export type ReportCell = string | number | null;

export interface ReportTable {
  /** Sheet name (at most 31 characters in XLSX). */
  title: string;
  columns: { header: string; width: number }[];
  rows: ReportCell[][];
}

export interface ReportContent {
  tables: ReportTable[];
  /** What the report looked at: schemas or definitions. */
  schemaCount: number;
  /** How many of them failed the report's check. */
  failureCount: number;
}

/** The three reports of the Rapportage menu, by the names the calls use. */
export const reportNames = ['CertifiedAfdDefinitionsReport', 'NvgaWasactieStatusReport', 'StudioAfdElementUsageReport'] as const;
export type ReportName = (typeof reportNames)[number];

/** 'Ja' or 'Nee', as the reports write a yes/no. */
export const yesNo = (value: boolean): string => (value ? 'Ja' : 'Nee');

const dutchOrder = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });
/** Compares texts in Dutch order, case-insensitive (spec 000 §9). */
export const compareDutch = (a: string, b: string): number => dutchOrder.compare(a, b);

const amsterdamClock = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The parts of a moment on the Dutch clock (two digits each, year four). */
function dutchClock(moment: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(amsterdamClock.formatToParts(moment).map((part) => [part.type, part.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '', second: parts.second ?? '' };
}

/** An ISO moment as dd-MM-yyyy HH:mm on the Dutch clock (spec 000 §9); null stays null. */
export function dutchDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const parts = dutchClock(new Date(iso));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A report file's name: the report and when it was made (Dutch time), e.g. NvgaWasactieStatusReport-20261125-143005.xlsx. */
export function reportFileName(reportName: ReportName, madeAt: Date): string {
  const parts = dutchClock(madeAt);
  return `${reportName}-${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}.xlsx`;
}
