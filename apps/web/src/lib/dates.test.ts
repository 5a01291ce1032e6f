import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows a date as dd-MM-yyyy', () => {
    expect(formatDate(new Date(2024, 6, 1, 13, 5))).toBe('01-07-2024');
    expect(formatDate('2023-12-31')).toBe('31-12-2023');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('geen datum')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows a moment as dd-MM-yyyy HH:mm on a 24-hour clock, in Dutch time (winter +1, summer +2)', () => {
    expect(formatDateTime('2024-01-09T16:04:00Z')).toBe('09-01-2024 17:04');
    expect(formatDateTime('2024-01-08T23:00:00Z')).toBe('09-01-2024 00:00');
    expect(formatDateTime('2024-07-01T12:30:05Z')).toBe('01-07-2024 14:30');
  });

  it('reads Date values and ISO timestamps with an offset', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 29, 7, 30)))).toBe('29-02-2024 08:30');
    expect(formatDateTime('2024-02-29T08:30:00+01:00')).toBe('29-02-2024 08:30');
  });
});
