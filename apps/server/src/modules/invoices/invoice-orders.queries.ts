import { type Selectable, sql } from 'kysely';
import type { Account, SalesOrder, SalesOrderLine } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { idIn } from '@/platform/lists/id-page';

/** An order that can be invoiced, as selectInvoiceableOrders reads it (dates as text). */
export type InvoiceableOrderRow = Pick<
  Selectable<SalesOrder>,
  'id' | 'orderNumber' | 'orderDate' | 'deliveryDate' | 'accountId' | 'route'
> & {
  accountName: Selectable<Account>['companyName'];
  net: Selectable<SalesOrder>['netTotal'];
  gross: Selectable<SalesOrder>['grossTotal'];
};

type OrderChoice = { accountId?: string; route?: string; from?: string; to?: string; ids?: readonly string[] };

/**
 * Delivered orders (their goods left stock) that no invoice holds yet, by the filter or among
 * `ids`. With `forUpdate` the orders are locked, so two conversions of one order queue up.
 */
export async function selectInvoiceableOrders(
  tx: Tx,
  tenantId: string,
  choice: OrderChoice,
  options: { forUpdate?: boolean; includeInvoiced?: boolean; limit?: number } = {},
): Promise<Array<InvoiceableOrderRow & { invoiceId: string | null; delivered: boolean; deliveredOn: string | null }>> {
  const parts = [sql<boolean>`true`];
  if (choice.ids) parts.push(idIn('o.id', choice.ids));
  else parts.push(sql<boolean>`o.stock_booked_at is not null`);
  if (!options.includeInvoiced) parts.push(sql<boolean>`io.invoice_id is null`);
  if (choice.accountId) parts.push(sql<boolean>`o.account_id = ${choice.accountId}`);
  if (choice.route) parts.push(sql<boolean>`o.route = ${choice.route}`);
  if (choice.from) parts.push(sql<boolean>`coalesce(o.delivery_date, o.order_date) >= ${choice.from}::date`);
  if (choice.to) parts.push(sql<boolean>`coalesce(o.delivery_date, o.order_date) <= ${choice.to}::date`);
  const lock = options.forUpdate ? sql`for update of o` : sql``;
  const result = await sql<InvoiceableOrderRow & { invoiceId: string | null; delivered: boolean; deliveredOn: string | null }>`
    select o.id, o.order_number as "orderNumber", o.order_date::text as "orderDate", o.delivery_date::text as "deliveryDate",
      o.account_id as "accountId", a.company_name as "accountName", o.route, o.net_total as net, o.gross_total as gross,
      io.invoice_id as "invoiceId", (o.stock_booked_at is not null) as delivered,
      coalesce(o.delivery_date, (o.stock_booked_at at time zone 'Europe/Amsterdam')::date)::text as "deliveredOn"
    from sales_order o
    join account a on a.tenant_id = o.tenant_id and a.id = o.account_id
    left join invoice_order io on io.tenant_id = o.tenant_id and io.order_id = o.id
    where o.tenant_id = ${tenantId} and ${sql.join(parts, sql` and `)}
    order by a.company_name, o.order_date, o.order_number
    limit ${options.limit ?? 1000}
    ${lock}`.execute(tx);
  return result.rows;
}

/** What an invoice line takes from an order's line. */
export type OrderLineForInvoice = Pick<
  Selectable<SalesOrderLine>,
  | 'orderId'
  | 'itemId'
  | 'itemNumber'
  | 'name'
  | 'unit'
  | 'vatRate'
  | 'amount'
  | 'price'
  | 'discount'
  | 'packageAmount'
  | 'unitWeight'
  | 'costPrice'
>;

export async function selectOrderLinesForInvoice(tx: Tx, tenantId: string, orderIds: readonly string[]): Promise<OrderLineForInvoice[]> {
  if (orderIds.length === 0) return [];
  return tx
    .selectFrom('salesOrderLine')
    .select([
      'orderId',
      'itemId',
      'itemNumber',
      'name',
      'unit',
      'vatRate',
      'amount',
      'price',
      'discount',
      'packageAmount',
      'unitWeight',
      'costPrice',
    ])
    .where('tenantId', '=', tenantId)
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('position')
    .execute();
}

export async function insertInvoiceOrders(tx: Tx, tenantId: string, invoiceId: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .insertInto('invoiceOrder')
    .values(orderIds.map((orderId) => ({ tenantId, orderId, invoiceId })))
    .execute();
}
