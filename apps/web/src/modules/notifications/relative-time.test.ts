import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2025-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in whole units, in the language asked', () => {
    expect(relativeTime(ago(10), 'en', now)).toBe('now');
    expect(relativeTime(ago(90), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(5 * 60), 'nl', now)).toBe('5 minuten geleden');
    expect(relativeTime(ago(3 * 86_400), 'tr', now)).toBe('3 gün önce');
  });
});
