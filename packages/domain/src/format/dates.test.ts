import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime } from './dates';

describe('formatDate', () => {
  it('shows a calendar date as that day, in each language', () => {
    expect(formatDate('2026-05-01', 'nl')).toBe('1 mei 2026');
    expect(formatDate('2026-05-01', 'nl', 'short')).toBe('01-05-2026');
    expect(formatDate('2026-05-01', 'en', 'short')).toBe('01/05/2026');
    expect(formatDate('2026-05-01', 'tr', 'short')).toBe('1.05.2026');
    // The day of a moment is its day in Amsterdam: 23:30 UTC on 1 May is 2 May there.
    expect(formatDate('2026-05-01T23:30:00Z', 'en')).toBe('2 May 2026');
    expect(formatDate('2026-05-01T12:00:00Z', 'nl')).toBe('1 mei 2026');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatDate('2026-05-01', 'ar', 'short')).toMatch(/^1\u200f?\/5\u200f?\/2026$|^01\u200f?\/05\u200f?\/2026$/);
  });
});

describe('formatDateTime', () => {
  it('shows a moment in the company time zone (Amsterdam), summer and winter', () => {
    expect(formatDateTime('2026-05-01T08:30:00Z', 'nl')).toBe('1 mei 2026, 10:30');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'nl', 'short')).toBe('01-01-2027, 00:30');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in whole units, in the language asked', () => {
    expect(formatRelativeTime(ago(10), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(90), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 3600 + 59 * 60), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(5 * 60), 'nl', now)).toBe('5 minuten geleden');
    expect(formatRelativeTime(ago(3 * 86_400), 'tr', now)).toBe('3 gün önce');
    expect(formatRelativeTime(ago(2 * 3600), 'ar', now)).not.toMatch(/[\u0660-\u0669]/);
  });
});
