import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money and quantities: 40 significant digits (sums of numeric(20,4)
 * columns need more than decimal.js's default 20) and rounding half-up, as Dutch invoices do.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

/** A decimal string from the wire or the database, as a Money value. */
export function money(value: string | number | Decimal): Decimal {
  return new Money(value);
}

/** Rounded half-up to `decimals` places, as the string the API and database carry. */
export function toMoneyString(value: Decimal, decimals = 2): string {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** The pattern of a decimal string accepted on the wire: optional minus, digits, optional fraction. */
export const decimalPattern = /^-?\d{1,16}(\.\d{1,4})?$/;
