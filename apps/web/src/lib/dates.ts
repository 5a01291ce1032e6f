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

// Moments are shown on the Dutch clock whatever zone the browser is in: the server names report
// files and writes dates into reports and exports on that clock too (docs/architecture.md).
const dutchClock = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as dd-MM-yyyy HH:mm (24-hour clock, Europe/Amsterdam). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(dutchClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
