import type { exportQuotesQuerySchema } from '@wb/contract/quotes';
import { writeCsv } from '@wb/domain/csv';
import { writeLocalizedNumber } from '@wb/domain/localized-number';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { selectQuotePage } from './quotes.queries';
import { quoteSort } from './quotes.service';

const header = ['Quote number', 'Customer', 'Status', 'Quote date', 'Valid until', 'Lines', 'Net', 'Gross'];

/** The filtered list as CSV (every row, in the list's order); `numbers=nl` writes decimals with a comma. */
export async function exportQuotes(ctx: TenantCtx, query: z.output<typeof exportQuotesQuerySchema>): Promise<string> {
  const { sort, numbers, ...filter } = query;
  const rows = await selectQuotePage(ctx.tx, ctx.tenantId, filter, quoteSort(sort), null);
  const decimal = (value: string) => writeLocalizedNumber(value, numbers ?? 'en');
  return writeCsv(
    header,
    rows.map((row) => [
      row.quoteNumber,
      row.accountName,
      row.status,
      row.quoteDate,
      row.validUntil,
      row.lineCount,
      decimal(row.net),
      decimal(row.gross),
    ]),
  );
}
