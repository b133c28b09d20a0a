import { defaultOrderRoutes } from '@wb/contract/orders';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { newPublicId } from '@/modules/payments/public-id';
import { shiftDay } from './bi-period';

/** A small seeded random generator: every demo gets the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const orderNumberOf = (day: string, k: number) => `H${day.replaceAll('-', '')}-${String(k + 1).padStart(2, '0')}`;

/** Orders per weekday (Sunday first): a wholesaler's week, quiet on Sunday, busy before the weekend. */
const perWeekday = [0, 5, 3, 4, 4, 6, 2];
export const historyDays = 372;
/** The history runs up to yesterday, under the live demo orders of the last four weeks (made through the service). */
export const historyEndsDaysAgo = 1;

/**
 * Twelve months of delivered sales history for Demo Groothandel B.V. (issue 32), so the business
 * intelligence charts and the forecast mean something: orders with lines at the items' prices and
 * purchase prices, a weekly rhythm, a slow growth and a summer dip, each with its status history
 * (created → confirmed → delivered). Written in bulk with INSERT … VALUES (first start stays fast);
 * the goods are history: no stock movements are made for them.
 */
export async function seedDemoSalesHistory(tx: Tx, tenantId: string, tenantName: string, userIds: string[]): Promise<number> {
  if (!tenantName.startsWith('Demo')) return 0;
  const next = random(32);
  const accounts = await tx
    .selectFrom('account')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active')
    .orderBy('accountNumber')
    .execute();
  const items = await tx
    .selectFrom('item')
    .select(['id', 'sku', 'name', 'unit', 'vatRate', 'price', 'packageAmount', 'purchasePricePerPackage'])
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .orderBy('sku')
    .execute();
  const statuses = await tx.selectFrom('orderStatus').select(['id', 'code']).where('tenantId', '=', tenantId).execute();
  const status = new Map(statuses.map((s) => [s.code, s.id]));
  const [pending, confirmed, delivered] = [status.get('pending'), status.get('confirmed'), status.get('delivered')];
  if (!accounts.length || !items.length || !pending || !confirmed || !delivered) return 0;
  // Each customer orders from a few items of its own and at its own rhythm (weight).
  const weights = accounts.map(() => 0.3 + next() * 1.7);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const pickAccount = () => {
    let r = next() * totalWeight;
    for (let i = 0; i < accounts.length; i++) {
      r -= weights[i] as number;
      if (r <= 0) return i;
    }
    return accounts.length - 1;
  };
  const today = todayInCompanyZone();
  const orders: Array<Record<string, unknown>> = [];
  const lines: Array<Record<string, unknown>> = [];
  const history: Array<Record<string, unknown>> = [];
  const invoices: Array<Record<string, unknown>> = [];
  const invoiceLines: Array<Record<string, unknown>> = [];
  const invoiceOrders: Array<Record<string, unknown>> = [];
  const payments: Array<Record<string, unknown>> = [];
  const allocations: Array<Record<string, unknown>> = [];
  for (let back = historyEndsDaysAgo + historyDays - 1; back >= historyEndsDaysAgo; back--) {
    const day = shiftDay(today, -back);
    const date = new Date(`${day}T12:00:00Z`);
    const month = date.getUTCMonth();
    const growth = 1 + (historyDays - back) / historyDays / 3;
    const season = month === 6 || month === 7 ? 0.7 : month === 11 ? 1.25 : 1;
    const count = Math.round((perWeekday[date.getUTCDay()] as number) * growth * season * (0.75 + next() * 0.5));
    for (let k = 0; k < count; k++) {
      const accountIndex = pickAccount();
      const orderId = newId();
      const invoiceId = newId();
      const created = new Date(`${day}T07:${String(10 + k).padStart(2, '0')}:00Z`);
      const deliveryDate = shiftDay(day, 1);
      let net = 0;
      let vat = 0;
      let cost = 0;
      const lineCount = 2 + Math.floor(next() * 4);
      const used = new Set<number>();
      for (let position = 1; position <= lineCount; position++) {
        const itemIndex = (accountIndex * 3 + Math.floor(next() * 6)) % items.length;
        if (used.has(itemIndex)) continue;
        used.add(itemIndex);
        const item = items[itemIndex] as (typeof items)[number];
        const amount = 1 + Math.floor(next() * 8);
        const price = Number(item.price);
        const lineNet = Math.round(amount * price * 100) / 100;
        const costPrice =
          item.purchasePricePerPackage === null ? null : Number(item.purchasePricePerPackage) / Number(item.packageAmount || 1);
        net += lineNet;
        vat += Math.round(lineNet * item.vatRate) / 100;
        cost += costPrice === null ? 0 : costPrice * amount;
        invoiceLines.push({
          tenantId,
          id: newId(),
          invoiceId,
          position,
          itemId: item.id,
          orderId,
          itemNumber: item.sku,
          itemName: item.name,
          description: item.name,
          unit: item.unit,
          vatRate: item.vatRate,
          amount: String(amount),
          price: item.price,
          costPrice: costPrice === null ? null : costPrice.toFixed(4),
          lineNet: lineNet.toFixed(2),
        });
        lines.push({
          tenantId,
          id: newId(),
          orderId,
          position,
          itemId: item.id,
          itemNumber: item.sku,
          name: item.name,
          unit: item.unit,
          vatRate: item.vatRate,
          amount: String(amount),
          price: item.price,
          costPrice: costPrice === null ? null : costPrice.toFixed(4),
          lineNet: lineNet.toFixed(2),
        });
      }
      const netTotal = Math.round(net * 100) / 100;
      const costTotal = Math.round(cost * 100) / 100;
      const userId = userIds.length ? (userIds[(accountIndex + k) % userIds.length] as string) : null;
      orders.push({
        tenantId,
        id: orderId,
        orderNumber: orderNumberOf(day, k),
        orderDate: day,
        deliveryDate,
        accountId: (accounts[accountIndex] as { id: string }).id,
        route: defaultOrderRoutes[accountIndex % defaultOrderRoutes.length],
        assignedTo: userId,
        statusId: delivered,
        netTotal: netTotal.toFixed(2),
        vatTotal: vat.toFixed(2),
        grossTotal: (netTotal + Math.round(vat * 100) / 100).toFixed(2),
        costTotal: costTotal.toFixed(2),
        profit: (netTotal - costTotal).toFixed(2),
        lineCount: used.size,
        stockBookedAt: new Date(`${deliveryDate}T08:00:00Z`),
        createdBy: userId,
        createdAt: created,
        updatedAt: new Date(`${deliveryDate}T08:00:00Z`),
      });
      // Invoiced on delivery, 14 days to pay; paid (most on time, some late) unless recent.
      const gross = (netTotal + Math.round(vat * 100) / 100).toFixed(2);
      const dueDate = shiftDay(deliveryDate, 14);
      const paid = back > historyEndsDaysAgo + 20 || next() < 0.3;
      const accountId = (accounts[accountIndex] as { id: string }).id;
      invoices.push({
        tenantId,
        id: invoiceId,
        invoiceNumber: `H${orderNumberOf(day, k)}`,
        accountId,
        invoiceDate: deliveryDate,
        dueDate,
        paymentTerms: 14,
        route: defaultOrderRoutes[accountIndex % defaultOrderRoutes.length],
        status: paid ? 'paid' : 'sent',
        netTotal: netTotal.toFixed(2),
        vatTotal: vat.toFixed(2),
        grossTotal: gross,
        costTotal: costTotal.toFixed(2),
        profit: (netTotal - costTotal).toFixed(2),
        lineCount: used.size,
        paidAmount: paid ? gross : '0.00',
        finalisedAt: new Date(`${deliveryDate}T10:00:00Z`),
        sentAt: new Date(`${deliveryDate}T10:05:00Z`),
        createdBy: userId,
        createdAt: new Date(`${deliveryDate}T10:00:00Z`),
        updatedAt: new Date(`${deliveryDate}T10:05:00Z`),
      });
      invoiceOrders.push({ tenantId, orderId, invoiceId });
      if (paid) {
        const paymentId = newId();
        // Customers with a low weight pay later.
        const late = (weights[accountIndex] as number) < 0.8 ? Math.floor(next() * 20) : Math.floor(next() * 4);
        const paymentDate = shiftDay(dueDate, late - Math.floor(next() * 10));
        payments.push({
          tenantId,
          id: paymentId,
          publicId: newPublicId(tenantId),
          accountId,
          amount: gross,
          paymentDate: paymentDate > today ? today : paymentDate,
          method: 'bank_transfer',
          reference: `H${orderNumberOf(day, k)}`,
          status: 'completed',
          booked: true,
          createdBy: userId,
        });
        allocations.push({ tenantId, paymentId, invoiceId, position: 1, amount: gross });
      }
      // Mostly delivered on the asked day; now and then a day late.
      const deliveredOn = next() < 0.9 ? deliveryDate : shiftDay(deliveryDate, 1);
      history.push(
        { tenantId, id: newId(), orderId, fromStatusId: null, toStatusId: pending, changedBy: userId, changedAt: created },
        {
          tenantId,
          id: newId(),
          orderId,
          fromStatusId: pending,
          toStatusId: confirmed,
          changedBy: userId,
          changedAt: new Date(created.getTime() + (1 + Math.floor(next() * 5)) * 3_600_000),
        },
        {
          tenantId,
          id: newId(),
          orderId,
          fromStatusId: confirmed,
          toStatusId: delivered,
          changedBy: userId,
          changedAt: new Date(`${deliveredOn}T09:00:00Z`),
        },
      );
    }
  }
  const chunk = 400;
  for (let i = 0; i < orders.length; i += chunk)
    await tx
      .insertInto('salesOrder')
      .values(orders.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < lines.length; i += chunk)
    await tx
      .insertInto('salesOrderLine')
      .values(lines.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < history.length; i += chunk)
    await tx
      .insertInto('orderStatusHistory')
      .values(history.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < invoices.length; i += chunk)
    await tx
      .insertInto('invoice')
      .values(invoices.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < invoiceLines.length; i += chunk)
    await tx
      .insertInto('invoiceLine')
      .values(invoiceLines.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < invoiceOrders.length; i += chunk)
    await tx
      .insertInto('invoiceOrder')
      .values(invoiceOrders.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < payments.length; i += chunk)
    await tx
      .insertInto('payment')
      .values(payments.slice(i, i + chunk) as never)
      .execute();
  for (let i = 0; i < allocations.length; i += chunk)
    await tx
      .insertInto('paymentAllocation')
      .values(allocations.slice(i, i + chunk) as never)
      .execute();
  return orders.length;
}
