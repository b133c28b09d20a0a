import { defaultOrderRoutes } from '@wb/contract/orders';
import { costPriceOf, unitWeightOf } from '@wb/domain/order-line';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf } from '@/platform/context';
import { newId } from '@/platform/ids';
import { invoiceTotalsValues } from '@/modules/invoices/invoice-save.service';
import { takeNextNumbers } from '@/modules/numbering/numbering.service';
import { newPublicId } from '@/modules/payments/public-id';
import { shiftDay } from './bi-period';

/**
 * A time of the demo's history, or now when that is later: today's invoices made "at 10:00" are
 * not in the future at 02:00, where a draft made now would sort behind them.
 */
const notLater = (at: string): Date => {
  const time = new Date(at);
  const now = new Date();
  return time > now ? now : time;
};

/** A small seeded random generator (mulberry32): every demo gets the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Orders per weekday (Sunday first): a wholesaler's week, quiet on Sunday, busy before the weekend. */
const perWeekday = [0, 5, 3, 4, 4, 6, 2];
/** Days of history: a year and a week, up to yesterday (today's orders are the live demo's). */
export const historyDays = 372;
/**
 * Invoices of deliveries up to this many days ago are dated on their delivery day. Later ones wait:
 * the payments demo dates its invoices from 20 days ago on, so these are made afterwards, dated
 * today, and the INV- numbers keep rising with the invoice dates (finishDemoSalesHistory).
 */
export const invoicedOnDeliveryUntilDaysAgo = 21;
/** The live demo orders' four weeks (orders.demo.ts). */
const liveDemoDays = 28;

type Row = Record<string, unknown>;

/** What is left to write once the demos dated later have taken their invoice numbers. */
export type DemoSalesHistory = { orders: number; invoices: number; finish: () => Promise<number> };

const chunk = 400;
async function insertAll(
  tx: Tx,
  table:
    | 'salesOrder'
    | 'salesOrderLine'
    | 'orderStatusHistory'
    | 'invoice'
    | 'invoiceLine'
    | 'invoiceOrder'
    | 'payment'
    | 'paymentAllocation',
  rows: Row[],
) {
  for (let i = 0; i < rows.length; i += chunk)
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
}

/**
 * Twelve months of sales history for Demo Groothandel B.V. (issue 32), so the business intelligence
 * charts and the forecast mean something: orders with lines at the items' prices and cost prices,
 * a weekly rhythm, a slow growth, a summer dip and a December peak, each delivered with its status
 * history (created → confirmed → delivered), invoiced (INV- numbers of the tenant's series, gap-free
 * and rising with the invoice date) and mostly paid, some late. Totals come from the same domain
 * functions as the orders' and invoices' own. Written in bulk with INSERT … VALUES, so a first start
 * stays fast; the goods are history, so no stock moves for them. Deterministic: a seeded generator,
 * dates counted back from the seed day.
 */
