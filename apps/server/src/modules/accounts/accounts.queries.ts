import { type RawBuilder, sql } from 'kysely';
import type { AccountStatus, AccountType } from '@wb/contract/accounts';
import type { Tx } from '@/db/transaction';
import { idIn, inIdOrder } from '@/platform/lists/id-page';
import { accountColumns, type AccountRow, type AccountValues } from './account-record';

export type AccountFilter = {
  status?: AccountStatus;
  type?: AccountType;
  blocked?: boolean;
};

/** The filter as conditions on the search view (alias v; raw SQL, so snake_case). */
export function accountFilterConditions(filter: AccountFilter): RawBuilder<boolean>[] {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.status) parts.push(sql<boolean>`v.status = ${filter.status}`);
  if (filter.type) parts.push(sql<boolean>`v.type = ${filter.type}`);
  if (filter.blocked === true) parts.push(sql<boolean>`v.blocked_at is not null`);
  if (filter.blocked === false) parts.push(sql<boolean>`v.blocked_at is null`);
  return parts;
}

function baseQuery(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('account as a')
    .leftJoin('appUser as u', 'u.id', 'a.blockedBy')
    .where('a.tenantId', '=', tenantId)
    .select([...accountColumns, 'u.firstName as blockedByFirstName', 'u.lastName as blockedByLastName', 'u.email as blockedByEmail']);
}

/** The accounts of a page, read under row-level security, in the order of `ids`. */
export async function selectAccountsByIds(tx: Tx, tenantId: string, ids: string[]): Promise<AccountRow[]> {
  const rows = (await baseQuery(tx, tenantId).where(idIn('a.id', ids)).execute()) as AccountRow[];
  return inIdOrder(ids, rows);
}

export async function selectAccount(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRow | undefined> {
  let query = baseQuery(tx, tenantId).where('a.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('a');
  return (await query.executeTakeFirst()) as AccountRow | undefined;
}

export async function selectAccountNumberTaken(tx: Tx, tenantId: string, accountNumber: string, exceptId?: string): Promise<boolean> {
  let query = tx.selectFrom('account').select('id').where('tenantId', '=', tenantId).where('accountNumber', '=', accountNumber);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Which of these account numbers exist already (lower case), for an import's check. */
export async function selectTakenAccountNumbers(tx: Tx, tenantId: string, numbers: string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await tx
    .selectFrom('account')
    .select('accountNumber')
    .where('tenantId', '=', tenantId)
    .where('accountNumber', 'in', numbers)
    .execute();
  return new Set(rows.map((row) => row.accountNumber.toLowerCase()));
}

export async function insertAccounts(
  tx: Tx,
  tenantId: string,
  rows: Array<AccountValues & { id: string; accountNumber: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((row) => ({ ...row, tenantId }));
    await tx.insertInto('account').values(chunk).execute();
  }
}

/** Removes accounts just imported, when a later part of their import failed. */
export async function deleteAccountsById(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.deleteFrom('account').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
}

export async function updateAccountRow(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<AccountValues> & { accountNumber?: string },
): Promise<void> {
  await tx
    .updateTable('account')
    .set({ ...values, updatedAt: new Date() })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function updateAccountBlock(
  tx: Tx,
  tenantId: string,
  id: string,
  block: { blockedAt: Date; blockedReason: string; blockedBy: string | null } | null,
): Promise<void> {
  await tx
    .updateTable('account')
    .set({
      blockedAt: block?.blockedAt ?? null,
      blockedReason: block?.blockedReason ?? null,
      blockedBy: block?.blockedBy ?? null,
      updatedAt: new Date(),
    })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAccountRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('account').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}
