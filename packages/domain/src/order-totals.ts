import Decimal from 'decimal.js';
import { Money, toMoneyString } from './money';

/**
 * Totals of a sales document (order, invoice) over its lines. The server stores what these
 * functions answer and the forms show the same functions' answers live, so both agree to the
 * cent. Amounts are decimal strings; no JavaScript number ever holds money.
 */
export type DocumentLine = {
  /** Quantity sold, in the item's unit. */
  amount: string;
  /** Price per unit before discount, excluding VAT. */
  price: string;
  /** Discount in percent (0–100); absent means none. */
  discount?: string | null;
  /** VAT rate in percent: 21, 9 or 0. */
  vatRate: number;
  /** Products per package; absent or 0 counts no packages. */
  packageAmount?: string | null;
  /** Kilograms per unit; absent when the weight is not known. */
  unitWeight?: string | null;
  /** Purchase price per unit; absent when not known (the line is then left out of the profit). */
  costPrice?: string | null;
};

/** VAT of one rate: the net of its lines (base) and the VAT on it, rounded half-up once per rate. */
export type VatLine = { rate: number; base: string; vat: string };

export type DocumentTotals = {
  net: string;
  vat: string;
  gross: string;
  vatBreakdown: VatLine[];
  /** Whole packages: per line the amount divided by the package amount, rounded up. */
  packages: string;
  /** Kilograms, three decimals. */
  weight: string;
  /** Purchase value of the lines whose cost is known. */
  cost: string;
  /** Net minus cost over the lines whose cost is known. */
  profit: string;
  /** Lines without a known purchase price (not in cost and profit). */
  uncostedLines: number;
};

const zero = new Money(0);
const hundred = new Money(100);

function cents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function isPresent(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Lines repeat: a saved order's lines come back unchanged in the next save, and one save adds
 * them up more than once (checking, storing, answering). The decimal arithmetic of a line is
 * its cost (a 1,000-line order: some 10,000 decimal operations), so a line's results are kept
 * by the line's own values. Decimals are immutable, so a kept one can be handed out again.
 */
const memoLimit = 50_000;
function memo<T>(): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    const found = kept.get(key);
    if (found !== undefined) return found;
    const value = make();
    if (kept.size >= memoLimit) kept.clear();
    kept.set(key, value);
    return value;
  };
}
const keptNets = memo<Decimal>();
const keptSummaries = memo<LineSummary>();

/** A line's net amount: amount × price less its discount, rounded half-up to cents. */
export function lineNetOf(line: Pick<DocumentLine, 'amount' | 'price' | 'discount'>): Decimal {
  return keptNets(`${line.amount}|${line.price}|${line.discount ?? ''}`, () => computeLineNet(line));
}

function computeLineNet(line: Pick<DocumentLine, 'amount' | 'price' | 'discount'>): Decimal {
  const gross = new Money(line.amount).times(line.price);
  const discount = isPresent(line.discount) ? new Money(line.discount) : zero;
  const net = discount.isZero() ? gross : gross.times(hundred.minus(discount)).dividedBy(hundred);
  return cents(net);
}

export function lineNet(line: Pick<DocumentLine, 'amount' | 'price' | 'discount'>): string {
  return lineNetOf(line).toFixed(2);
}

/** Packages a line fills: amount ÷ products per package, rounded up (away from zero for returns). */
export function linePackagesOf(line: Pick<DocumentLine, 'amount' | 'packageAmount'>): Decimal {
  if (!isPresent(line.packageAmount)) return zero;
  const perPackage = new Money(line.packageAmount);
  if (perPackage.lte(0)) return zero;
  const amount = new Money(line.amount);
  const packages = amount.abs().dividedBy(perPackage).toDecimalPlaces(0, Decimal.ROUND_UP);
  return amount.isNegative() ? packages.negated() : packages;
}

/**
 * What one line adds to its document's totals. A form keeps these per line (they change only
 * with the line), so a 1,000-line order's totals follow a keystroke without recomputing them all.
 */
export type LineSummary = {
  vatRate: number;
  net: Decimal;
  packages: Decimal;
  weight: Decimal | null;
  cost: Decimal | null;
};

export function summarizeLine(line: DocumentLine): LineSummary {
  const key = `${line.amount}|${line.price}|${line.discount ?? ''}|${line.vatRate}|${line.packageAmount ?? ''}|${line.unitWeight ?? ''}|${line.costPrice ?? ''}`;
  return keptSummaries(key, () => computeSummary(line));
}

function computeSummary(line: DocumentLine): LineSummary {
  return {
    vatRate: line.vatRate,
    net: lineNetOf(line),
    packages: linePackagesOf(line),
    weight: isPresent(line.unitWeight) ? new Money(line.amount).times(line.unitWeight) : null,
    cost: isPresent(line.costPrice) ? cents(new Money(line.amount).times(line.costPrice)) : null,
  };
}

/** Totals of a document from its lines' summaries (see DocumentTotals). */
export function totalsOfSummaries(summaries: Iterable<LineSummary>): DocumentTotals {
  const bases = new Map<number, Decimal>();
  let packages = zero;
  let weight = zero;
  let cost = zero;
  let costedNet = zero;
  let uncostedLines = 0;

  for (const line of summaries) {
    bases.set(line.vatRate, (bases.get(line.vatRate) ?? zero).plus(line.net));
    packages = packages.plus(line.packages);
    if (line.weight) weight = weight.plus(line.weight);
    if (line.cost) {
      cost = cost.plus(line.cost);
      costedNet = costedNet.plus(line.net);
    } else {
      uncostedLines += 1;
    }
  }

  let net = zero;
  let vat = zero;
  const vatBreakdown: VatLine[] = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => {
      const rateVat = cents(base.times(rate).dividedBy(hundred));
      net = net.plus(base);
      vat = vat.plus(rateVat);
      return { rate, base: base.toFixed(2), vat: rateVat.toFixed(2) };
    });

  return {
    net: net.toFixed(2),
    vat: vat.toFixed(2),
    gross: net.plus(vat).toFixed(2),
    vatBreakdown,
    packages: packages.toFixed(0),
    weight: toMoneyString(weight, 3),
    cost: cost.toFixed(2),
    profit: costedNet.minus(cost).toFixed(2),
    uncostedLines,
  };
}

/** Totals of a document from its lines (see DocumentTotals). */
export function computeDocumentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  return totalsOfSummaries(lines.map(summarizeLine));
}
