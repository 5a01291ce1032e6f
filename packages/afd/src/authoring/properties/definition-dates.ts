import { propertyTexts } from './property-texts.ts';

// Ingangsdatum and einddatum (001 §5): d-m-yyyy, one or two digits for day and month, four for the
// year, real month lengths. The spec's leap-year rule is "29 February only in years divisible by
// 4": we follow it to the letter, so 29-02-2100 is accepted as the original client accepted it
// (no definition dates from 2100 exist, and refusing what the old client stored would break them).

const DATE_PATTERN = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

export interface CalendarDate {
  day: number;
  month: number;
  year: number;
}

function daysInMonth(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date a d-m-yyyy text names, or null when it is not a real date by the spec's rules. */
export function parseDefinitionDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  return { day, month, year };
}

/** The date written dd-mm-yyyy, as it is stored (001 §4: normalised to two digits on save). */
export function formatDefinitionDate({ day, month, year }: CalendarDate): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** A d-m-yyyy text normalised to dd-mm-yyyy; empty stays empty; an invalid text is returned as it is. */
export function normaliseDefinitionDate(text: string): string {
  const date = parseDefinitionDate(text);
  return date === null ? text.trim() : formatDefinitionDate(date);
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The Dutch messages for the two dates, by field: each may be empty; a filled one must be a real
 * date; the start may not lie after the end.
 */
export function definitionDateProblems(startText: string, endText: string): { ingangsdatum?: string; einddatum?: string } {
  const problems: { ingangsdatum?: string; einddatum?: string } = {};
  const start = startText.trim() === '' ? null : parseDefinitionDate(startText);
  const end = endText.trim() === '' ? null : parseDefinitionDate(endText);
  if (startText.trim() !== '' && start === null) problems.ingangsdatum = propertyTexts.startDateInvalid;
  if (endText.trim() !== '' && end === null) problems.einddatum = propertyTexts.endDateInvalid;
  if (start !== null && end !== null && compareDates(start, end) > 0) problems.ingangsdatum = propertyTexts.startAfterEnd;
  return problems;
}
