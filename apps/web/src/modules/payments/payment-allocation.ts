/** One invoice row of the payment form: the invoice picked (if any) and the amount allocated to it. */
export type AllocationRow<I> = { key: number; invoice: I | null; amount: string };

/**
 * The rows after the payment's amount changed: with exactly one invoice picked, its allocation
 * follows the amount (a partial payment of 40 of 100 allocates 40); with several, the user divides.
 */
export function followAmount<I>(rows: AllocationRow<I>[], amount: string): AllocationRow<I>[] {
  const picked = rows.filter((row) => row.invoice);
  if (picked.length !== 1) return rows;
  return rows.map((row) => (row.invoice ? { ...row, amount } : row));
}
