import { decimalPattern, type OrderCatalogItem, type DocumentLine, type OrderLineInput } from '@wb/contract/orders';
import { money } from '@wb/domain/money';
import { type DocumentTotals, type LineSummary, summarizeLine, totalsOfSummaries } from '@wb/domain/order-totals';

/** A line as the form holds it: numbers as typed, plus what the line took over from its item. */
export type DraftLine = {
  key: string;
  /** The stored line's id; absent for a line made in this form. */
  id?: string;
  itemId: string;
  itemNumber: string;
  name: string;
  unit: string;
  vatRate: number;
  amount: string;
  price: string;
  discount: string;
  packageAmount: string | null;
  unitWeight: string | null;
  costPrice: string | null;
  lotTracked: boolean;
  lotId: string | null;
  lotNumber: string | null;
};

export type LineField = 'amount' | 'price' | 'discount';

export type LinesAction =
  | { type: 'reset'; lines: DraftLine[] }
  | { type: 'add'; line: DraftLine }
  /** Touch entry: the same item again adds to its line instead of making another. */
  | { type: 'addAmount'; line: DraftLine }
  | { type: 'set'; key: string; field: LineField; value: string }
  | { type: 'setLot'; key: string; lotId: string | null; lotNumber: string | null }
  | { type: 'remove'; key: string };

let keyCounter = 0;
export const newLineKey = () => `new-${Date.now().toString(36)}-${++keyCounter}`;

/** A decimal as typed ("1,5", "1.5", or "1." while typing), or null when the contract's pattern refuses it. */
export function parseDecimalInput(text: string, places = 4): string | null {
  const value = text.trim().replace(',', '.').replace(/\.$/, '');
  return decimalPattern(places).test(value) ? value : null;
}

export function linesReducer(state: DraftLine[], action: LinesAction): DraftLine[] {
  switch (action.type) {
    case 'reset':
      return action.lines;
    case 'add':
      return [...state, action.line];
    case 'addAmount': {
      const index = state.findIndex((l) => l.itemId === action.line.itemId && !l.lotId);
      const existing = state[index];
      if (!existing) return [...state, action.line];
      const before = parseDecimalInput(existing.amount) ?? '0';
      const added = parseDecimalInput(action.line.amount) ?? '0';
      const next = [...state];
      next[index] = { ...existing, amount: money(before).plus(added).toString() };
      return next;
    }
    case 'set':
      return state.map((l) => (l.key === action.key ? { ...l, [action.field]: action.value } : l));
    case 'setLot':
      return state.map((l) => (l.key === action.key ? { ...l, lotId: action.lotId, lotNumber: action.lotNumber } : l));
    case 'remove':
      return state.filter((l) => l.key !== action.key);
  }
}

export function draftFromOrderLine(line: DocumentLine, lotTracked = false): DraftLine {
  return {
    key: line.id,
    id: line.id,
    itemId: line.itemId,
    itemNumber: line.itemNumber,
    name: line.name,
    unit: line.unit,
    vatRate: line.vatRate,
    amount: money(line.amount).toString(),
    price: money(line.price).toString(),
    discount: money(line.discount).toString(),
    packageAmount: line.packageAmount,
    unitWeight: line.unitWeight,
    costPrice: line.costPrice,
    lotTracked: lotTracked || line.lotId !== null,
    lotId: line.lotId,
    lotNumber: line.lotNumber,
  };
}

export function draftFromCatalog(item: OrderCatalogItem, amount: string, discount: string): DraftLine {
  return {
    key: newLineKey(),
    itemId: item.id,
    itemNumber: item.sku,
    name: item.name,
    unit: item.unit,
    vatRate: item.vatRate,
    amount,
    price: money(item.price).toString(),
    discount: money(discount).toString(),
    packageAmount: item.packageAmount,
    unitWeight: item.unitWeight,
    costPrice: item.costPrice,
    lotTracked: item.lotTracked,
    lotId: null,
    lotNumber: null,
  };
}

const summaries = new WeakMap<DraftLine, LineSummary>();

/** A line's share of the totals (a line still being typed counts as far as it is valid), kept per line. */
export function lineSummary(line: DraftLine): LineSummary {
  let summary = summaries.get(line);
  if (!summary) {
    summary = summarizeLine({
      amount: parseDecimalInput(line.amount) ?? '0',
      price: parseDecimalInput(line.price) ?? '0',
      discount: parseDecimalInput(line.discount, 2) ?? '0',
      vatRate: line.vatRate,
      packageAmount: line.packageAmount,
      unitWeight: line.unitWeight,
      costPrice: line.costPrice,
    });
    summaries.set(line, summary);
  }
  return summary;
}

/** The totals the server will store for these lines, to the cent (the same domain function). */
export function liveTotals(lines: readonly DraftLine[]): DocumentTotals {
  return totalsOfSummaries(lines.map(lineSummary));
}

/** The lines as the save sends them. */
export function toLineInputs(lines: readonly DraftLine[]): OrderLineInput[] {
  return lines.map((l) => ({
    ...(l.id ? { id: l.id } : {}),
    itemId: l.itemId,
    lotId: l.lotId,
    amount: l.amount.trim().replace(',', '.'),
    price: l.price.trim().replace(',', '.'),
    discount: l.discount.trim().replace(',', '.'),
  }));
}
