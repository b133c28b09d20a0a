import type { exportPurchaseOrdersQuerySchema } from '@wb/contract/purchase-orders';
import { writeCsv } from '@wb/domain/csv';
import { writeLocalizedNumber } from '@wb/domain/localized-number';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { selectPurchaseOrderPage } from './purchase-orders.queries';
import { purchaseOrderSort } from './purchase-orders.service';

const header = ['PO number', 'Supplier', 'Status', 'Order date', 'Expected date', 'Lines', 'Net', 'Gross', 'Received at'];

/** The filtered list as CSV (every row, in the list's order); `numbers=nl` writes decimals with a comma. */
export async function exportPurchaseOrders(ctx: TenantCtx, query: z.output<typeof exportPurchaseOrdersQuerySchema>): Promise<string> {
  const { sort, numbers, ...filter } = query;
  const rows = await selectPurchaseOrderPage(ctx.tx, ctx.tenantId, filter, purchaseOrderSort(sort), null);
  const decimal = (value: string) => writeLocalizedNumber(value, numbers ?? 'en');
  return writeCsv(
    header,
    rows.map((row) => [
      row.poNumber,
      row.supplierName,
      row.status,
      row.orderDate,
      row.expectedDate,
      row.lineCount,
      decimal(row.net),
      decimal(row.gross),
      row.receivedAt?.toISOString() ?? '',
    ]),
  );
}
