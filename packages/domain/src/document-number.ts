/** Number series that the numbering service hands out (platform §3, business §3). */
export const numberSeries = ['invoice', 'order', 'account', 'quote', 'supplier', 'sku', 'purchaseOrder'] as const;
export type NumberSeries = (typeof numberSeries)[number];

/** A document number: the series' prefix, then the counter, without padding ("INV-1000"). */
export function formatDocumentNumber(prefix: string, counter: bigint | number | string): string {
  return `${prefix}${String(counter)}`;
}

/**
 * The next counter value: one past the last one handed out, but never below the start number
 * (so raising the start number jumps ahead, lowering it never repeats a number).
 */
export function nextCounterValue(last: bigint | null, start: bigint): bigint {
  if (last === null) return start;
  return last + 1n > start ? last + 1n : start;
}
