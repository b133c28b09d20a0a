import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

/**
 * Records that keep an account from being deleted (it is made inactive instead). Each module
 * whose table refers to accounts adds its table here when it lands, e.g.
 * `{ label: 'orders', table: 'sales_order', column: 'account_id' }`. A reference missed here is
 * still caught: the delete then fails on the foreign key and the account is deactivated too.
 */
export type AccountUsage = { label: string; table: string; column: string };

export const accountUsages: AccountUsage[] = [
  { label: 'orders', table: 'sales_order', column: 'account_id' },
  { label: 'invoices', table: 'invoice', column: 'account_id' },
  { label: 'packages', table: 'package_transaction', column: 'account_id' },
];

/** The labels of the usages that have rows for this account. */
export async function findAccountUsage(tx: Tx, tenantId: string, accountId: string, usages = accountUsages): Promise<string[]> {
  const used: string[] = [];
  for (const usage of usages) {
    const found = await sql<{ found: boolean }>`
      select exists (
        select 1 from ${sql.table(usage.table)} where tenant_id = ${tenantId} and ${sql.ref(usage.column)} = ${accountId}
      ) as found`.execute(tx);
    if (found.rows[0]?.found) used.push(usage.label);
  }
  return used;
}
