import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids';

describe('ids', () => {
  it('are UUID v7: the time first, version 7, the RFC variant, and never the same twice across refills of the random pool', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const ids = Array.from({ length: 5_000 }, () => newId(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
      expect(id.replace(/-/g, '').slice(0, 12)).toBe(now.toString(16).padStart(12, '0'));
    }
    // The random part is spread: every hex digit shows up in each of its positions.
    for (const position of [20, 25, 30, 35]) expect(new Set(ids.map((id) => id[position])).size).toBe(16);
  });

  it('sort by the time they were made', () => {
    expect(newId(Date.UTC(2026, 0, 1)) < newId(Date.UTC(2026, 0, 2))).toBe(true);
  });
});
