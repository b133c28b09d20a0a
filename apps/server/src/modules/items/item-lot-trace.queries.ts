import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/**
 * The purchase-order receipts into a lot, with the order and supplier. Read here over the
 * purchase-order tables (as the suppliers' performance does) so items do not depend on that module.
 */
export function selectLotReceipts(tx: Tx, tenantId: string, lotId: string) {
  return tx
    .selectFrom('purchaseOrderReceipt as r')
    .innerJoin('purchaseOrder as p', (join) => join.onRef('p.tenantId', '=', 'r.tenantId').onRef('p.id', '=', 'r.purchaseOrderId'))
    .innerJoin('supplier as s', (join) => join.onRef('s.tenantId', '=', 'p.tenantId').onRef('s.id', '=', 'p.supplierId'))
    .select([
      'p.id as purchaseOrderId',
      'p.poNumber',
      's.id as supplierId',
      's.name as supplierName',
      'r.receivedAt',
      'r.units',
      'r.reversedAt',
    ])
    .where('r.tenantId', '=', tenantId)
    .where('p.tenantId', '=', tenantId)
    .where('s.tenantId', '=', tenantId)
    .where('r.lotId', '=', lotId)
    .orderBy('r.receivedAt', 'asc')
    .execute();
}

/** The order and customer columns of a lot's sale (either kind of row below). */
const saleColumns = [
  'o.id as orderId',
  'o.orderNumber',
  sql<string>`o.order_date::text`.as('orderDate'),
  sql<string | null>`o.delivery_date::text`.as('deliveryDate'),
  'a.id as accountId',
  'a.companyName as accountName',
] as const;

/**
 * The orders that took from a lot (the lots kept per line at delivery) and those whose lines name
 * it but have not been delivered yet, with their order and customer (at most 1,000, newest first).
 */
export async function selectLotSales(tx: Tx, tenantId: string, lotId: string) {
  const taken = tx
    .selectFrom('salesOrderLineLot as p')
    .innerJoin('salesOrder as o', (join) => join.onRef('o.tenantId', '=', 'p.tenantId').onRef('o.id', '=', 'p.orderId'))
    .innerJoin('account as a', (join) => join.onRef('a.tenantId', '=', 'o.tenantId').onRef('a.id', '=', 'o.accountId'))
    .select([...saleColumns, 'p.quantity as amount', sql<boolean>`true`.as('delivered')])
    .where('p.tenantId', '=', tenantId)
    .where('o.tenantId', '=', tenantId)
    .where('a.tenantId', '=', tenantId)
    .where('p.lotId', '=', lotId);
  const named = tx
    .selectFrom('salesOrderLine as l')
    .innerJoin('salesOrder as o', (join) => join.onRef('o.tenantId', '=', 'l.tenantId').onRef('o.id', '=', 'l.orderId'))
    .innerJoin('account as a', (join) => join.onRef('a.tenantId', '=', 'o.tenantId').onRef('a.id', '=', 'o.accountId'))
    .select([...saleColumns, 'l.amount', sql<boolean>`o.stock_booked_at is not null`.as('delivered')])
    .where('l.tenantId', '=', tenantId)
    .where('o.tenantId', '=', tenantId)
    .where('a.tenantId', '=', tenantId)
    .where('l.lotId', '=', lotId)
    // A line whose delivery kept its lots is counted by those (lines delivered before they were kept are counted here).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('salesOrderLineLot as k').select('k.id').where('k.tenantId', '=', tenantId).whereRef('k.lineId', '=', 'l.id'))),
    );
  return taken.unionAll(named).orderBy('orderDate', 'desc').orderBy('orderNumber', 'desc').limit(1000).execute();
}
