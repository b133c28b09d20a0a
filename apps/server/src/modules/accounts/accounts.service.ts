import {
  type Account,
  type AccountPage,
  accountFieldProblems,
  accountMessages,
  type BlockAccountInput,
  type createAccountInputSchema,
  type DeleteAccountResult,
  type listAccountsQuerySchema,
  normalizeAccountPostcode,
  type updateAccountInputSchema,
} from '@wb/contract/accounts';
import type { z } from 'zod';
import { constraintOf, isForeignKeyViolation, isUniqueViolation, withSavepoint } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { AppError, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { searchConditionFor } from '@/platform/lists/search-sql';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { requireTenantId } from '@/platform/tenant-scope';
import { assignNumber } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { type AccountValues, newAccountValues, toAccount } from './account-record';
import { findAccountUsage } from './account-usage';
import {
  type AccountFilter,
  type AccountSortColumn,
  countAccounts,
  deleteAccountRow,
  insertAccounts,
  selectAccount,
  selectAccountNumberTaken,
  selectAccountPage,
  updateAccountBlock,
  updateAccountRow,
} from './accounts.queries';

type ListQuery = z.output<typeof listAccountsQuerySchema>;

const sortColumns: Record<string, AccountSortColumn> = {
  accountNumber: 'a.accountNumber',
  companyName: 'a.companyName',
  city: 'a.city',
  createdAt: 'a.createdAt',
  updatedAt: 'a.updatedAt',
};

const accountNotFound = () => notFound('Account');

/** The list's filter from its query: the search (fuzzy as the search settings say) and the filters. */
export async function accountFilterOf(ctx: Ctx, query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<AccountFilter> {
  const { fuzzySearch } = await getSettingsSection(ctx, 'search');
  return {
    search: searchConditionFor('a.search_text', query.q, { fuzzy: fuzzySearch }),
    status: query.status,
    type: query.type,
    blocked: query.blocked,
  };
}

export async function findAccounts(ctx: Ctx, query: ListQuery): Promise<AccountPage> {
  const tenantId = requireTenantId(ctx);
  const filter = await accountFilterOf(ctx, query);
  const sort = parseSort(query.sort, sortColumns, { column: 'a.companyName', direction: 'asc' });
  const rows = await selectAccountPage(ctx.tx, tenantId, filter, sort, {
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  });
  const total =
    rows.length < query.pageSize && (query.page === 1 || rows.length > 0)
      ? pageOffset(query.page, query.pageSize) + rows.length
      : await countAccounts(ctx.tx, tenantId, filter);
  return { items: rows.map(toAccount), total, page: query.page, pageSize: query.pageSize };
}

/** Quick search for pickers: active accounts first by name, at most the search results limit. */
export async function searchAccounts(ctx: Ctx, term: string): Promise<Account[]> {
  const tenantId = requireTenantId(ctx);
  const { fuzzySearch, resultsLimit } = await getSettingsSection(ctx, 'search');
  const filter: AccountFilter = { search: searchConditionFor('a.search_text', term, { fuzzy: fuzzySearch }), status: 'active' };
  const rows = await selectAccountPage(
    ctx.tx,
    tenantId,
    filter,
    { column: 'a.companyName', direction: 'asc' },
    { limit: resultsLimit, offset: 0 },
  );
  return rows.map(toAccount);
}

export async function getAccount(ctx: Ctx, id: string): Promise<Account> {
  const row = await selectAccount(ctx.tx, requireTenantId(ctx), id);
  if (!row) throw accountNotFound();
  return toAccount(row);
}

/**
 * The account an order is being made for: refused when it is blocked by administration or
 * inactive (business §2, §5). The orders module calls this in its own transaction.
 */
export async function getOrderableAccount(ctx: Ctx, id: string): Promise<Account> {
  const account = await getAccount(ctx, id);
  if (account.blocked)
    throw new AppError('ACCOUNT_BLOCKED', accountMessages.blocked, [{ path: 'accountId', message: accountMessages.blocked }]);
  if (account.status === 'inactive') {
    throw new AppError('CONFLICT', 'This account is inactive', [{ path: 'accountId', message: 'This account is inactive' }]);
  }
  return account;
}

function checkRules(values: { country: string; postalCode: string }): void {
  const problems = accountFieldProblems(values);
  if (problems.length) throw new AppError('VALIDATION_FAILED', `${problems[0]?.path}: ${problems[0]?.message}`, problems);
}

const numberTaken = () =>
  new AppError('CONFLICT', 'This account number is already in use', [
    { path: 'accountNumber', message: 'This account number is already in use' },
  ]);

export async function createAccount(ctx: Ctx, input: z.output<typeof createAccountInputSchema>): Promise<Account> {
  const tenantId = requireTenantId(ctx);
  const { defaultPaymentTerms } = await getSettingsSection(ctx, 'invoices');
  const values = normalizeAccountPostcode(newAccountValues(input, { paymentTerms: defaultPaymentTerms }));
  checkRules(values);
  const accountNumber = await assignNumber(ctx, 'account', input.accountNumber);
  if (await selectAccountNumberTaken(ctx.tx, tenantId, accountNumber)) throw numberTaken();
  const id = newId();
  await insertAccounts(ctx.tx, tenantId, [{ ...values, id, accountNumber }]).catch((err) => {
    throw isAccountNumberClash(err) ? numberTaken() : err;
  });
  await auditAccount(ctx, 'account.created', id, { accountNumber, companyName: values.companyName });
  return getAccount(ctx, id);
}

export async function updateAccount(ctx: Ctx, id: string, input: z.output<typeof updateAccountInputSchema>): Promise<Account> {
  const tenantId = requireTenantId(ctx);
  const row = await selectAccount(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw accountNotFound();
  const { accountNumber: typedNumber, ...fields } = input;
  const merged = normalizeAccountPostcode({ ...toAccount(row), ...fields });
  checkRules(merged);
  const changes: Partial<AccountValues> & { accountNumber?: string } = {};
  for (const [key, value] of Object.entries(fields) as Array<[keyof AccountValues, unknown]>) {
    const next = key === 'postalCode' ? merged.postalCode : value;
    if (next !== undefined && String(next) !== String(row[key])) (changes as Record<string, unknown>)[key] = next;
  }
  // The account number changes only where numbers are typed in (not made by the numbering settings).
  const numbering = await getSettingsSection(ctx, 'numbering');
  const number = typedNumber?.trim();
  if (number && !numbering.autoGenerateAccountNumber && number !== row.accountNumber) {
    if (await selectAccountNumberTaken(ctx.tx, tenantId, number, id)) throw numberTaken();
    changes.accountNumber = number;
  }
  if (Object.keys(changes).length) {
    await updateAccountRow(ctx.tx, tenantId, id, changes);
    await auditAccount(ctx, 'account.updated', id, { fields: Object.keys(changes) });
  }
  return getAccount(ctx, id);
}

/**
 * Deletes an account that nothing refers to; one with orders, invoices or payments (or any other
 * record with a foreign key to it) is made inactive instead, and the answer says so.
 */
export async function deleteAccount(ctx: Ctx, id: string): Promise<DeleteAccountResult> {
  const tenantId = requireTenantId(ctx);
  const row = await selectAccount(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw accountNotFound();
  const usedBy = await findAccountUsage(ctx.tx, tenantId, id);
  if (!usedBy.length) {
    try {
      await withSavepoint(ctx.tx, () => deleteAccountRow(ctx.tx, tenantId, id));
      await auditAccount(ctx, 'account.deleted', id, { accountNumber: row.accountNumber, companyName: row.companyName });
      return { deleted: true, deactivated: false, usedBy: [] };
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
      usedBy.push(referencingTable(err));
    }
  }
  if (row.status !== 'inactive') await updateAccountRow(ctx.tx, tenantId, id, { status: 'inactive' });
  await auditAccount(ctx, 'account.deactivated', id, { accountNumber: row.accountNumber, usedBy });
  return { deleted: false, deactivated: true, usedBy };
}

export async function blockAccount(ctx: Ctx, id: string, input: BlockAccountInput): Promise<Account> {
  const tenantId = requireTenantId(ctx);
  const row = await selectAccount(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw accountNotFound();
  await updateAccountBlock(ctx.tx, tenantId, id, {
    blockedAt: new Date(),
    blockedReason: input.reason,
    blockedBy: ctx.principal?.userId ?? null,
  });
  await auditAccount(ctx, 'account.blocked', id, { reason: input.reason });
  return getAccount(ctx, id);
}

export async function unblockAccount(ctx: Ctx, id: string): Promise<Account> {
  const tenantId = requireTenantId(ctx);
  const row = await selectAccount(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw accountNotFound();
  if (row.blockedAt) {
    await updateAccountBlock(ctx.tx, tenantId, id, null);
    await auditAccount(ctx, 'account.unblocked', id, { previousReason: row.blockedReason });
  }
  return getAccount(ctx, id);
}

export function auditAccount(ctx: Ctx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(ctx.tx, {
    tenantId: requireTenantId(ctx),
    actorUserId: ctx.principal?.userId ?? null,
    action,
    target: `account:${id}`,
    ip: ctx.ip,
    details,
  });
}

/** The table whose rows still refer to the account, from a foreign-key failure. */
function referencingTable(err: unknown): string {
  const table = typeof err === 'object' && err !== null && 'table' in err ? String((err as { table: unknown }).table) : '';
  return table || 'other records';
}

/** A unique-key failure on insert (two requests took the same typed number at once) as a 409. */
export function isAccountNumberClash(err: unknown): boolean {
  return isUniqueViolation(err) && constraintOf(err) === 'account_tenant_id_account_number_key';
}
