import { type RawBuilder, sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Account, Invoice, PaymentAllocation, Payment as PaymentTable } from '@/db/schema';
import type { Tx } from '@/db/transaction';
import type { SortSpec } from '@/platform/lists/list-sort';
import { escapeLike } from '@/platform/lists/search-sql';

/** A payment as paymentColumns reads it (its date as text), with its account's number and name. */
export type PaymentRow = Pick<
  Selectable<PaymentTable>,
  | 'id'
  | 'publicId'
  | 'accountId'
  | 'amount'
  | 'refundedAmount'
  | 'paymentDate'
  | 'method'
  | 'reference'
  | 'notes'
  | 'status'
  | 'booked'
  | 'provider'
  | 'providerPaymentId'
  | 'providerStatus'
  | 'checkoutUrl'
  | 'qrCode'
  | 'expiresAt'
  | 'terminalId'
  | 'terminalStep'
  | 'bankLineId'
  | 'version'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
> & { accountNumber: Selectable<Account>['accountNumber'] | null; accountName: Selectable<Account>['companyName'] | null };

const paymentColumns = sql`
  p.id, p.public_id as "publicId", p.account_id as "accountId", a.account_number as "accountNumber",
  a.company_name as "accountName", p.amount, p.refunded_amount as "refundedAmount", p.payment_date::text as "paymentDate",
  p.method, p.reference, p.notes, p.status, p.booked, p.provider, p.provider_payment_id as "providerPaymentId",
  p.provider_status as "providerStatus", p.checkout_url as "checkoutUrl", p.qr_code as "qrCode", p.expires_at as "expiresAt",
  p.terminal_id as "terminalId", p.terminal_step as "terminalStep", p.bank_line_id as "bankLineId", p.version,
  p.created_by as "createdBy", p.created_at as "createdAt", p.updated_at as "updatedAt"`;

const fromPayments = (tenantId: string) => sql`
  from payment p
  left join account a on a.tenant_id = p.tenant_id and a.id = p.account_id
  where p.tenant_id = ${tenantId}`;

export async function selectPayment(
  tx: Tx,
  tenantId: string,
  by: { id: string } | { publicId: string } | { providerPaymentId: string },
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const where =
    'id' in by
      ? sql`p.id = ${by.id}`
      : 'publicId' in by
        ? sql`p.public_id = ${by.publicId}`
        : sql`p.provider_payment_id = ${by.providerPaymentId}`;
  const lock = options.forUpdate ? sql`for update of p` : sql``;
  const result = await sql<PaymentRow>`select ${paymentColumns} ${fromPayments(tenantId)} and ${where} ${lock}`.execute(tx);
  return result.rows[0];
}

export type AllocationRow = Pick<Selectable<PaymentAllocation>, 'invoiceId' | 'position' | 'amount' | 'reversed'> &
  Pick<Selectable<Invoice>, 'invoiceNumber'>;

export async function selectAllocations(
  tx: Tx,
  tenantId: string,
  paymentIds: string[],
): Promise<Array<AllocationRow & { paymentId: string }>> {
  if (paymentIds.length === 0) return [];
  return tx
    .selectFrom('paymentAllocation as pa')
    .innerJoin('invoice as i', (j) => j.onRef('i.tenantId', '=', 'pa.tenantId').onRef('i.id', '=', 'pa.invoiceId'))
    .select(['pa.paymentId', 'pa.invoiceId', 'i.invoiceNumber', 'pa.position', 'pa.amount', 'pa.reversed'])
    .where('pa.tenantId', '=', tenantId)
    .where('pa.paymentId', 'in', paymentIds)
    .orderBy('pa.position')
    .execute();
}

