import type { packageStatementQuerySchema } from '@wb/contract/packages';
import { money, toMoneyString } from '@wb/domain/money';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { threadFunction } from '@/platform/worker-thread';
import { findPdfParties } from '@/modules/invoices/invoice-pdf.service';
import { selectBalanceByType, type TypeSumRow } from '@/modules/packages/package-balance.queries';
import type { PackageStatementData, StatementTypeLine } from './package-statement-pdf';
import { selectPackageTransactionPage } from '@/modules/packages/package-transactions.queries';

type StatementQuery = z.output<typeof packageStatementQuerySchema>;

/** The most movements one statement lists; a longer period says so on the statement. */
export const statementMaxTransactions = 5000;

const renderOffThread = threadFunction<PackageStatementData, Buffer>(
  new URL('./package-statement-pdf.ts', import.meta.url),
  'renderPackageStatementPdf',
);

/** The calendar day before an ISO date. */
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const toLine = (row: TypeSumRow): StatementTypeLine => ({
  packageType: row.packageType,
  name: row.customTypeName,
  count: Number(row.netBalance),
  value: toMoneyString(money(row.totalValue)),
});

/**
 * Everything a customer's package statement shows, in the request's transaction: the account (404
 * for another tenant's), the balance per type before `from` and after `to`, and the movements in
 * between, oldest first; in the customer's language unless chosen.
 */
export async function findPackageStatementData(ctx: TenantCtx, query: StatementQuery): Promise<PackageStatementData> {
  const parties = await findPdfParties(ctx, query.accountId);
  const opening = await selectBalanceByType(ctx.tx, ctx.tenantId, { accountId: query.accountId, to: dayBefore(query.from) });
  const closing = await selectBalanceByType(ctx.tx, ctx.tenantId, { accountId: query.accountId, to: query.to });
  const { rows, total } = await selectPackageTransactionPage(
    ctx.tx,
    ctx.tenantId,
    { accountId: query.accountId, from: query.from, to: query.to },
    { column: 'transactionDate', direction: 'asc' },
    statementMaxTransactions,
    0,
  );
  return {
    seller: parties.seller,
    buyer: parties.buyer,
    logo: parties.logo,
    language: query.lang ?? parties.language,
    from: query.from,
    to: query.to,
    opening: opening.map(toLine),
    closing: closing.map(toLine),
    transactions: rows.map((row) => ({
      packageType: row.packageType,
      name: row.customTypeName,
      date: row.date,
      reference: row.reference,
      notes: row.notes,
      delivered: Number(row.quantityDelivered),
      received: Number(row.quantityReceived),
      net: Number(row.netChange),
      value: toMoneyString(money(row.totalValue)),
    })),
    truncated: total > rows.length,
  };
}

/** The statement as a PDF file (rendered off the request's transaction). */
export async function renderPackageStatementFile(data: PackageStatementData): Promise<{ filename: string; content: Buffer }> {
  const content = await renderOffThread(data);
  const name = `emballage-${data.buyer.accountNumber}-${data.from}-${data.to}`.replace(/[^\w.-]+/g, '_');
  return { filename: `${name}.pdf`, content };
}
