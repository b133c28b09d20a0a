import type { MessageKey, MessageParams } from '@wb/contract/messages';
import type { Account } from '@wb/contract/accounts';
import type { FieldIssue } from '@wb/contract/errors';
import type { createOrderInputSchema, Order, updateOrderInputSchema } from '@wb/contract/orders';
import { money } from '@wb/domain/money';
import { computeDocumentTotals, type DocumentTotals } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { constraintOf, isUniqueViolation } from '@/db/savepoint';
import type { TenantCtx } from '@/platform/context';
import { AppError, fieldError, invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { getAccount } from '@/modules/accounts/accounts.service';
import { findLotsByIds, getSaleItems, type SaleItem } from '@/modules/items/item-sales.service';
import { assignNumber } from '@/modules/numbering/numbering.service';
import { adjustOrderPackages } from '@/modules/packages/order-packages.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { itemsToLoad, type LineMerge, mergeOrderLines, type StoredLine } from './order-line-merge';
import { findOrderLineLots } from './order-line-lots.service';
import { deleteOrderLines, insertOrderLines, selectOrderLines, updateOrderLines } from './order-lines.queries';
import { notifyOrderAssigned } from './order-notifications';
import { insertNewOrder } from './order-insert.queries';
import { findOrderRoutes } from './order-options.service';
import { toOrder } from './order-record';
import { findStatusRules } from './order-statuses.service';
import {
  type OrderHeaderRow,
  type OrderValues,
  selectEmployees,
  selectOpenOrdersGross,
  selectOrder,
  updateOrderRow,
} from './orders.queries';
import { auditOrder, getOrder, orderNotFound } from './orders.service';

type CreateInput = z.output<typeof createOrderInputSchema>;
type UpdateInput = z.output<typeof updateOrderInputSchema>;
type Warning = Order['warnings'][number];
type Employee = Awaited<ReturnType<typeof selectEmployees>>[number];

const invalid = (problems: FieldIssue[]) => invalidFields(problems, 50);
const conflict = (path: string, key: MessageKey, params?: MessageParams) => fieldError('CONFLICT', path, key, params);

/** An account that may be ordered for: not blocked (the reason is told), not inactive for a new order. */
export function checkOrderable(account: Account, options: { allowInactive: boolean }): void {
  if (account.blocked) {
    throw fieldError('ACCOUNT_BLOCKED', 'accountId', 'orders.accountBlockedReason', { reason: account.blocked.reason });
  }
  if (account.status === 'inactive' && !options.allowInactive) throw conflict('accountId', 'orders.accountInactive');
}

/** Over the credit limit (open orders plus this one): refused or a warning, as the order settings say. */
async function checkCreditLimit(ctx: TenantCtx, account: Account, gross: string, exceptOrderId?: string): Promise<Warning[]> {
  if (account.creditLimit === null) return [];
  const open = await selectOpenOrdersGross(ctx.tx, ctx.tenantId, account.id, exceptOrderId);
  if (money(open).plus(gross).lte(account.creditLimit)) return [];
  const { creditLimitPolicy } = await getSettingsSection(ctx, 'orders');
  if (creditLimitPolicy === 'block') throw conflict('accountId', 'orders.creditLimitExceeded');
  return ['creditLimit'];
}

/** The route as the settings spell it ('' for none); one the settings do not know is refused. */
async function checkRoute(ctx: TenantCtx, route: string): Promise<string> {
  if (!route) return '';
  const { routes } = await findOrderRoutes(ctx);
  const match = routes.find((r) => r.toLowerCase() === route.trim().toLowerCase());
  if (!match) throw invalid([{ path: 'route', key: 'orders.unknownRoute' }]);
  return match;
}

/** The person an order is assigned to, one of the company's active people (none: null). */
async function checkEmployee(ctx: TenantCtx, userId: string | null): Promise<Employee | null> {
  if (!userId) return null;
  const employee = (await selectEmployees(ctx.tx, ctx.tenantId)).find((e) => e.id === userId);
  if (!employee) throw invalid([{ path: 'assignedTo', key: 'orders.unknownEmployee' }]);
  return employee;
}

/** Merges the lines with what the items and lots say; any unknown, inactive or foreign item refuses the save. */
export async function buildOrderLines(
  ctx: TenantCtx,
  input: CreateInput['lines'],
  existing: Map<string, StoredLine>,
  discount: string,
): Promise<LineMerge & { lotNumbers: ReadonlyMap<string, string>; items: ReadonlyMap<string, SaleItem> }> {
  const items = await getSaleItems(ctx, itemsToLoad(input, existing));
  const lots = await findLotsByIds(
    ctx,
    input.flatMap((line) => (line.lotId ? [line.lotId] : [])),
  );
  const merge = mergeOrderLines(input, { existing, items, lots, accountDiscount: discount, newId });
  if (merge.problems.length) throw invalid(merge.problems);
  return { ...merge, items, lotNumbers: new Map([...lots].map(([id, lot]) => [id, lot.lotNumber])) };
}

export function totalsValues(totals: DocumentTotals, lineCount: number) {
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
 * A new order in the default status, numbered by the numbering settings, in one transaction:
 * checked, priced, numbered and stored, then audited (and its assignee told). It is answered from
 * what was written, not read back (issue 11); a test holds the answer to a read.
 */
export async function createOrder(ctx: TenantCtx, input: CreateInput): Promise<Order> {
  const { tenantId } = ctx;
  const account = await getAccount(ctx, input.accountId);
  checkOrderable(account, { allowInactive: false });
  const route = await checkRoute(ctx, input.route ?? '');
  const assignee = await checkEmployee(ctx, input.assignedTo ?? null);
  const merge = await buildOrderLines(ctx, input.lines, new Map(), account.discount);
  const totals = computeDocumentTotals(merge.lines);
  const warnings = await checkCreditLimit(ctx, account, totals.gross);
  const { statuses } = await findStatusRules(ctx);
  const status = statuses.find((s) => s.isDefault) ?? statuses[0];
  if (!status) throw new AppError('INTERNAL', 'orders.noStatuses');
  const orderDate = input.orderDate ?? todayInCompanyZone();
  if (input.deliveryDate && input.deliveryDate < orderDate) throw invalid([{ path: 'deliveryDate', key: 'orders.deliveryBeforeOrder' }]);
  // The series' counter stays locked from here to the commit: the number is taken once the order is ready to be written.
  const orderNumber = await assignNumber(ctx, 'order', input.orderNumber);
  const id = newId();
  const createdBy = ctx.principal?.userId ?? null;
  const values: OrderValues = {
    orderNumber,
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
  const { stored, entry } = await insertNewOrder(ctx.tx, tenantId, { ...values, id, createdBy }, merge.lines, newId()).catch(numberClash);
  await auditOrder(ctx, 'order.created', id, { orderNumber, accountId: account.id, gross: totals.gross, lines: merge.lines.length });
  await notifyOrderAssigned(ctx, { id, orderNumber, companyName: account.companyName }, values.assignedTo);
  const header: OrderHeaderRow = {
    ...values,
    ...stored,
    id,
    createdBy,
    accountNumber: account.accountNumber,
    companyName: account.companyName,
    statusIsTerminal: status.isTerminal,
    stockBookedAt: null,
    assignedFirstName: assignee?.firstName ?? null,
    assignedLastName: assignee?.lastName ?? null,
    assignedEmail: assignee?.email ?? null,
    // The creator made the first history entry.
    creatorFirstName: entry.firstName,
    creatorLastName: entry.lastName,
    creatorEmail: entry.email,
  };
  const lines = merge.lines.map((line) => ({ ...line, lotNumber: line.lotId ? (merge.lotNumbers.get(line.lotId) ?? null) : null }));
  // The lots a delivery would take, from the items just read (no second read of them).
  return toOrder(header, lines, [entry], warnings, await findOrderLineLots(ctx, header, lines, merge.items));
}

const numberClash = (err: unknown): never => {
  throw isNumberClash(err) ? conflict('orderNumber', 'orders.numberInUse') : err;
};

/**
 * Saves an edited order if nobody saved it since `version` was read (else 409), and only while
 * its status is not terminal. Lines sent replace the order's lines; only changed rows are written.
 */
export async function updateOrder(ctx: TenantCtx, id: string, input: UpdateInput): Promise<Order> {
  const { tenantId } = ctx;
  const header = await selectOrder(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw orderNotFound();
  if (header.version !== input.version) throw conflict('version', 'orders.stale');
  if (header.statusIsTerminal) throw conflict('statusId', 'orders.terminal');
  const accountChanged = input.accountId !== undefined && input.accountId !== header.accountId;
  const account = await getAccount(ctx, input.accountId ?? header.accountId);
  checkOrderable(account, { allowInactive: !accountChanged });
  const route = input.route !== undefined && input.route !== header.route ? await checkRoute(ctx, input.route) : header.route;
  if (input.assignedTo !== undefined && input.assignedTo !== header.assignedTo) await checkEmployee(ctx, input.assignedTo);
  const orderDate = input.orderDate ?? header.orderDate;
  const deliveryDate = input.deliveryDate === undefined ? header.deliveryDate : input.deliveryDate;
  if (deliveryDate && deliveryDate < orderDate) throw invalid([{ path: 'deliveryDate', key: 'orders.deliveryBeforeOrder' }]);

  // Lines are read (and totals made again) only when lines are sent; a header save keeps both.
  let merge: LineMerge | null = null;
  if (input.lines) {
    const stored = await selectOrderLines(ctx.tx, tenantId, id);
    const existing = new Map<string, StoredLine>(stored.map(({ lotNumber: _, ...line }) => [line.id, line]));
    merge = await buildOrderLines(ctx, input.lines, existing, account.discount);
    const changed = merge.inserts.length + merge.updates.length + merge.deletes.length > 0;
    if (changed && header.stockBookedAt) throw conflict('lines', 'orders.linesDelivered');
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
  if (!saved) throw conflict('version', 'orders.stale');
  if (merge) {
    await deleteOrderLines(ctx.tx, tenantId, id, merge.deletes);
    await updateOrderLines(ctx.tx, tenantId, id, merge.updates);
    await insertOrderLines(ctx.tx, tenantId, id, merge.inserts);
  }
  if (header.stockBookedAt) {
    // A delivered order's crates are on the account's ledger: the transaction follows the edit.
    await adjustOrderPackages(ctx, {
      id,
      orderNumber: header.orderNumber,
      accountId: account.id,
      deliveryDate,
      cratesGiven: input.cratesGiven ?? header.cratesGiven,
      cratesReturned: input.cratesReturned ?? header.cratesReturned,
    });
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
