import type { Item } from '@wb/contract/items';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { findItems } from '@/modules/items/items.service';
import { upsertSettingRow } from '@/modules/settings/settings.queries';
import { findSuppliers } from '@/modules/suppliers/suppliers.service';
import { updateDemoReceivedAt } from './purchase-order-receipts.queries';
import { receivePurchaseOrder } from './purchase-order-receive.service';
import { sendPurchaseOrder } from './purchase-order-send.service';
import { cancelPurchaseOrder, createPurchaseOrder } from './purchase-orders.service';

/** The date `days` after `iso` (negative: before). */
function dayOffsetFrom(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A date `days` from today (negative: before), as the company's calendar has it. */
const dayOffset = (days: number) => dayOffsetFrom(todayInCompanyZone(), days);

type Plan = {
  ordered: number;
  expected: number | null;
  /** received: all in full that day; partial: half of each line that day. */
  end: 'draft' | 'sent' | 'partial' | 'received' | 'cancelled';
  receivedDay?: number;
  notes?: string;
};

/** A few weeks of buying: three received (one late), one partly received, two on their way, a draft and a cancelled one. */
const plans: Plan[] = [
  { ordered: -42, expected: -36, end: 'received', receivedDay: -36 },
  { ordered: -28, expected: -23, end: 'received', receivedDay: -21, notes: 'Twee dagen later geleverd door drukte bij de leverancier' },
  { ordered: -30, expected: -27, end: 'cancelled', notes: 'Dubbel besteld, geannuleerd' },
  { ordered: -13, expected: -9, end: 'received', receivedDay: -9 },
  { ordered: -6, expected: -2, end: 'partial', receivedDay: -2, notes: 'Rest volgt volgende week' },
  { ordered: -3, expected: 2, end: 'sent' },
  { ordered: -1, expected: 4, end: 'sent', notes: 'Levering graag vóór 10:00 uur' },
  { ordered: 0, expected: 7, end: 'draft' },
];

/**
 * Active suppliers that have active items, each with up to four of them (those kept in lots
 * first, so the receipts make lots with expiry dates).
 */
async function suppliersWithItems(ctx: TenantCtx): Promise<Array<{ supplierId: string; items: Item[] }>> {
  const suppliers = await findSuppliers(ctx, { page: 1, pageSize: 50, status: 'active' });
  const found: Array<{ supplierId: string; items: Item[] }> = [];
  for (const supplier of suppliers.items) {
    const items = await findItems(ctx, { page: 1, pageSize: 20, supplierId: supplier.id, active: true });
    const chosen = [...items.items.filter((item) => item.lotTracked), ...items.items.filter((item) => !item.lotTracked)].slice(0, 4);
    if (chosen.length) found.push({ supplierId: supplier.id, items: chosen });
  }
  return found;
}

/**
 * Demo purchase orders in every status, made through the services as a buyer would: sent without
 * e-mail (ordered by phone), received goods booked into stock at the purchase price, received
 * dates set back to the day they came, so the suppliers' performance has history.
 */
export async function seedDemoPurchaseOrders(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  // Lots with expiry dates (issue 26): receipts of items kept in lots make a lot each, which
  // deliveries then take first expired, first out; a lot is not required before sale.
  await upsertSettingRow(tx, tenantId, {
    section: 'traceability',
    value: { enabled: true, autoGenerateLots: true, trackExpiry: true, requireLotForSales: false },
    secrets: {},
    updatedBy: actor,
  });
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const sources = await suppliersWithItems(ctx);
  if (!sources.length) return 0;
  for (const [index, plan] of plans.entries()) {
    const source = sources[index % sources.length] as (typeof sources)[number];
    const order = await createPurchaseOrder(ctx, {
      supplierId: source.supplierId,
      orderDate: dayOffset(plan.ordered),
      expectedDate: plan.expected === null ? null : dayOffset(plan.expected),
      notes: plan.notes ?? '',
      lines: source.items.map((item, n) => ({ itemId: item.id, quantity: String(2 + ((index + n) % 4) * 2) })),
    });
    if (plan.end === 'draft') continue;
    await sendPurchaseOrder(ctx, order.id, { skipEmail: true });
    if (plan.end === 'cancelled') await cancelPurchaseOrder(ctx, order.id);
    if (plan.end !== 'received' && plan.end !== 'partial') continue;
    const receivedOn = dayOffset(plan.receivedDay ?? 0);
    const lines = order.lines.map((line, n) => ({
      lineId: line.id,
      quantity: plan.end === 'received' ? line.quantity : String(Math.max(1, Math.floor(Number(line.quantity) / 2))),
      // A lot per receipt, named after the purchase order and the item (PO1004ITEM1012); fresh goods keep 10 to 31 days, so
      // the oldest receipts' lots have expired (FEFO skips them) and the newest have not.
      ...(line.lotTracked
        ? {
            lotNumber: `${order.poNumber}-${line.sku}`.replace(/[^A-Za-z0-9]/g, ''),
            expiryDate: dayOffsetFrom(receivedOn, 10 + ((index + n) % 4) * 7),
          }
        : {}),
    }));
    await receivePurchaseOrder(ctx, order.id, { lines });
    await updateDemoReceivedAt(tx, tenantId, order.id, new Date(`${receivedOn}T09:30:00Z`));
  }
  return plans.length;
}
