import type { Insertable } from 'kysely';
import type { InvoiceLineTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';

export type InvoiceLineValues = Omit<Insertable<InvoiceLineTable>, 'tenantId' | 'invoiceId'> & { id: string };

export type InvoiceLineRow = {
  id: string;
  position: number;
  itemId: string | null;
  orderId: string | null;
  creditedLineId: string | null;
  itemNumber: string;
  itemName: string;
  description: string;
  unit: string;
  vatRate: number;
  amount: string;
  price: string;
  discount: string;
  packageAmount: string | null;
  unitWeight: string | null;
  costPrice: string | null;
  lineNet: string;
};

export async function selectInvoiceLines(tx: Tx, tenantId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  const rows = await tx
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
  return rows.map((row) => ({ ...row, vatRate: Number(row.vatRate) }));
}

/** Inserts lines in chunks (a 5,000-line invoice stays under the bind-parameter limit). */
export async function insertInvoiceLines(tx: Tx, tenantId: string, invoiceId: string, lines: InvoiceLineValues[]): Promise<void> {
  for (let start = 0; start < lines.length; start += 500) {
    const chunk = lines.slice(start, start + 500).map((line) => ({ ...line, tenantId, invoiceId }));
    await tx.insertInto('invoiceLine').values(chunk).execute();
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
