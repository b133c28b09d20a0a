import { todayInCompanyZone } from '@wb/domain/today';
import { withSavepoint } from '@/db/savepoint';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { creditInvoice } from './invoice-finalise.service';
import { convertOrdersToInvoices, findInvoiceableOrders } from './invoice-from-orders.service';
import { getInvoice } from './invoices.service';

/**
 * Demo invoices, made from the demo's delivered orders through the invoices service like a person
 * would: the older two thirds final (numbered, dated today), the newest drafts
 * still to check; one final invoice partly credited for damaged goods. Nothing is sent.
 */
export async function seedDemoInvoices(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const orders = (await findInvoiceableOrders(ctx, {})).sort((a, b) =>
    (a.deliveryDate ?? a.orderDate).localeCompare(b.deliveryDate ?? b.orderDate),
  );
  const finalCount = Math.ceil((orders.length * 2) / 3);
  const made: string[] = [];
  for (const [index, order] of orders.entries()) {
    try {
      const { invoices } = await withSavepoint(tx, () =>
        convertOrdersToInvoices(ctx, {
          orderIds: [order.id],
          // Dated today: the payments demo and the sales history took the numbers of earlier
          // days, and INV- numbers rise with invoice dates.
          invoiceDate: todayInCompanyZone(),
          finalise: index < finalCount,
        }),
      );
      for (const invoice of invoices) if (invoice.invoiceNumber) made.push(invoice.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  const credited = made[0];
  if (credited) {
    await withSavepoint(tx, async () => {
      const invoice = await getInvoice(ctx, credited);
      const line = invoice.lines[0];
      if (!line) return;
      await creditInvoice(ctx, credited, {
        reason: 'Eén doos beschadigd geleverd',
        lines: [{ lineId: line.id, quantity: '1' }],
      });
    }).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
    });
  }
  return made.length;
}
