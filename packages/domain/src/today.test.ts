import { describe, expect, it } from 'vitest';
import { todayInCompanyZone } from './today';

describe('todayInCompanyZone', () => {
  it('counts the day in Amsterdam, not in UTC', () => {
    // 23:30 UTC is already the next day in Amsterdam: 00:30 in winter, 01:30 in summer.
    expect(todayInCompanyZone(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInCompanyZone(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInCompanyZone(Date.parse('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});
