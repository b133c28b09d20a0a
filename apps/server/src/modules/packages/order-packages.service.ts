import { builtInPackageValues, orderCratePackageType } from '@wb/contract/packages';
import { todayInCompanyZone } from '@wb/domain/today';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { auditPackageTransaction } from './package-transactions.service';
import {
  deletePackageTransactionRow,
  insertPackageTransaction,
  selectOrderPackageRow,
  updatePackageTransactionRow,
} from './package-transactions.queries';
import { computePackageTotals, withPackageTotals } from './package-values';

/** What the packages module needs of an order: its crates given and returned, booked as chicken crates. */
export type OrderCrates = {
  id: string;
  orderNumber: string;
  accountId: string;
  deliveryDate: string | null;
  cratesGiven: number;
  cratesReturned: number;
};

/** The day the crates went: the order's delivery date, unless that is still to come (then today). */
const deliveredOn = (order: OrderCrates) => {
  const today = todayInCompanyZone();
  return order.deliveryDate && order.deliveryDate < today ? order.deliveryDate : today;
};

const raisedBy = (ctx: TenantCtx) => ctx.principal?.userId ?? null;

/**
 * The order was delivered: its crates given and returned become one transaction (reference: the
 * order number), in the delivery's transaction. The order row is locked by the caller and the
 * database keeps one such row per order, so a delivery is never booked twice.
 */
export async function bookOrderPackages(ctx: TenantCtx, order: OrderCrates): Promise<void> {
  if (order.cratesGiven === 0 && order.cratesReturned === 0) return;
  if (await selectOrderPackageRow(ctx.tx, ctx.tenantId, order.id, 'order')) return;
  const values = withPackageTotals({
    packageType: orderCratePackageType,
    customTypeId: null,
    accountId: order.accountId,
    transactionDate: deliveredOn(order),
    quantityReceived: order.cratesReturned,
    quantityDelivered: order.cratesGiven,
    unitValue: builtInPackageValues[orderCratePackageType],
    notes: '',
    reference: order.orderNumber,
  });
  const id = newId();
  await insertPackageTransaction(ctx.tx, ctx.tenantId, { ...values, id, origin: 'order', orderId: order.id, createdBy: raisedBy(ctx) });
  await auditPackageTransaction(ctx, 'package_transaction.raised_by_order', id, { orderId: order.id, ...values });
}

/** A delivered order's crates were edited: its transaction follows (made, changed, or removed at zero). */
export async function adjustOrderPackages(ctx: TenantCtx, order: OrderCrates): Promise<void> {
  const row = await selectOrderPackageRow(ctx.tx, ctx.tenantId, order.id, 'order');
  if (!row) return bookOrderPackages(ctx, order);
  const same = row.quantityDelivered === order.cratesGiven && row.quantityReceived === order.cratesReturned;
  if (same && row.accountId === order.accountId) return;
  if (order.cratesGiven === 0 && order.cratesReturned === 0) {
    await deletePackageTransactionRow(ctx.tx, ctx.tenantId, row.id);
    await auditPackageTransaction(ctx, 'package_transaction.order_removed', row.id, { orderId: order.id, reference: order.orderNumber });
    return;
  }
  const change = {
    accountId: order.accountId,
    quantityReceived: order.cratesReturned,
    quantityDelivered: order.cratesGiven,
    ...computePackageTotals(order.cratesReturned, order.cratesGiven, row.unitValue),
  };
  await updatePackageTransactionRow(ctx.tx, ctx.tenantId, row.id, change);
  await auditPackageTransaction(ctx, 'package_transaction.order_adjusted', row.id, {
    orderId: order.id,
    before: { quantityReceived: row.quantityReceived, quantityDelivered: row.quantityDelivered },
    after: change,
  });
}

/** The order was cancelled after delivery: its transaction is reversed by one that books the opposite, once. */
export async function reverseOrderPackages(ctx: TenantCtx, order: OrderCrates): Promise<void> {
  const row = await selectOrderPackageRow(ctx.tx, ctx.tenantId, order.id, 'order');
  if (!row || (await selectOrderPackageRow(ctx.tx, ctx.tenantId, order.id, 'order_reversal'))) return;
  const values = withPackageTotals({
    packageType: orderCratePackageType,
    customTypeId: null,
    accountId: order.accountId,
    transactionDate: todayInCompanyZone(),
    quantityReceived: row.quantityDelivered,
    quantityDelivered: row.quantityReceived,
    unitValue: row.unitValue,
    notes: '',
    reference: order.orderNumber,
  });
  const id = newId();
  await insertPackageTransaction(ctx.tx, ctx.tenantId, {
    ...values,
    id,
    origin: 'order_reversal',
    orderId: order.id,
    createdBy: raisedBy(ctx),
  });
  await auditPackageTransaction(ctx, 'package_transaction.order_reversed', id, { orderId: order.id, reversed: row.id, ...values });
}
