import type { cashBookQuerySchema } from '@wb/contract/cash-book';
import { writeCsv } from '@wb/domain/csv';
import { writeLocalizedNumber } from '@wb/domain/localized-number';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { getCashBook } from './cash-book.service';

const header = ['Date', 'Description', 'Invoice', 'Source', 'Kind', 'VAT rate', 'In', 'Out', 'Balance'];

/** The ledger's period as CSV, the period's opening balance first; `numbers=nl` writes decimals with a comma. */
export async function exportCashBook(ctx: TenantCtx, query: z.output<typeof cashBookQuerySchema>): Promise<string> {
  const book = await getCashBook(ctx, query);
  const decimal = (value: string) => writeLocalizedNumber(value, query.numbers ?? 'en');
  const positive = (value: string) => (value.startsWith('-') ? '' : decimal(value));
  const negative = (value: string) => (value.startsWith('-') ? decimal(value.slice(1)) : '');
  return writeCsv(header, [
    ['', 'Opening balance', '', '', '', '', '', '', decimal(book.periodOpening)],
    ...book.entries.map((e) => [
      e.entryDate,
      e.description,
      e.invoiceNumber ?? '',
      e.source,
      e.kind,
      e.vatRate ?? '',
      positive(e.amount),
      negative(e.amount),
      decimal(e.balance),
    ]),
  ]);
}
