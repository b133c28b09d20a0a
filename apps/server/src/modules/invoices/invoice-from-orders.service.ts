import type { Account } from '@wb/contract/accounts';
import type {
  ConvertedInvoices,
  InvoiceableOrder,
  InvoicePreview,
  invoiceableOrdersQuerySchema,
  ordersToInvoiceInputSchema,
} from '@wb/contract/invoices';
import { dueDateOf } from '@wb/domain/invoice-state';
import { money } from '@wb/domain/money';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import type { z } from 'zod';
import { isUniqueViolation } from '@/db/savepoint';
import type { TenantCtx } from '@/platform/context';
import { fieldError } from '@/platform/errors';
import { withIdempotency } from '@/platform/idempotency';
import { newId } from '@/platform/ids';
import { getAccount } from '@/modules/accounts/accounts.service';
import { todayInCompanyZone } from '@wb/domain/today';
import { finaliseInvoice } from './invoice-finalise.service';
import type { InvoiceLineValues } from './invoice-lines.queries';
import { type OrderLineForInvoice, selectInvoiceableOrders, selectOrderLinesForInvoice } from './invoice-orders.queries';
import { insertDraft, paymentTermsFor } from './invoice-save.service';
import { getInvoice, invoiceConflict } from './invoices.service';

type ChoiceQuery = z.output<typeof invoiceableOrdersQuerySchema>;
type OrdersInput = z.output<typeof ordersToInvoiceInputSchema>;

/** Delivered orders that no invoice holds yet, by account, route and delivery period. */
export async function findInvoiceableOrders(ctx: TenantCtx, query: ChoiceQuery): Promise<InvoiceableOrder[]> {
  const rows = await selectInvoiceableOrders(ctx.tx, ctx.tenantId, query);
  return rows.map(({ invoiceId: _, delivered: __, deliveredOn: ___, ...order }) => order);
}

type Group = {
  account: Account;
  orders: Array<{ id: string; orderNumber: string; route: string; deliveredOn: string | null }>;
  lines: OrderLineForInvoice[];
};

/** The invoice's delivery date: the last of its orders' delivery dates (else the day their goods left stock). */
function deliveryDateOf(orders: Group['orders']): string | null {
  return orders.reduce<string | null>((last, o) => (o.deliveredOn && (!last || o.deliveredOn > last) ? o.deliveredOn : last), null);
}

/** The chosen orders per account, checked: each known, delivered and not invoiced yet. */
async function groupOrders(ctx: TenantCtx, orderIds: readonly string[], lock: boolean): Promise<Group[]> {
  const { tenantId } = ctx;
  const ids = [...new Set(orderIds)];
  const rows = await selectInvoiceableOrders(ctx.tx, tenantId, { ids }, { forUpdate: lock, includeInvoiced: true });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [index, id] of orderIds.entries()) {
    const row = byId.get(id);
    const path = `orderIds.${index}`;
    if (!row) throw fieldError('NOT_FOUND', path, 'invoices.unknownOrder');
    if (row.invoiceId) throw invoiceConflict(path, 'invoices.orderInvoicedNumber', { orderNumber: row.orderNumber });
    if (!row.delivered) throw invoiceConflict(path, 'invoices.orderNotDeliveredNumber', { orderNumber: row.orderNumber });
  }
  const lines = await selectOrderLinesForInvoice(ctx.tx, tenantId, ids);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    let group = groups.get(row.accountId);
    if (!group) {
      group = { account: await getAccount(ctx, row.accountId), orders: [], lines: [] };
      groups.set(row.accountId, group);
    }
    group.orders.push({ id: row.id, orderNumber: row.orderNumber, route: row.route, deliveredOn: row.deliveredOn });
    group.lines.push(...lines.filter((line) => line.orderId === row.id));
  }
  return [...groups.values()];
}

function invoiceLinesOf(lines: readonly OrderLineForInvoice[]): InvoiceLineValues[] {
  return lines.map((line, index) => ({
    id: newId(),
    position: index + 1,
    itemId: line.itemId,
    orderId: line.orderId,
    creditedLineId: null,
    itemNumber: line.itemNumber,
    itemName: line.name,
    description: line.name,
    unit: line.unit,
    vatRate: line.vatRate,
    amount: line.amount,
    price: line.price,
    discount: line.discount,
    packageAmount: line.packageAmount,
    unitWeight: line.unitWeight,
    costPrice: line.costPrice,
    lineNet: lineNet(line),
  }));
}

/** What converting would make, without writing anything: one invoice per account, lines per order. */
export async function previewInvoicesFromOrders(ctx: TenantCtx, input: OrdersInput): Promise<InvoicePreview> {
  const groups = await groupOrders(ctx, input.orderIds, false);
  const invoiceDate = input.invoiceDate ?? todayInCompanyZone();
  let net = money(0);
  let vat = money(0);
  const invoices = [];
  for (const group of groups) {
    const paymentTerms = await paymentTermsFor(ctx, group.account);
    const totals = computeDocumentTotals(group.lines);
    net = net.plus(totals.net);
    vat = vat.plus(totals.vat);
    invoices.push({
      account: { id: group.account.id, accountNumber: group.account.accountNumber, companyName: group.account.companyName },
      paymentTerms,
      dueDate: dueDateOf(invoiceDate, paymentTerms),
      orders: group.orders.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        lines: group.lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({
            itemId: line.itemId,
            description: line.name,
            quantity: line.amount,
            price: line.price,
            vatRate: line.vatRate as 21 | 9 | 0,
            unit: line.unit,
            discount: line.discount,
          })),
      })),
      totals,
    });
  }
  return { invoices, totals: { net: net.toFixed(2), vat: vat.toFixed(2), gross: net.plus(vat).toFixed(2) } };
}

/**
 * Makes the invoices of the preview in one transaction (drafts, or final ones with `finalise`).
 * The orders are locked first, so a second conversion of one of them waits and is then refused
 * with 409; with an Idempotency-Key a repeat answers the first result instead.
 */
export function convertOrdersToInvoices(ctx: TenantCtx, input: OrdersInput, idempotencyKey?: string): Promise<ConvertedInvoices> {
  return withIdempotency(ctx, 'invoice.convert-from-orders', idempotencyKey, input, async () => {
    const groups = await groupOrders(ctx, input.orderIds, true);
    const invoiceDate = input.invoiceDate ?? todayInCompanyZone();
    const invoices = [];
    for (const group of groups) {
      const routes = [...new Set(group.orders.map((o) => o.route))];
      const id = await insertDraft(
        ctx,
        group.account,
        {
          invoiceDate,
          route: routes.length === 1 ? routes[0] : '',
          deliveryDate: deliveryDateOf(group.orders),
          reference: group.orders
            .map((o) => o.orderNumber)
            .join(', ')
            .slice(0, 200),
        },
        invoiceLinesOf(group.lines),
        group.orders.map((o) => o.id),
      ).catch((err) => {
        throw isUniqueViolation(err) ? invoiceConflict('orderIds', 'invoices.orderInvoiced') : err;
      });
      invoices.push(input.finalise ? await finaliseInvoice(ctx, id, {}) : await getInvoice(ctx, id));
    }
    return { invoices };
  });
}
