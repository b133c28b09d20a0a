import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { caller, statusIds } from '../orders/order-test-kit';

/** Helpers the invoice tests share: delivered orders made over the API, and typed answers. */
export type InvoiceBody = {
  id: string;
  kind: string;
  invoiceNumber: string | null;
  status: string;
  paymentStatus: string;
  dueDate: string;
  paymentTerms: number;
  version: number;
  totals: { net: string; vat: string; gross: string; vatBreakdown: Array<{ rate: number; base: string; vat: string }> };
  outstandingAmount: string;
  creditedAmount: string;
  creditedInvoice: { id: string; invoiceNumber: string | null } | null;
  orderIds: string[];
  creditNoteIds: string[];
  lines: Array<{ id: string; description: string; quantity: string; lineNet: string; orderId: string | null; itemNumber: string }>;
};

/** An order for `accountId` with the given lines, moved straight to the delivering status (stock received first). */
export async function deliveredOrder(
  t: TestApp,
  token: string,
  accountId: string,
  lines: Array<{ itemId: string; amount: string }>,
): Promise<{ id: string; orderNumber: string }> {
  const call = caller(t);
  const status = await statusIds(t, token);
  await call(token, 'POST', '/order-status-transitions', { fromStatusId: status.pending, toStatusId: status.delivered });
  for (const line of lines) {
    const res = await call(token, 'POST', `/items/${line.itemId}/stock-movements`, { kind: 'receipt', quantity: line.amount });
    expect(res.statusCode, res.body).toBe(201);
  }
  const created = await call(token, 'POST', '/orders', { accountId, lines });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as unknown as { id: string; orderNumber: string };
  const moved = await call(token, 'POST', `/orders/${order.id}/status`, { statusId: status.delivered });
  expect(moved.statusCode, moved.body).toBe(200);
  return order;
}
