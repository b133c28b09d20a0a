import { type Account, accountMessages } from '@wb/contract/accounts';
import type { FieldError } from '@wb/contract/errors';
import { type createOrderInputSchema, type Order, orderMessages, type updateOrderInputSchema } from '@wb/contract/orders';
import { money } from '@wb/domain/money';
import { computeDocumentTotals, type DocumentTotals } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { constraintOf, isUniqueViolation } from '@/db/savepoint';
import { atTransactionEnd } from '@/db/transaction';
import type { Ctx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { requireTenantId } from '@/platform/tenant-scope';
import { getAccount } from '@/modules/accounts/accounts.service';
import { findLotsByIds, getSaleItems } from '@/modules/items/item-sales.service';
import { numberPlan } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { itemsToLoad, type LineMerge, mergeOrderLines, type StoredLine } from './order-line-merge';
import {
  deleteOrderLines,
  insertOrderLines,
  type OrderLineRow,
  type StatusHistoryRow,
  selectOrderLines,
  updateOrderLines,
} from './order-lines.queries';
import { notifiesAssignee, notifyOrderAssigned } from './order-notifications';
import { insertNewOrder } from './order-insert.queries';
import { findOrderRoutes } from './order-options.service';
import { toOrder } from './order-record';
import { findStatusRules } from './order-statuses.service';
import {
  numberOrderRow,
  type OrderHeaderRow,
  type OrderValues,
  selectEmployees,
  selectOpenOrdersGross,
  numberOrderStatements,
  selectOrder,
  updateOrderRow,
} from './orders.queries';
import { auditOrder, getOrder, orderNotFound } from './orders.service';

type CreateInput = z.output<typeof createOrderInputSchema>;
type UpdateInput = z.output<typeof updateOrderInputSchema>;
type Warning = Order['warnings'][number];
type Employee = Awaited<ReturnType<typeof selectEmployees>>[number];
/** A new order as written: what the answer is made of, without reading it back. */
type WrittenOrder = { header: OrderHeaderRow; lines: OrderLineRow[]; history: StatusHistoryRow[] };

const invalid = (problems: FieldError[]) =>
  new AppError('VALIDATION_FAILED', `${problems[0]?.path}: ${problems[0]?.message}`, problems.slice(0, 50));
const conflict = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);

/** An account that may be ordered for: not blocked (the reason is told), not inactive for a new order. */
function checkOrderable(account: Account, options: { allowInactive: boolean }): void {
  if (account.blocked) {
    const message = `${accountMessages.blocked}: ${account.blocked.reason}`;
    throw new AppError('ACCOUNT_BLOCKED', message, [{ path: 'accountId', message }]);
  }
  if (account.status === 'inactive' && !options.allowInactive) throw conflict('accountId', orderMessages.accountInactive);
}

/** Over the credit limit (open orders plus this one): refused or a warning, as the order settings say. */
async function checkCreditLimit(ctx: Ctx, account: Account, gross: string, exceptOrderId?: string): Promise<Warning[]> {
  if (account.creditLimit === null) return [];
  const open = await selectOpenOrdersGross(ctx.tx, requireTenantId(ctx), account.id, exceptOrderId);
  if (money(open).plus(gross).lte(account.creditLimit)) return [];
  const { creditLimitPolicy } = await getSettingsSection(ctx, 'orders');
  if (creditLimitPolicy === 'block') throw conflict('accountId', orderMessages.creditLimitExceeded);
  return ['creditLimit'];
}

/** The route as the settings spell it ('' for none); one the settings do not know is refused. */
async function checkRoute(ctx: Ctx, route: string): Promise<string> {
  if (!route) return '';
  const { routes } = await findOrderRoutes(ctx);
  const match = routes.find((r) => r.toLowerCase() === route.trim().toLowerCase());
  if (!match) throw invalid([{ path: 'route', message: orderMessages.unknownRoute }]);
  return match;
}

/** The person an order is assigned to, one of the company's active people (none: null). */
async function checkEmployee(ctx: Ctx, userId: string | null): Promise<Employee | null> {
  if (!userId) return null;
  const employee = (await selectEmployees(ctx.tx, requireTenantId(ctx))).find((e) => e.id === userId);
  if (!employee) throw invalid([{ path: 'assignedTo', message: orderMessages.unknownEmployee }]);
  return employee;
}

/** Merges the lines with what the items and lots say; any unknown, inactive or foreign item refuses the save. */
async function buildLines(
  ctx: Ctx,
  input: CreateInput['lines'],
  existing: Map<string, StoredLine>,
  discount: string,
): Promise<LineMerge & { lotNumbers: ReadonlyMap<string, string> }> {
  const items = await getSaleItems(ctx, itemsToLoad(input, existing));
  const lots = await findLotsByIds(
    ctx,
    input.flatMap((line) => (line.lotId ? [line.lotId] : [])),
  );
  const merge = mergeOrderLines(input, { existing, items, lots, accountDiscount: discount, newId });
  if (merge.problems.length) throw invalid(merge.problems);
  return { ...merge, lotNumbers: new Map([...lots].map(([id, lot]) => [id, lot.lotNumber])) };
}

