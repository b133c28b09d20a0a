import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors';
import { cursorsAround, decodeCursor, encodeCursor, keysetPage, type ListCursor, pagePosition } from './keyset';

const cursor: ListCursor = { list: 'orders', sort: '-orderDate', page: 21, before: false, keys: ['2026-01-03', 'ORD-1003'] };
const expected = { list: 'orders', sort: '-orderDate', keyCount: 2 };

const refused = (text: string, expect_ = expected) => {
  try {
    decodeCursor(text, expect_);
  } catch (error) {
    return error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.key === 'platform.badCursor';
  }
  return false;
};

describe('list cursors', () => {
  it('decode what they encode: list, sort, page, direction and keys (nulls and any text)', () => {
    expect(decodeCursor(encodeCursor(cursor), expected)).toEqual(cursor);
    const odd: ListCursor = { ...cursor, before: true, page: 1, keys: [null, 'a "quoted" \\ key, مرحبا'] };
    expect(decodeCursor(encodeCursor(odd), expected)).toEqual(odd);
    // Opaque and safe in an address: base64url and a dot.
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuse a changed, cut, padded or made-up cursor with 400 platform.badCursor', () => {
    const text = encodeCursor(cursor);
    const [payload = '', sum = ''] = text.split('.');
    const changedPayload = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('ORD-1003', 'ORD-9999'), 'utf8').toString(
      'base64url',
    );
    expect(refused(`${changedPayload}.${sum}`)).toBe(true);
    expect(refused(`${payload}.${sum.slice(0, -1)}${sum.endsWith('x') ? 'y' : 'x'}`)).toBe(true);
    expect(refused(text.slice(0, -3))).toBe(true);
    expect(refused(`${text}.x`)).toBe(true);
    expect(refused(payload)).toBe(true);
    expect(refused('')).toBe(true);
    expect(refused('not a cursor')).toBe(true);
    expect(refused(`${Buffer.from('[1,2]').toString('base64url')}.abc`)).toBe(true);
  });

  it('refuse a cursor of another list, another sort or another number of keys', () => {
    const text = encodeCursor(cursor);
    expect(refused(text, { ...expected, list: 'invoices' })).toBe(true);
    expect(refused(text, { ...expected, sort: 'orderNumber' })).toBe(true);
    expect(refused(text, { ...expected, keyCount: 3 })).toBe(true);
    expect(refused(encodeCursor({ ...cursor, page: 0 }))).toBe(true);
  });

  it('place a page: by number without a cursor, by the cursor (and its page number) with one', () => {
    expect(pagePosition('orders', { page: 3 }, 2)).toEqual({ list: 'orders', sort: '', page: 3, cursor: null });
    const at = pagePosition('orders', { page: 1, sort: '-orderDate', cursor: encodeCursor(cursor) }, 2);
    expect(at.page).toBe(21);
    expect(at.cursor).toEqual(cursor);
    expect(() => pagePosition('orders', { page: 1, cursor: encodeCursor(cursor) }, 2)).toThrow(AppError);
  });

  it('make a page of rows read one more than the page, forwards and backwards, with the cursors next to it', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, k0: `${n}`, k1: `id${n}` }));
    const forward = keysetPage(rows, cursor, 2, 2);
    expect(forward.rows.map((row) => row.id)).toEqual(['r1', 'r2']);
    const next = decodeCursor(forward.cursors.next ?? '', expected);
    expect(next).toMatchObject({ page: 22, before: false, keys: ['2', 'id2'] });
    expect(decodeCursor(forward.cursors.previous ?? '', expected)).toMatchObject({ page: 20, before: true, keys: ['1', 'id1'] });
    // The last page: no next.
    expect(keysetPage(rows.slice(0, 2), cursor, 2, 2).cursors.next).toBeNull();
    // Backwards the rows come in reverse and are put back in the list's order.
    const back = keysetPage([...rows].reverse(), { ...cursor, before: true, page: 2 }, 2, 2);
    expect(back.rows.map((row) => row.id)).toEqual(['r2', 'r3']);
    expect(back.cursors.previous).not.toBeNull();
    // Page 1 has no previous.
    expect(cursorsAround(rows, { ...cursor, page: 1 }, 2, { hasNext: true, hasPrevious: true }).previous).toBeNull();
  });
});
