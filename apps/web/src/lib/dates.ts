import { format, isValid, parseISO } from 'date-fns';
import { nl } from 'date-fns/locale';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** A date as dd-MM-yyyy (nl-NL); empty text for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd-MM-yyyy', { locale: nl }) : '';
}

/** A moment as dd-MM-yyyy HH:mm (nl-NL, 24-hour clock, local time). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd-MM-yyyy HH:mm', { locale: nl }) : '';
}
