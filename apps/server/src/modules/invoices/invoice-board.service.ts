import type { InvoiceBoard, invoiceBoardQuerySchema } from '@wb/contract/invoices';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { todayInCompanyZone } from '@wb/domain/today';
import { toInvoiceSummary } from './invoice-record';
import { selectInvoiceStatuses } from './invoice-statuses.queries';
import { selectInvoiceBoard } from './invoices.queries';

type BoardQuery = z.output<typeof invoiceBoardQuerySchema>;

/** The invoice kanban: a column per configured status in the statuses' order, each with its latest changed invoices. */
export async function findInvoiceBoard(ctx: TenantCtx, query: BoardQuery): Promise<InvoiceBoard> {
  const today = todayInCompanyZone();
  const [statuses, rows] = await Promise.all([
    selectInvoiceStatuses(ctx.tx, ctx.tenantId),
    selectInvoiceBoard(ctx.tx, ctx.tenantId, { ...query, today }, query.perStatus),
  ]);
  const columns = new Map(
    statuses.map((s) => [s.code, { status: s.code, total: 0, items: [] as InvoiceBoard['columns'][number]['items'] }]),
  );
  for (const row of rows) {
    const summary = toInvoiceSummary(row, today);
    const column = columns.get(summary.status);
    if (!column) continue;
    column.total = Number(row.total);
    column.items.push(summary);
  }
  return { columns: [...columns.values()] };
}
