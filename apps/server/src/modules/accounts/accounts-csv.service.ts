import {
  accountFieldProblems,
  createAccountInputSchema,
  type listAccountsQuerySchema,
  normalizeAccountPostcode,
} from '@wb/contract/accounts';
import type { CsvImportPreview, CsvImportResult } from '@wb/contract/master-data-fields';
import { writeCsv } from '@wb/domain/csv';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { assertImportValid, importPreview, markDuplicates, nextTurn, readImport } from '@/platform/lists/csv-import';
import { type InTransaction, writeInChunks } from '@/platform/lists/import-chunks';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { takeNextNumbers } from '@/modules/numbering/numbering.service';
import { newAccountValues, toAccount } from './account-record';
import { accountCsvExportRow, accountCsvFields, accountCsvHeader, accountCsvInput } from './accounts-csv';
import { deleteAccountsById, insertAccounts, selectTakenAccountNumbers } from './accounts.queries';
import { auditAccount, findAccountRows } from './accounts.service';

/** At most this many accounts in one export (a whole customer file). */
const maxExportRows = 200_000;

/**
 * Reads and checks every row: fields, Dutch formats, and account numbers unique in the file and the
 * database. Only the reads of settings and taken numbers are in a transaction (a short one): the
 * checks of 10,000 rows take a second or more of CPU, in turns (see readImport).
 */
async function readAccountImport(inTransaction: InTransaction, csv: string) {
  const { columns, rows } = await readImport(csv, accountCsvFields, createAccountInputSchema, accountCsvInput);
  const given = rows.map((row) => row.values.accountNumber ?? '').filter(Boolean);
  const { numbering, paymentTerms, taken } = await inTransaction(async (ctx) => {
    const { tenantId } = ctx;
    return {
      numbering: await getSettingsSection(ctx, 'numbering'),
      paymentTerms: (await getSettingsSection(ctx, 'invoices')).defaultPaymentTerms,
      taken: await selectTakenAccountNumbers(ctx.tx, tenantId, given),
    };
  });
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % 500 === 0) await nextTurn();
    if (row.input) {
      row.input = normalizeAccountPostcode({ ...row.input, country: row.input.country ?? 'NL' });
      row.errors.push(...accountFieldProblems({ country: row.input.country ?? 'NL', postalCode: row.input.postalCode ?? '' }));
    }
    if (!numbering.autoGenerateAccountNumber && !row.values.accountNumber)
      row.errors.push({ path: 'accountNumber', key: 'validation.required' });
  }
  markDuplicates(rows, (row) => row.values.accountNumber ?? null, taken, 'accountNumber', 'accounts.numberInUse');
  return { columns, rows, paymentTerms };
}

/** What an import would do; nothing is written. */
export async function previewAccountImport(inTransaction: InTransaction, csv: string): Promise<CsvImportPreview> {
  const { columns, rows } = await readAccountImport(inTransaction, csv);
  return importPreview(columns, rows);
}

/**
 * Imports every row, or none: a file with any problem is refused whole. Rows without an account
 * number get the next numbers of the series; rows with one keep it (a customer file moved from
 * another package keeps its numbers). Written in transactions of 100 rows, so other requests are
 * served meanwhile; a failing part removes the parts before it (see writeInChunks).
 */
export async function importAccounts(inTransaction: InTransaction, csv: string): Promise<CsvImportResult> {
  const { rows, paymentTerms } = await readAccountImport(inTransaction, csv);
  const inputs = assertImportValid(rows);
  const records = inputs.map((input) => ({
    ...newAccountValues(input, { paymentTerms }),
    id: newId(),
    accountNumber: input.accountNumber?.trim() ?? '',
  }));
  await writeInChunks(
    inTransaction,
    records,
    async (ctx, chunk) => {
      const { tenantId } = ctx;
      const unnumbered = chunk.filter((record) => !record.accountNumber);
      const numbers = await takeNextNumbers(ctx, 'account', unnumbered.length);
      for (const [i, record] of unnumbered.entries()) record.accountNumber = numbers[i] ?? '';
      await insertAccounts(ctx.tx, tenantId, chunk);
    },
    (ctx, chunk) =>
      deleteAccountsById(
        ctx.tx,
        ctx.tenantId,
        chunk.map((record) => record.id),
      ),
  );
  await inTransaction((ctx) => auditAccount(ctx, 'account.imported', 'csv', { count: records.length }));
  return { created: records.length };
}

/** The filtered list as CSV (semicolons, UTF-8 with BOM, as Dutch Excel opens it). */
export async function exportAccounts(
  ctx: TenantCtx,
  query: Omit<z.output<typeof listAccountsQuerySchema>, 'page' | 'pageSize'> & { numbers?: 'en' | 'nl' },
): Promise<string> {
  const { rows } = await findAccountRows(ctx, { ...query, sort: query.sort ?? 'accountNumber' }, maxExportRows, 0, true);
  return writeCsv(
    accountCsvHeader,
    rows.map((row) => accountCsvExportRow(toAccount(row), query.numbers)),
  );
}
