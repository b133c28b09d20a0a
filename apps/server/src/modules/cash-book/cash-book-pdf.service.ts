import type { cashBookPdfQuerySchema } from '@wb/contract/cash-book';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { getSettingsSection } from '@/modules/settings/settings.service';
import type { CashBookPdfData } from './cash-book-pdf';
import { getCashBook } from './cash-book.service';

/** A ledger's month for the PDF, gathered in the request's transaction (rendered after it). */
export async function findCashBookPdfData(ctx: TenantCtx, query: z.output<typeof cashBookPdfQuerySchema>): Promise<CashBookPdfData> {
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const book = await getCashBook(ctx, { ledgerId: query.ledgerId, year, fromMonth: month, toMonth: month });
  const company = await getSettingsSection(ctx, 'companyDetails');
  const ledger = book.ledgers.find((l) => l.id === book.ledgerId);
  return {
    book,
    companyName: company.name,
    ledgerName: ledger ? [ledger.code, ledger.name].filter(Boolean).join(' ') : '',
    month: query.month,
    language: query.lang ?? 'nl',
  };
}
