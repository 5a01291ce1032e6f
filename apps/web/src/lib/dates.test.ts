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
  it('shows a moment as dd-MM-yyyy HH:mm on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2024, 0, 9, 17, 4))).toBe('09-01-2024 17:04');
    expect(formatDateTime(new Date(2024, 0, 9, 0, 0))).toBe('09-01-2024 00:00');
  });

  it('reads ISO timestamps from the API', () => {
    const local = new Date(2024, 1, 29, 8, 30);
    expect(formatDateTime(local.toISOString())).toBe('29-02-2024 08:30');
  });
});
