import type { PackageTransactionValues } from './package-transactions.queries';
import { money, toMoneyString } from '@wb/domain/money';

/** Net change (packages now at the customer) and total value, from the quantities and the unit value. */
export function computePackageTotals(quantityReceived: number, quantityDelivered: number, unitValue: string) {
  const netChange = quantityDelivered - quantityReceived;
  return { netChange, totalValue: toMoneyString(money(unitValue).times(netChange), 2) };
}

/** A transaction's values with net change and total value made here, never taken from the client. */
export function withPackageTotals(values: Omit<PackageTransactionValues, 'netChange' | 'totalValue'>): PackageTransactionValues {
  return { ...values, ...computePackageTotals(values.quantityReceived, values.quantityDelivered, values.unitValue) };
}
