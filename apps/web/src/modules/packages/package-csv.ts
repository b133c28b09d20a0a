import type { ListPackageTransactionsQuery, PackageTransaction } from '@wb/contract/packages';
import type { TFunction } from 'i18next';
import { writeCsv } from '@wb/domain/csv';
import { api } from '@/app/api/api-client';
import { originLabel, packageTypeLabel } from './package-labels';

const pageSize = 200;
const maxPages = 50;

/**
 * The rows as CSV (semicolons, as Dutch spreadsheets read them; ISO dates and plain decimals), by the
 * shared writer: a note starting with = + - @ is defused, not read as a formula.
 */
export function packageCsv(t: TFunction, rows: PackageTransaction[]): string {
  const fields = [
    'date',
    'accountNumber',
    'account',
    'packageType',
    'quantityDelivered',
    'quantityReceived',
    'netChange',
    'unitValue',
    'totalValue',
    'reference',
    'origin',
    'notes',
  ];
  const header = fields.map((f) => t(`packages:fields.${f}`));
  const lines = rows.map((r) => [
    r.date,
    r.accountNumber,
    r.companyName,
    packageTypeLabel(t, r),
    r.quantityDelivered,
    r.quantityReceived,
    r.netChange,
    r.unitValue,
    r.totalValue,
    r.reference,
    originLabel(t, r),
    r.notes,
  ]);
  return writeCsv(header, lines);
}

/** Every transaction the filters show (up to 10,000), downloaded as a CSV file. */
export async function exportPackageCsv(t: TFunction, filter: Omit<ListPackageTransactionsQuery, 'page' | 'pageSize'>) {
  const rows: PackageTransaction[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await api('GET /packages/transactions', { query: { ...filter, page, pageSize } });
    rows.push(...result.items);
    if (rows.length >= result.total || result.items.length < pageSize) break;
  }
  const url = URL.createObjectURL(new Blob([packageCsv(t, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'package-transactions.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