function totalsValues(totals: DocumentTotals, lineCount: number) {
  return {
    netTotal: totals.net,
    vatTotal: totals.vat,
    grossTotal: totals.gross,
    packages: totals.packages,
    weight: totals.weight,
    costTotal: totals.cost,
    profit: totals.profit,
    uncostedLines: totals.uncostedLines,
    lineCount,
  };
}

const isNumberClash = (err: unknown) => isUniqueViolation(err) && constraintOf(err) === 'sales_order_tenant_id_order_number_key';

/**
 * A new order in the default status, numbered by the numbering settings, in one transaction. It is
 * answered from what was written, not read back (issue 11); a test holds the answer to a read.
 */
export async function createOrder(ctx: Ctx, input: CreateInput): Promise<Order> {
  let order: Order | null = null;
  // A number taken at the transaction's end (see createOrderRecord) reaches the answer there.
  const record = await createOrderRecord(ctx, input, {
    numberAtEnd: (orderNumber) => {
      if (order) order.orderNumber = orderNumber;
    },
  });
  const { header, lines, history } = record.written;
  order = toOrder(header, lines, history, record.warnings);
  return order;
}

/**
 * createOrder without reading the order back (the demo seed makes many). With `numberAtEnd`, a
 * number of the series is taken as the transaction's last work, with the audit event: the series'
 * counter is locked from there to the commit only, so the tenant's orders are no longer created
 * one at a time (issue 11). The order is stored first under a provisional number nobody sees, as
 * the change is not committed before it has its own; only for a transaction that does nothing
 * with the order afterwards. `orderNumber` answers the number once it is taken, and
 * `numberAtEnd` is told it.
 */
export async function createOrderRecord(
  ctx: Ctx,
  input: CreateInput,
  options: { numberAtEnd?: (orderNumber: string) => void } = {},
): Promise<{ id: string; warnings: Warning[]; orderNumber: string; written: WrittenOrder }> {
  const tenantId = requireTenantId(ctx);
  const account = await getAccount(ctx, input.accountId);
  checkOrderable(account, { allowInactive: false });
  const route = await checkRoute(ctx, input.route ?? '');
  const assignee = await checkEmployee(ctx, input.assignedTo ?? null);
  const merge = await buildLines(ctx, input.lines, new Map(), account.discount);
  const totals = computeDocumentTotals(merge.lines);
  const warnings = await checkCreditLimit(ctx, account, totals.gross);
  const { statuses } = await findStatusRules(ctx);
  const status = statuses.find((s) => s.isDefault) ?? statuses[0];
  if (!status) throw new AppError('INTERNAL', 'No order statuses');
  const orderDate = input.orderDate ?? todayInCompanyZone();
  if (input.deliveryDate && input.deliveryDate < orderDate)
    throw invalid([{ path: 'deliveryDate', message: orderMessages.deliveryBeforeOrder }]);
  const numbering = await numberPlan(ctx, 'order', input.orderNumber);
  const takeAtEnd = 'take' in numbering && options.numberAtEnd ? numbering.settings : null;
  const numberNow = 'typed' in numbering ? numbering.typed : takeAtEnd ? null : await numbering.take();
  const id = newId();
  const values: OrderValues = {
    orderNumber: numberNow ?? provisionalNumber(id),
    orderDate,
    deliveryDate: input.deliveryDate ?? null,
    accountId: account.id,
    route,
    assignedTo: input.assignedTo ?? null,
    notes: input.notes ?? '',
    statusId: status.id,
    cratesGiven: input.cratesGiven ?? 0,
    cratesReturned: input.cratesReturned ?? 0,
    ...totalsValues(totals, merge.lines.length),
  };
  const userId = ctx.principal?.userId ?? null;
  const { stored, entry } = await insertNewOrder(ctx.tx, tenantId, { ...values, id, createdBy: userId }, merge.lines, newId()).catch(
    numberClash,
  );
  const header: OrderHeaderRow = {
    ...values,
    ...stored,
    id,
    accountNumber: account.accountNumber,
    companyName: account.companyName,
    assignedFirstName: assignee?.firstName ?? null,
    assignedLastName: assignee?.lastName ?? null,
    assignedEmail: assignee?.email ?? null,
    statusIsTerminal: status.isTerminal,
    stockBookedAt: null,
    createdBy: userId,
    // The creator made the first history entry.
    creatorFirstName: entry.firstName,
    creatorLastName: entry.lastName,
    creatorEmail: entry.email,
  };
  const lines = merge.lines.map((line) => ({ ...line, lotNumber: line.lotId ? (merge.lotNumbers.get(line.lotId) ?? null) : null }));
  const record = { id, warnings, orderNumber: values.orderNumber, written: { header, lines, history: [entry] } };
  const audited = { accountId: account.id, gross: totals.gross, lines: merge.lines.length };
  const announce = async () => {
    const { orderNumber } = record;
    await auditOrder(ctx, 'order.created', id, { orderNumber, ...audited });
    await notifyOrderAssigned(ctx, { id, orderNumber, companyName: account.companyName }, values.assignedTo);
  };
  if (!takeAtEnd) {
    await announce();
    return record;
  }
  const numbered = (orderNumber: string) => {
    record.orderNumber = orderNumber;
    record.written.header.orderNumber = orderNumber;
    options.numberAtEnd?.(orderNumber);
  };
  if (!notifiesAssignee(ctx, values.assignedTo)) {
    // The number, the audit event and the commit go to the database in one message (AuditLead):
    // the tenant's next order waits for the series one round trip only.
    const numbering = numberOrderStatements(ctx.tx, tenantId, id, takeAtEnd);
    await auditOrder(ctx, 'order.created', id, audited, {
      statements: numbering.statements,
      details: { orderNumber: numbering.number },
      given: ({ orderNumber = '' }) => numbered(orderNumber),
      failed: numberClash,
    });
    return record;
  }
  // The assignee's notification names the number: it is taken first, then the notification and the event written.
  const numberIt = async () => {
    numbered(await numberOrderRow(ctx.tx, tenantId, id, takeAtEnd).catch(numberClash));
    await announce();
  };
  // Outside a transaction of inTransaction (none has an end), the number is taken at once.
  if (!atTransactionEnd(ctx.tx, numberIt)) await numberIt();
  return record;
}