export function selectRefunds(tx: Tx, tenantId: string, paymentId: string) {
  return tx
    .selectFrom('paymentRefund')
    .select(['id', 'amount', 'description', 'status', 'providerRefundId', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('paymentId', '=', paymentId)
    .orderBy('createdAt')
    .execute();
}

export type PaymentValues = Omit<Insertable<PaymentTable>, 'tenantId' | 'createdAt' | 'updatedAt'>;

export async function insertPayment(tx: Tx, tenantId: string, values: PaymentValues): Promise<void> {
  await tx
    .insertInto('payment')
    .values({ ...values, tenantId })
    .execute();
}

/** Changes a payment if it is still at `version`; answers whether it was. */
export async function updatePaymentRow(
  tx: Tx,
  tenantId: string,
  id: string,
  version: number | null,
  values: Omit<Updateable<PaymentTable>, 'tenantId' | 'id' | 'version'>,
): Promise<boolean> {
  let query = tx
    .updateTable('payment')
    .set({ ...values, updatedAt: new Date(), version: sql`version + 1` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id);
  if (version !== null) query = query.where('version', '=', version);
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function replaceAllocations(
  tx: Tx,
  tenantId: string,
  paymentId: string,
  allocations: Array<{ invoiceId: string; amount: string }>,
): Promise<void> {
  await tx.deleteFrom('paymentAllocation').where('tenantId', '=', tenantId).where('paymentId', '=', paymentId).execute();
  if (allocations.length === 0) return;
  await tx
    .insertInto('paymentAllocation')
    .values(allocations.map((a, index) => ({ tenantId, paymentId, invoiceId: a.invoiceId, amount: a.amount, position: index + 1 })))
    .execute();
}

export async function setAllocationReversed(tx: Tx, tenantId: string, paymentId: string, invoiceId: string, reversed: string) {
  await tx
    .updateTable('paymentAllocation')
    .set({ reversed })
    .where('tenantId', '=', tenantId)
    .where('paymentId', '=', paymentId)
    .where('invoiceId', '=', invoiceId)
    .execute();
}

export async function deletePaymentRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.deleteFrom('payment').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export type PaymentFilter = {
  q?: string;
  method?: string;
  status?: string;
  from?: string;
  to?: string;
  invoiceId?: string;
  accountId?: string;
};

export type PaymentSortColumn = 'p.payment_date' | 'p.amount' | 'a.company_name' | 'p.status' | 'p.method';

function filterCondition(filter: PaymentFilter, tenantId: string): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.q?.trim()) {
    const like = `%${escapeLike(filter.q.trim().toLowerCase())}%`;
    parts.push(sql<boolean>`(lower(p.reference || ' ' || p.notes || ' ' || coalesce(a.company_name, '')) like ${like}
      or exists (select 1 from payment_allocation x join invoice xi on xi.tenant_id = x.tenant_id and xi.id = x.invoice_id
        where x.tenant_id = ${tenantId} and x.payment_id = p.id and lower(coalesce(xi.invoice_number, '')) like ${like}))`);
  }
  if (filter.method) parts.push(sql<boolean>`p.method = ${filter.method}`);
  if (filter.status) parts.push(sql<boolean>`p.status = ${filter.status}`);
  if (filter.from) parts.push(sql<boolean>`p.payment_date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql<boolean>`p.payment_date <= ${filter.to}::date`);
  if (filter.accountId) parts.push(sql<boolean>`p.account_id = ${filter.accountId}`);
  if (filter.invoiceId)
    parts.push(
      sql<boolean>`exists (select 1 from payment_allocation x where x.tenant_id = ${tenantId} and x.payment_id = p.id and x.invoice_id = ${filter.invoiceId})`,
    );
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export async function selectPaymentPage(
  tx: Tx,
  tenantId: string,
  filter: PaymentFilter,
  sort: SortSpec<PaymentSortColumn>,
  page: { limit: number; offset: number },
): Promise<PaymentRow[]> {
  const direction = sql.raw(sort.direction);
  const result = await sql<PaymentRow>`
    select ${paymentColumns} ${fromPayments(tenantId)} and ${filterCondition(filter, tenantId)}
    order by ${sql.raw(sort.column)} ${direction}, p.created_at ${direction}, p.id
    limit ${page.limit} offset ${page.offset}`.execute(tx);
  return result.rows;
}

export async function selectPaymentSums(tx: Tx, tenantId: string, filter: PaymentFilter): Promise<{ count: string; amount: string }> {
  const result = await sql<{ count: string; amount: string }>`
    select count(*) as count, coalesce(sum(p.amount - p.refunded_amount) filter (where p.status in ('completed', 'partial_refund')), 0)::numeric(20, 2)::text as amount
    ${fromPayments(tenantId)} and ${filterCondition(filter, tenantId)}`.execute(tx);
  return result.rows[0] ?? { count: '0', amount: '0.00' };
}
