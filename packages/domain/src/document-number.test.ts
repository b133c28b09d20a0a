import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, nextCounterValue } from './document-number';

describe('document numbers', () => {
  it('puts the prefix before the counter', () => {
    expect(formatDocumentNumber('INV-', 1000n)).toBe('INV-1000');
  });
  it('starts at the start number, then counts on; never repeats after the start number changes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 5000n }), { minLength: 1, maxLength: 40 }), (starts) => {
        let last: bigint | null = null;
        for (const start of starts) {
          const next = nextCounterValue(last, start);
          if (last !== null) expect(next > last).toBe(true);
          expect(next >= start).toBe(true);
          last = next;
        }
      }),
    );
  });
});
