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

/** The order lines that took from a lot, with their order and customer (at most 1,000, newest first). */
export function selectLotSales(tx: Tx, tenantId: string, lotId: string) {
  return tx
    .selectFrom('salesOrderLine as l')
    .innerJoin('salesOrder as o', (join) => join.onRef('o.tenantId', '=', 'l.tenantId').onRef('o.id', '=', 'l.orderId'))
    .innerJoin('account as a', (join) => join.onRef('a.tenantId', '=', 'o.tenantId').onRef('a.id', '=', 'o.accountId'))
    .select([
      'o.id as orderId',
      'o.orderNumber',
      sql<string>`o.order_date::text`.as('orderDate'),
      sql<string | null>`o.delivery_date::text`.as('deliveryDate'),
      'a.id as accountId',
      'a.companyName as accountName',
      'l.amount',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('o.tenantId', '=', tenantId)
    .where('a.tenantId', '=', tenantId)
    .where('l.lotId', '=', lotId)
    .orderBy('o.orderDate', 'desc')
    .orderBy('o.orderNumber', 'desc')
    .limit(1000)
    .execute();
}
