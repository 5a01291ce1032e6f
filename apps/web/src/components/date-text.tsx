import { formatDate, formatDateTime } from '@/lib/dates';

type DateValue = Date | string | number | null | undefined;

/**
 * A date (dd-MM-yyyy) or moment (dd-MM-yyyy HH:mm) as a <time> element that never wraps: a
 * browser may break at hyphens, and '24-11-' over '2026' in a narrow column reads as two values.
 */
export function DateText({ value, withTime = false }: { value: DateValue; withTime?: boolean }) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (text === '') return null;
  const moment = value instanceof Date ? value : new Date(value ?? '');
  return (
    <time dateTime={moment.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
}
