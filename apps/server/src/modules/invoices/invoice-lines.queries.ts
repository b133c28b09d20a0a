import type { Insertable, Selectable } from 'kysely';
import type { InvoiceLine as InvoiceLineTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import { type ArrayColumn, insertParts, pickColumns } from '@/db/unnest-rows';
import { pricedLineColumns } from '@/modules/orders/order-lines.queries';

export type InvoiceLineValues = Omit<Insertable<InvoiceLineTable>, 'tenantId' | 'invoiceId'> & { id: string };

/** An invoice's line as stored, without the keys it is found by. */
export type InvoiceLineRow = Omit<Selectable<InvoiceLineTable>, 'tenantId' | 'invoiceId'>;

export function selectInvoiceLines(tx: Tx, tenantId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  return tx
    .selectFrom('invoiceLine')
    .select([
      'id',
      'position',
      'itemId',
      'orderId',
      'creditedLineId',
      'itemNumber',
      'itemName',
      'description',
      'unit',
      'vatRate',
      'amount',
      'price',
      'discount',
      'packageAmount',
      'unitWeight',
      'costPrice',
      'lineNet',
    ])
    .where('tenantId', '=', tenantId)
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();
}

const lineColumns: ReadonlyArray<ArrayColumn<InvoiceLineValues>> = [
  ['id', 'uuid'],
  ['position', 'int'],
  ['itemId', 'uuid'],
  ['orderId', 'uuid'],
  ['creditedLineId', 'uuid'],
  ['itemNumber', 'text'],
  ['itemName', 'text'],
  ['description', 'text'],
  ...pricedLineColumns,
];

/** Inserts an invoice's lines, as plain multi-row inserts (insertParts: a 5,000-line invoice in a few). */
export async function insertInvoiceLines(tx: Tx, tenantId: string, invoiceId: string, lines: InvoiceLineValues[]): Promise<void> {
  for (const part of insertParts(lines, lineColumns.length + 2)) {
    await tx
      .insertInto('invoiceLine')
      .values(part.map((line) => ({ ...pickColumns(line, lineColumns), tenantId, invoiceId })))
      .execute();
  }
}

export async function deleteInvoiceLines(tx: Tx, tenantId: string, invoiceId: string): Promise<void> {
  await tx.deleteFrom('invoiceLine').where('tenantId', '=', tenantId).where('invoiceId', '=', invoiceId).execute();
}

/** Per line of an invoice, the quantity its final credit notes took back (a positive number). */
export async function selectCreditedQuantities(tx: Tx, tenantId: string, invoiceId: string): Promise<Map<string, string>> {
  const rows = await tx
    .selectFrom('invoiceLine as l')
    .innerJoin('invoice as c', (join) => join.onRef('c.tenantId', '=', 'l.tenantId').onRef('c.id', '=', 'l.invoiceId'))
    .select(['l.creditedLineId', (eb) => eb.fn.sum<string>('l.amount').as('credited')])
    .where('l.tenantId', '=', tenantId)
    .where('c.creditedInvoiceId', '=', invoiceId)
    .where('c.status', '<>', 'draft')
    .where('l.creditedLineId', 'is not', null)
    .groupBy('l.creditedLineId')
    .execute();
  return new Map(rows.map((r) => [r.creditedLineId ?? '', String(r.credited).replace(/^-/, '')]));
}
