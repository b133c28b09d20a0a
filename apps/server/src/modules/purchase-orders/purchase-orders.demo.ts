import type { Item } from '@wb/contract/items';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { findItems } from '@/modules/items/items.service';
import { findSuppliers } from '@/modules/suppliers/suppliers.service';
import { updateDemoReceivedAt } from './purchase-order-receipts.queries';
import { receivePurchaseOrder } from './purchase-order-receive.service';
import { sendPurchaseOrder } from './purchase-order-send.service';
import { cancelPurchaseOrder, createPurchaseOrder } from './purchase-orders.service';

/** A date `days` from today (negative: before), as the company's calendar has it. */
function dayOffset(days: number): string {
  const date = new Date(`${todayInCompanyZone()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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
 * Active suppliers that have active items, each with up to four of them. Items kept in lots are
 * left out: the demo's traceability is off, and their stock is the sum of their seeded lots.
 */
async function suppliersWithItems(ctx: TenantCtx): Promise<Array<{ supplierId: string; items: Item[] }>> {
  const suppliers = await findSuppliers(ctx, { page: 1, pageSize: 50, status: 'active' });
  const found: Array<{ supplierId: string; items: Item[] }> = [];
  for (const supplier of suppliers.items) {
    const items = await findItems(ctx, { page: 1, pageSize: 20, supplierId: supplier.id, active: true });
    const plain = items.items.filter((item) => !item.lotTracked).slice(0, 4);
    if (plain.length) found.push({ supplierId: supplier.id, items: plain });
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
    const lines = order.lines.map((line) => ({
      lineId: line.id,
      quantity: plan.end === 'received' ? line.quantity : String(Math.max(1, Math.floor(Number(line.quantity) / 2))),
    }));
    await receivePurchaseOrder(ctx, order.id, { lines });
    await updateDemoReceivedAt(tx, tenantId, order.id, new Date(`${dayOffset(plan.receivedDay ?? 0)}T09:30:00Z`));
  }
  return plans.length;
}
