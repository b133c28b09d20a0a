import { sql } from 'kysely';
import {
  type Account,
  type AccountPage,
  accountFieldProblems,
  type BlockAccountInput,
  type createAccountInputSchema,
  type DeleteAccountResult,
  type listAccountsQuerySchema,
  normalizeAccountPostcode,
  type updateAccountInputSchema,
} from '@wb/contract/accounts';
import type { z } from 'zod';
import { constraintOf, isForeignKeyViolation, isUniqueViolation, referencingTableOf, withSavepoint } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { notFound, fieldError, invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { type IdPageRequest, selectIdPage } from '@/platform/lists/id-page';
import { pagePosition } from '@/platform/lists/keyset';
import { type ListSearch, listSearch, searchCondition } from '@/platform/lists/search-sql';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { assignNumber } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { type AccountValues, newAccountValues, toAccount } from './account-record';
import { findAccountUsage } from './account-usage';
import {
  accountFilterConditions,
  deleteAccountRow,
  insertAccounts,
  selectAccount,
  selectAccountNumberTaken,
  selectAccountsByIds,
  updateAccountBlock,
  updateAccountRow,
} from './accounts.queries';

type ListQuery = z.output<typeof listAccountsQuerySchema>;

/** Sort fields of the list, as columns of the search view. */
const sortColumns: Record<string, string> = {
  accountNumber: 'account_number',
  companyName: 'company_name',
  city: 'city',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

const accountNotFound = () => notFound('account');

export type AccountListQuery = Omit<ListQuery, 'page' | 'pageSize'>;

/**
 * One page of the list: the search view chooses the ids (the search with its index, the filters,
 * the order, the total; fuzzy when the search settings say so), the rows are read under RLS.
 */
export async function findAccountRows(
  ctx: TenantCtx,
  query: AccountListQuery,
  limit: number,
  offset: number,
  countAll = false,
  keyset?: IdPageRequest['keyset'],
) {
  const { tenantId } = ctx;
  const settings = await getSettingsSection(ctx, 'search');
  const page = await selectIdPage(ctx.tx, 'account', tenantId, {
    filters: accountFilterConditions(query),
    search: accountSearch(tenantId, query.q, settings),
    sort: parseSort(query.sort, sortColumns, { column: 'company_name', direction: 'asc' }),
    limit,
    offset,
    fuzzyLimit: settings.resultsLimit,
    countAll,
    keyset,
  });
  const rows = await selectAccountsByIds(ctx.tx, tenantId, page.ids);
  return { rows, total: page.total, totalExact: page.totalExact, count: page.count, cursors: page.cursors };
}

/**
 * An account's search text without its contact's names (contact person, first and last name: one
 * run of the generated search_text, migration 0041), read from the account row beside the view's.
 */
const textWithoutContact = (tenantId: string) =>
  sql<string>`(select replace(a.search_text, lower(a.contact_person || ' ' || a.first_name || ' ' || a.last_name), ' ')
  from account a where a.tenant_id = ${tenantId} and a.id = v.id)`;

/**
 * The accounts' search. Settings → Search → showContactInClientSearch (default on): accounts are
 * also found by their contact's names; off, a term must match elsewhere in the account (the
 * search_text condition stays, so the trigram index still narrows).
 */
function accountSearch(
  tenantId: string,
  q: string | undefined,
  settings: { fuzzySearch: boolean; showContactInClientSearch: boolean },
): ListSearch {
  const search = listSearch('v.search_text', q, { fuzzy: settings.fuzzySearch });
  if (settings.showContactInClientSearch || !search.condition) return search;
  const outsideContact = searchCondition(textWithoutContact(tenantId), search.query);
  return { ...search, condition: sql<boolean>`(${search.condition} and ${outsideContact})` };
}

export async function findAccounts(ctx: TenantCtx, query: ListQuery): Promise<AccountPage> {
  const at = pagePosition('accounts', query, 2);
  const offset = pageOffset(at.page, query.pageSize);
  const { rows, total, totalExact, count, cursors } = await findAccountRows(ctx, query, query.pageSize, offset, false, at);
  return { items: rows.map(toAccount), total, totalExact, count, cursors, page: at.page, pageSize: query.pageSize };
}

/**
 * Quick search for pickers (an order's account) by name, number or city, at most the search results
 * limit: the active accounts, or also the inactive ones (`any`).
 */
export async function searchAccounts(ctx: TenantCtx, term: string, status: 'active' | 'any' = 'active'): Promise<Account[]> {
  const { resultsLimit } = await getSettingsSection(ctx, 'search');
  const { rows } = await findAccountRows(ctx, { q: term, ...(status === 'active' ? { status } : {}) }, resultsLimit, 0);
  return rows.map(toAccount);
}

export async function getAccount(ctx: TenantCtx, id: string): Promise<Account> {
  const row = await selectAccount(ctx.tx, ctx.tenantId, id);
  if (!row) throw accountNotFound();
  return toAccount(row);
}

/**
 * The account an order is being made for: refused when it is blocked by administration or
 * inactive (business §2, §5). The orders module calls this in its own transaction.
 */
export async function getOrderableAccount(ctx: TenantCtx, id: string): Promise<Account> {
  const account = await getAccount(ctx, id);
  if (account.blocked) throw fieldError('ACCOUNT_BLOCKED', 'accountId', 'accounts.blocked');
  if (account.status === 'inactive') {
    throw fieldError('CONFLICT', 'accountId', 'accounts.inactive');
  }
  return account;
}

function checkRules(values: { country: string; postalCode: string }): void {
  const problems = accountFieldProblems(values);
  if (problems.length) throw invalidFields(problems);
}

const numberTaken = () => fieldError('CONFLICT', 'accountNumber', 'accounts.numberInUse');

export async function createAccount(ctx: TenantCtx, input: z.output<typeof createAccountInputSchema>): Promise<Account> {
  const { tenantId } = ctx;
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

export async function updateAccount(ctx: TenantCtx, id: string, input: z.output<typeof updateAccountInputSchema>): Promise<Account> {
  const { tenantId } = ctx;
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
export async function deleteAccount(ctx: TenantCtx, id: string): Promise<DeleteAccountResult> {
  const { tenantId } = ctx;
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

export async function blockAccount(ctx: TenantCtx, id: string, input: BlockAccountInput): Promise<Account> {
  const { tenantId } = ctx;
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

export async function unblockAccount(ctx: TenantCtx, id: string): Promise<Account> {
  const { tenantId } = ctx;
  const row = await selectAccount(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw accountNotFound();
  if (row.blockedAt) {
    await updateAccountBlock(ctx.tx, tenantId, id, null);
    await auditAccount(ctx, 'account.unblocked', id, { previousReason: row.blockedReason });
  }
  return getAccount(ctx, id);
}

export function auditAccount(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(ctx.tx, {
    tenantId: ctx.tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action,
    target: `account:${id}`,
    ip: ctx.ip,
    details,
  });
}

/** The table whose rows still refer to the account, from a foreign-key failure. */
function referencingTable(err: unknown): string {
  return referencingTableOf(err) || 'other records';
}

/** A unique-key failure on insert (two requests took the same typed number at once) as a 409. */
export function isAccountNumberClash(err: unknown): boolean {
  return isUniqueViolation(err) && constraintOf(err) === 'account_tenant_id_account_number_key';
}
