import {
  accountFieldProblems,
  createAccountInputSchema,
  type listAccountsQuerySchema,
  normalizeAccountPostcode,
} from '@wb/contract/accounts';
import type { CsvImportPreview, CsvImportResult } from '@wb/contract/master-data-fields';
import { writeCsv } from '@wb/domain/csv';
import type { z } from 'zod';
import type { Ctx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { assertImportValid, importPreview, markDuplicates, readImport } from '@/platform/lists/csv-import';
import { requireTenantId } from '@/platform/tenant-scope';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import { newAccountValues, toAccount } from './account-record';
import { accountCsvExportRow, accountCsvFields, accountCsvHeader, accountCsvInput } from './accounts-csv';
import { insertAccounts, selectTakenAccountNumbers } from './accounts.queries';
import { auditAccount, findAccountRows } from './accounts.service';

/** At most this many accounts in one export (a whole customer file). */
const maxExportRows = 200_000;

/** Reads and checks every row: fields, Dutch formats, and account numbers unique in the file and the database. */
async function readAccountImport(ctx: Ctx, csv: string) {
  const tenantId = requireTenantId(ctx);
  const { columns, rows } = readImport(csv, accountCsvFields, createAccountInputSchema, accountCsvInput);
  const numbering = await getSettingsSection(ctx, 'numbering');
  for (const row of rows) {
    if (row.input) {
      row.input = normalizeAccountPostcode({ ...row.input, country: row.input.country ?? 'NL' });
      row.errors.push(...accountFieldProblems({ country: row.input.country ?? 'NL', postalCode: row.input.postalCode ?? '' }));
    }
    if (!numbering.autoGenerateAccountNumber && !row.values.accountNumber)
      row.errors.push({ path: 'accountNumber', message: 'This field is required' });
  }
  const given = rows.map((row) => row.values.accountNumber ?? '').filter(Boolean);
  const taken = await selectTakenAccountNumbers(ctx.tx, tenantId, given);
  markDuplicates(rows, (row) => row.values.accountNumber ?? null, taken, 'accountNumber', 'This account number is already in use');
  return { columns, rows };
}

/** What an import would do; nothing is written. */
export async function previewAccountImport(ctx: Ctx, csv: string): Promise<CsvImportPreview> {
  const { columns, rows } = await readAccountImport(ctx, csv);
  return importPreview(columns, rows);
}

/**
 * Imports every row in the request's one transaction, or none: a file with any problem is
 * refused whole. Rows without an account number get the next number of the series; rows with one
 * keep it (a customer file moved from another package keeps its numbers).
 */
export async function importAccounts(ctx: Ctx, csv: string): Promise<CsvImportResult> {
  const tenantId = requireTenantId(ctx);
  const { rows } = await readAccountImport(ctx, csv);
  const inputs = assertImportValid(rows);
  const { defaultPaymentTerms } = await getSettingsSection(ctx, 'invoices');
  const records = [];
  for (const input of inputs) {
    const accountNumber = input.accountNumber?.trim() || (await takeNextNumber(ctx, 'account'));
    records.push({ ...newAccountValues(input, { paymentTerms: defaultPaymentTerms }), id: newId(), accountNumber });
  }
  await insertAccounts(ctx.tx, tenantId, records);
  await auditAccount(ctx, 'account.imported', 'csv', { count: records.length });
  return { created: records.length };
}

/** The filtered list as CSV (semicolons, UTF-8 with BOM, as Dutch Excel opens it). */
export async function exportAccounts(
  ctx: Ctx,
  query: Omit<z.output<typeof listAccountsQuerySchema>, 'page' | 'pageSize'> & { numbers?: 'en' | 'nl' },
): Promise<string> {
  const { rows } = await findAccountRows(ctx, { ...query, sort: query.sort ?? 'accountNumber' }, maxExportRows, 0, true);
  return writeCsv(
    accountCsvHeader,
    rows.map((row) => accountCsvExportRow(toAccount(row), query.numbers)),
  );
}