/** Stands in for the number until the transaction's end; unique, and never committed. */
const provisionalNumber = (id: string) => `…${id}`;

const numberClash = (err: unknown): never => {
  throw isNumberClash(err) ? conflict('orderNumber', 'This order number is already in use') : err;
};

/**
 * Saves an edited order if nobody saved it since `version` was read (else 409), and only while
 * its status is not terminal. Lines sent replace the order's lines; only changed rows are written.
 */
export async function updateOrder(ctx: Ctx, id: string, input: UpdateInput): Promise<Order> {
  const tenantId = requireTenantId(ctx);
  const header = await selectOrder(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw orderNotFound();
  if (header.version !== input.version) throw conflict('version', orderMessages.stale);
  if (header.statusIsTerminal) throw conflict('statusId', orderMessages.terminal);
  const accountChanged = input.accountId !== undefined && input.accountId !== header.accountId;
  const account = await getAccount(ctx, input.accountId ?? header.accountId);
  checkOrderable(account, { allowInactive: !accountChanged });
  const route = input.route !== undefined && input.route !== header.route ? await checkRoute(ctx, input.route) : header.route;
  if (input.assignedTo !== undefined && input.assignedTo !== header.assignedTo) await checkEmployee(ctx, input.assignedTo);
  const orderDate = input.orderDate ?? header.orderDate;
  const deliveryDate = input.deliveryDate === undefined ? header.deliveryDate : input.deliveryDate;
  if (deliveryDate && deliveryDate < orderDate) throw invalid([{ path: 'deliveryDate', message: orderMessages.deliveryBeforeOrder }]);

  // Lines are read (and totals made again) only when lines are sent; a header save keeps both.
  let merge: LineMerge | null = null;
  if (input.lines) {
    const stored = await selectOrderLines(ctx.tx, tenantId, id);
    const existing = new Map<string, StoredLine>(stored.map(({ lotNumber: _, ...line }) => [line.id, line]));
    merge = await buildLines(ctx, input.lines, existing, account.discount);
    const changed = merge.inserts.length + merge.updates.length + merge.deletes.length > 0;
    if (changed && header.stockBookedAt) throw conflict('lines', orderMessages.linesDelivered);
  }
  const totals = merge ? computeDocumentTotals(merge.lines) : null;
  const gross = totals?.gross ?? header.grossTotal;
  const warnings = accountChanged || money(gross).gt(header.grossTotal) ? await checkCreditLimit(ctx, account, gross, id) : [];

  const saved = await updateOrderRow(ctx.tx, tenantId, id, header.version, {
    accountId: account.id,
    route,
    orderDate,
    deliveryDate,
    ...(input.assignedTo !== undefined ? { assignedTo: input.assignedTo } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.cratesGiven !== undefined ? { cratesGiven: input.cratesGiven } : {}),
    ...(input.cratesReturned !== undefined ? { cratesReturned: input.cratesReturned } : {}),
    ...(merge && totals ? totalsValues(totals, merge.lines.length) : {}),
    updatedBy: ctx.principal?.userId ?? null,
  });
  if (!saved) throw conflict('version', orderMessages.stale);
  if (merge) {
    await deleteOrderLines(ctx.tx, tenantId, id, merge.deletes);
    await updateOrderLines(ctx.tx, tenantId, id, merge.updates);
    await insertOrderLines(ctx.tx, tenantId, id, merge.inserts);
  }
  await auditOrder(ctx, 'order.updated', id, {
    orderNumber: header.orderNumber,
    gross,
    lines: merge ? { added: merge.inserts.length, changed: merge.updates.length, removed: merge.deletes.length } : null,
  });
  if (input.assignedTo !== undefined && input.assignedTo !== header.assignedTo) {
    await notifyOrderAssigned(ctx, { id, orderNumber: header.orderNumber, companyName: account.companyName }, input.assignedTo);
  }
  return getOrder(ctx, id, warnings);
}
