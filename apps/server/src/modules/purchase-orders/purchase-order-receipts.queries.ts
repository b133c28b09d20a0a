import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

const receiptColumns = [
  'r.id',
  'r.lineId',
  'r.quantity',
  'r.units',
  'r.lotId',
  'r.lotNumber',
  sql<string | null>`r.expiry_date::text`.as('expiryDate'),
  'r.stockBooked',
  'r.receivedAt',
  'r.reversedAt',
  'u.firstName',
  'u.lastName',
  'u.email',
] as const;

/** The receipts of a purchase order, oldest first, with who received them. */
export function selectReceipts(tx: Tx, tenantId: string, purchaseOrderId: string) {
  return tx
    .selectFrom('purchaseOrderReceipt as r')
    .leftJoin('appUser as u', 'u.id', 'r.receivedBy')
    .select(receiptColumns)
    .where('r.tenantId', '=', tenantId)
    .where('r.purchaseOrderId', '=', purchaseOrderId)
    .orderBy('r.receivedAt')
    .orderBy('r.id')
    .execute();
}

export function selectReceipt(tx: Tx, tenantId: string, purchaseOrderId: string, receiptId: string) {
  return tx
    .selectFrom('purchaseOrderReceipt as r')
    .leftJoin('appUser as u', 'u.id', 'r.receivedBy')
    .select(receiptColumns)
    .where('r.tenantId', '=', tenantId)
    .where('r.purchaseOrderId', '=', purchaseOrderId)
    .where('r.id', '=', receiptId)
    .executeTakeFirst();
}

export type ReceiptRow = Awaited<ReturnType<typeof selectReceipts>>[number];

export async function insertReceipt(
  tx: Tx,
  tenantId: string,
  row: {
    id: string;
    purchaseOrderId: string;
    lineId: string;
    quantity: string;
    units: string;
    lotId: string | null;
    lotNumber: string | null;
    expiryDate: string | null;
    stockBooked: boolean;
    receivedBy: string | null;
    receivedAt?: Date;
  },
): Promise<void> {
  await tx
    .insertInto('purchaseOrderReceipt')
    .values({ ...row, tenantId })
    .execute();
}

export async function updateReceiptReversed(tx: Tx, tenantId: string, receiptId: string, reversedBy: string | null): Promise<void> {
  await tx
    .updateTable('purchaseOrderReceipt')
    .set({ reversedAt: new Date(), reversedBy })
    .where('tenantId', '=', tenantId)
    .where('id', '=', receiptId)
    .execute();
}

/** The demo only: a purchase order's receipts (and its full receipt, if any) dated back to the day the goods came. */
export async function updateDemoReceivedAt(tx: Tx, tenantId: string, purchaseOrderId: string, receivedAt: Date): Promise<void> {
  await tx
    .updateTable('purchaseOrderReceipt')
    .set({ receivedAt })
    .where('tenantId', '=', tenantId)
    .where('purchaseOrderId', '=', purchaseOrderId)
    .execute();
  await tx
    .updateTable('purchaseOrder')
    .set({ receivedAt })
    .where('tenantId', '=', tenantId)
    .where('id', '=', purchaseOrderId)
    .where('receivedAt', 'is not', null)
    .execute();
}
