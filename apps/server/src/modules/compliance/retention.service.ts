import { todayInCompanyZone } from '@wb/domain/today';
import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { accountRetainedFields, retentionStart } from './gdpr.service';

export type RetentionRun = { retentionStart: string; invoicesAnonymised: number; accountsAnonymised: number };

/**
 * Enforces the Dutch fiscal retention (7 years) in one tenant: invoices older than that lose what
 * named a person (the address they were e-mailed to, notes, the reminders' addresses); accounts
 * erased while such invoices needed their name, address and tax numbers are anonymised in full
 * once their last invoice is past the period. Recorded as a retention run (the compliance check
 * "retention settings set" reads the latest). Runs in a transaction scoped to the tenant.
 */
export async function enforceRetention(tx: Tx, tenantId: string, today: string = todayInCompanyZone()): Promise<RetentionRun> {
  const start = retentionStart(today);
  const invoices = await tx
    .updateTable('invoice')
    .set({ sentTo: null, notes: '' })
    .where('tenantId', '=', tenantId)
    .where('invoiceDate', '<', start)
    .where((eb) => eb.or([eb('sentTo', 'is not', null), eb('notes', '!=', '')]))
    .executeTakeFirst();
  await tx
    .updateTable('invoiceReminder')
    .set({ sentTo: '' })
    .where('tenantId', '=', tenantId)
    .where('sentTo', '!=', '')
    .where('invoiceId', 'in', (eb) =>
      eb.selectFrom('invoice').select('id').where('invoice.tenantId', '=', tenantId).where('invoice.invoiceDate', '<', start),
    )
    .execute();

  // Erased accounts whose data was kept for invoices: anonymised once no invoice within the period needs it.
  const open = await tx
    .selectFrom('gdprErasure')
    .select(['id', 'subjectId'])
    .where('tenantId', '=', tenantId)
    .where('subjectKind', '=', 'account')
    .where('completedAt', 'is', null)
    .execute();
  let accountsAnonymised = 0;
  for (const erasure of open) {
    const recent = await tx
      .selectFrom('invoice')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('accountId', '=', erasure.subjectId)
      .where('invoiceDate', '>=', start)
      .limit(1)
      .executeTakeFirst();
    if (recent) continue;
    const account = await tx
      .selectFrom('account')
      .select('accountNumber')
      .where('tenantId', '=', tenantId)
      .where('id', '=', erasure.subjectId)
      .executeTakeFirst();
    if (account) {
      await tx
        .updateTable('account')
        .set(accountRetainedFields(account.accountNumber))
        .where('tenantId', '=', tenantId)
        .where('id', '=', erasure.subjectId)
        .execute();
      accountsAnonymised++;
    }
    await tx
      .updateTable('gdprErasure')
      .set({ completedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', erasure.id)
      .execute();
  }

  const run = { retentionStart: start, invoicesAnonymised: Number(invoices.numUpdatedRows), accountsAnonymised };
  await tx
    .insertInto('retentionRun')
    .values({ tenantId, id: newId(), ...run })
    .execute();
  return run;
}

/** The tenant's latest retention run, if any. */
export function selectLatestRetentionRun(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('retentionRun')
    .select(['ranAt', 'invoicesAnonymised', 'accountsAnonymised'])
    .select(sql<string>`to_char(retention_start, 'YYYY-MM-DD')`.as('retentionStart'))
    .where('tenantId', '=', tenantId)
    .orderBy('ranAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
