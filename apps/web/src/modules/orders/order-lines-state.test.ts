import { k } from '@wb/contract/message-keys';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { orderLineInputSchema } from '@wb/contract/orders';
import { describe, expect, it } from 'vitest';
import { checkLines } from './order-line-checks';
import { type DraftLine, draftFromCatalog, linesReducer, liveTotals, parseDecimalInput, toLineInputs } from './order-lines-state';

const item = (over: Partial<OrderCatalogItem> = {}): OrderCatalogItem => ({
  id: '01900000-0000-7000-8000-000000000001',
  sku: 'ITEM-1000',
  name: 'Volle melk 1 L',
  unit: 'fles',
  vatRate: 9,
  price: '1.1500',
  category: 'Zuivel',
  barcode: '',
  packageAmount: '12.0000',
  unitWeight: null,
  costPrice: '0.8900',
  lotTracked: false,
  quantityOnHand: '240.0000',
  ...over,
});

describe('the lines of the order form', () => {
  it('reads amounts as typed, with a Dutch comma, and refuses what is not a number', () => {
    expect(parseDecimalInput('1,5')).toBe('1.5');
    expect(parseDecimalInput(' 12 ')).toBe('12');
    expect(parseDecimalInput('3.')).toBe('3');
    expect(parseDecimalInput('1.23456')).toBeNull();
    expect(parseDecimalInput('1.234', 2)).toBeNull();
    expect(parseDecimalInput('-1')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
  });

  it('accepts a decimal exactly when the contract does (its own pattern, not a copy)', () => {
    for (const value of ['0', '12345678901234567', '1.1234', '1.12345', '0.5', '1e3', '１']) {
      expect(parseDecimalInput(value) !== null).toBe(orderLineInputSchema.shape.amount.safeParse(value).success || Number(value) === 0);
    }
  });

  it('shows live totals equal to the domain function the server stores, to the cent', () => {
    const milk = draftFromCatalog(item(), '3', '10');
    const wine = draftFromCatalog(
      item({ id: 'w', sku: 'ITEM-1001', price: '5.9500', vatRate: 21, packageAmount: '6.0000', costPrice: null }),
      '7',
      '0',
    );
    let lines: DraftLine[] = [];
    lines = linesReducer(lines, { type: 'add', line: milk });
    lines = linesReducer(lines, { type: 'add', line: wine });
    lines = linesReducer(lines, { type: 'set', key: wine.key, field: 'discount', value: '2,5' });
    const sent = toLineInputs(lines);
    const server = computeDocumentTotals(
      lines.map((l, i) => ({ ...l, amount: sent[i]?.amount ?? '', price: sent[i]?.price ?? '', discount: sent[i]?.discount })),
    );
    // The same order as the server test: net 43.72, VAT 8.81, gross 52.53.
    expect(liveTotals(lines)).toEqual(server);
    expect(liveTotals(lines)).toMatchObject({ net: '43.72', vat: '8.81', gross: '52.53', packages: '3' });
  });

  it('counts a line still being typed as far as it is valid, and the save checks it by the contract', () => {
    const line = draftFromCatalog(item(), '2,', '0');
    expect(liveTotals([line]).net).toBe('2.30');
    const typing = { ...line, amount: '' };
    expect(liveTotals([typing]).net).toBe('0.00');
    expect(checkLines([typing]).get(line.key)).toEqual({ amount: k('validation.invalidQuantity') });
    expect(checkLines([{ ...line, amount: '0', discount: '120' }]).get(line.key)).toEqual({
      amount: k('validation.amountAboveZero'),
      discount: k('validation.max', { max: 100 }),
    });
  });

  it('adds a tapped item to its line instead of making another, and removes lines', () => {
    const first = draftFromCatalog(item(), '5', '0');
    let lines = linesReducer([], { type: 'addAmount', line: first });
    lines = linesReducer(lines, { type: 'addAmount', line: draftFromCatalog(item(), '10', '0') });
    expect(lines.map((l) => l.amount)).toEqual(['15']);
    lines = linesReducer(lines, { type: 'remove', key: first.key });
    expect(lines).toEqual([]);
  });

  it('keeps every other line object when one changes, so only that row renders again', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => draftFromCatalog(item({ id: `i${i}` }), '1', '0'));
    const target = lines[500] as DraftLine;
    const next = linesReducer(lines, { type: 'set', key: target.key, field: 'amount', value: '4' });
    expect(next.filter((l, i) => l !== lines[i])).toHaveLength(1);
    expect(liveTotals(next).net).toBe('1153.45');
  });
});