export async function seedDemoSalesHistory(tx: Tx, tenantId: string, tenantName: string, userIds: string[]): Promise<DemoSalesHistory> {
  const none: DemoSalesHistory = { orders: 0, invoices: 0, finish: async () => 0 };
  if (!tenantName.startsWith('Demo')) return none;
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const next = seededRandom(32);
  const accounts = await tx
    .selectFrom('account')
    .select(['id', 'paymentTerms'])
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active')
    .where('blockedAt', 'is', null)
    .orderBy('accountNumber')
    .execute();
  const items = await tx
    .selectFrom('item')
    .select([
      'id',
      'sku',
      'name',
      'unit',
      'vatRate',
      'price',
      'packageAmount',
      'weight',
      'initialPrice',
      'purchasePricePerPackage',
      'averageCost',
    ])
    .where('tenantId', '=', tenantId)
    .where('isActive', '=', true)
    .orderBy('sku')
    .execute();
  const statuses = await tx.selectFrom('orderStatus').select(['id', 'code']).where('tenantId', '=', tenantId).execute();
  const status = new Map(statuses.map((s) => [s.code, s.id]));
  const [pending, confirmed, delivered] = [status.get('pending'), status.get('confirmed'), status.get('delivered')];
  if (!accounts.length || !items.length || !pending || !confirmed || !delivered) return none;
  const facts = items.map((item) => ({
    ...item,
    costPrice: costPriceOf({ ...item, packageAmount: item.packageAmount }),
    unitWeight: unitWeightOf(item),
  }));
  // Each customer orders from a few items of its own and at its own rhythm (weight); light ones pay later.
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
  const invoicedUntil = shiftDay(today, -invoicedOnDeliveryUntilDaysAgo);
  type Made = { order: Row; lines: Row[]; history: Row[]; invoice: Row; invoiceLines: Row[]; paid: boolean; accountIndex: number };
  const made: Made[] = [];
  for (let back = historyDays; back >= 1; back--) {
    const day = shiftDay(today, -back);
    const date = new Date(`${day}T12:00:00Z`);
    const month = date.getUTCMonth();
    const growth = 1 + (historyDays - back) / historyDays / 3;
    const season = month === 6 || month === 7 ? 0.7 : month === 11 ? 1.25 : 1;
    // In the last four weeks the live demo orders (made through the orders service) are the rest of the trade.
    const live = back <= liveDemoDays ? 0.7 : 1;
    const count = Math.round((perWeekday[date.getUTCDay()] as number) * growth * season * live * (0.85 + next() * 0.3));
    for (let k = 0; k < count; k++) {
      const accountIndex = pickAccount();
      const account = accounts[accountIndex] as (typeof accounts)[number];
      const orderId = newId();
      const invoiceId = newId();
      const created = new Date(`${day}T07:${String(10 + k).padStart(2, '0')}:00Z`);
      const deliveryDate = shiftDay(day, 1);
      const userId = userIds.length ? (userIds[(accountIndex + k) % userIds.length] as string) : null;
      const used = new Set<number>();
      const lineCount = 2 + Math.floor(next() * 4);
      const docLines = [];
      for (let n = 0; n < lineCount; n++) {
        const itemIndex = (accountIndex * 3 + Math.floor(next() * 6)) % facts.length;
        if (used.has(itemIndex)) continue;
        used.add(itemIndex);
        const item = facts[itemIndex] as (typeof facts)[number];
        const amount = item.unit === 'kg' ? (1 + Math.floor(next() * 16) / 2).toFixed(1) : String(1 + Math.floor(next() * 8));
        docLines.push({
          item,
          amount,
          price: item.price,
          vatRate: item.vatRate,
          packageAmount: item.packageAmount,
          unitWeight: item.unitWeight,
          costPrice: item.costPrice,
        });
      }
      const totals = computeDocumentTotals(docLines);
      const totalValues = invoiceTotalsValues(totals, docLines.length);
      const route = defaultOrderRoutes[accountIndex % defaultOrderRoutes.length] as string;
      const deliveredAt = notLater(`${next() < 0.9 ? deliveryDate : shiftDay(deliveryDate, 1)}T09:00:00Z`);
      const invoiceDate = deliveryDate <= invoicedUntil ? deliveryDate : today;
      const paymentTerms = account.paymentTerms ?? 14;
      const dueDate = shiftDay(invoiceDate, paymentTerms);
      // Paid when due over ten days ago, most of them; the rest is open or overdue.
      const paid = dueDate < shiftDay(today, -10) ? next() < 0.97 : dueDate < today && next() < 0.5;
      made.push({
        accountIndex,
        paid,
        order: {
          tenantId,
          id: orderId,
          orderDate: day,
          deliveryDate,
          accountId: account.id,
          route,
          assignedTo: userId,
          statusId: delivered,
          ...totalValues,
          uncostedLines: totals.uncostedLines,
          stockBookedAt: deliveredAt,
          createdBy: userId,
          updatedBy: userId,
          createdAt: created,
          updatedAt: deliveredAt,
        },
        lines: docLines.map((line, index) => ({
          tenantId,
          id: newId(),
          orderId,
          position: index + 1,
          itemId: line.item.id,
          itemNumber: line.item.sku,
          name: line.item.name,
          unit: line.item.unit,
          vatRate: line.vatRate,
          amount: line.amount,
          price: line.price,
          packageAmount: line.packageAmount,
          unitWeight: line.unitWeight,
          costPrice: line.costPrice,
          lineNet: lineNet(line),
        })),
        history: [
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
          { tenantId, id: newId(), orderId, fromStatusId: confirmed, toStatusId: delivered, changedBy: userId, changedAt: deliveredAt },
        ],
        invoice: {
          tenantId,
          id: invoiceId,
          accountId: account.id,
          invoiceDate,
          dueDate,
          paymentTerms,
          route,
          deliveryDate,
          status: 'sent',
          ...totalValues,
          finalisedAt: notLater(`${invoiceDate}T10:00:00Z`),
          sentAt: notLater(`${invoiceDate}T10:05:00Z`),
          createdBy: actor,
          updatedBy: actor,
          createdAt: notLater(`${invoiceDate}T10:00:00Z`),
          updatedAt: notLater(`${invoiceDate}T10:05:00Z`),
        },
        invoiceLines: docLines.map((line, index) => ({
          tenantId,
          id: newId(),
          invoiceId,
          position: index + 1,
          itemId: line.item.id,
          orderId,
          itemNumber: line.item.sku,
          itemName: line.item.name,
          description: line.item.name,
          unit: line.item.unit,
          vatRate: line.vatRate,
          amount: line.amount,
          price: line.price,
          packageAmount: line.packageAmount,
          unitWeight: line.unitWeight,
          costPrice: line.costPrice,
          lineNet: lineNet(line),
        })),
      });
    }
  }

  // Order numbers of the tenant's series, in date order, before the live demo orders take theirs.
  const orderNumbers = await takeNextNumbers(ctx, 'order', made.length);
  made.forEach((m, i) => {
    m.order.orderNumber = orderNumbers[i];
    m.invoice.reference = orderNumbers[i];
  });
  await insertAll(
    tx,
    'salesOrder',
    made.map((m) => m.order),
  );
  await insertAll(
    tx,
    'salesOrderLine',
    made.flatMap((m) => m.lines),
  );
  await insertAll(
    tx,
    'orderStatusHistory',
    made.flatMap((m) => m.history),
  );

  /** Numbers and writes invoices (in date order: `made` is) with their payments. */
  const writeInvoices = async (batch: Made[]) => {
    const numbers = await takeNextNumbers(ctx, 'invoice', batch.length);
    const payments: Row[] = [];
    const allocations: Row[] = [];
    batch.forEach((m, i) => {
      m.invoice.invoiceNumber = numbers[i];
      // Unpaid past its due date: the daily run marked it overdue the day after (and told the admins then), not at first start.
      if (!m.paid) {
        const dueDate = m.invoice.dueDate as string;
        if (dueDate < today) m.invoice.overdueSince = shiftDay(dueDate, 1);
        return;
      }
      const gross = m.invoice.grossTotal as string;
      const dueDate = m.invoice.dueDate as string;
      const late = (weights[m.accountIndex] as number) < 0.8 ? Math.floor(next() * 20) : Math.floor(next() * 4);
      const paidOn = shiftDay(dueDate, late - Math.floor(next() * 10));
      const paymentDate = paidOn > today ? today : paidOn < (m.invoice.invoiceDate as string) ? (m.invoice.invoiceDate as string) : paidOn;
      const paymentId = newId();
      m.invoice.status = 'paid';
      m.invoice.paidAmount = gross;
      payments.push({
        tenantId,
        id: paymentId,
        publicId: newPublicId(tenantId),
        accountId: m.invoice.accountId,
        amount: gross,
        paymentDate,
        method: 'bank_transfer',
        reference: numbers[i],
        status: 'completed',
        booked: true,
        createdBy: actor,
        createdAt: notLater(`${paymentDate}T11:00:00Z`),
        updatedAt: notLater(`${paymentDate}T11:00:00Z`),
      });
      allocations.push({ tenantId, paymentId, invoiceId: m.invoice.id, position: 1, amount: gross });
    });
    await insertAll(
      tx,
      'invoice',
      batch.map((m) => m.invoice),
    );
    await insertAll(
      tx,
      'invoiceLine',
      batch.flatMap((m) => m.invoiceLines),
    );
    await insertAll(
      tx,
      'invoiceOrder',
      batch.map((m) => ({ tenantId, orderId: m.order.id, invoiceId: m.invoice.id })),
    );
    await insertAll(tx, 'payment', payments);
    await insertAll(tx, 'paymentAllocation', allocations);
    return batch.length;
  };
  const now = made.filter((m) => (m.invoice.invoiceDate as string) <= invoicedUntil);
  const later = made.filter((m) => (m.invoice.invoiceDate as string) > invoicedUntil);
  const invoices = await writeInvoices(now);
  return { orders: made.length, invoices, finish: () => writeInvoices(later) };
}
