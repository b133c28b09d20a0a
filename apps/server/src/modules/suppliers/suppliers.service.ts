import { postcodeProblems, withNormalizedPostcode } from '@wb/contract/master-data-fields';
import type {
  createSupplierInputSchema,
  listSuppliersQuerySchema,
  Supplier,
  SupplierPage,
  SupplierPerformance,
  updateSupplierInputSchema,
} from '@wb/contract/suppliers';
import type { z } from 'zod';
import { isForeignKeyViolation, withSavepoint } from '@/db/savepoint';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError, notFound, fieldError, invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { type IdPageRequest, selectIdPage } from '@/platform/lists/id-page';
import { pagePosition } from '@/platform/lists/keyset';
import { listSearch } from '@/platform/lists/search-sql';
import { assignNumber } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { newSupplierValues, type SupplierValues, toSupplier } from './supplier-record';
import {
  deleteSupplierRow,
  insertSupplier,
  selectLinkedItemCount,
  selectPurchaseFigures,
  selectSupplier,
  selectSupplierNumberTaken,
  selectSuppliersByIds,
  selectSupplierRefs,
  supplierFilterConditions,
  updateSupplierRow,
} from './suppliers.queries';

type ListQuery = z.output<typeof listSuppliersQuerySchema>;

/** Sort fields of the list, as columns of the search view. */
const sortColumns: Record<string, string> = {
  supplierNumber: 'supplier_number',
  name: 'name',
  city: 'city',
  priority: 'priority',
  createdAt: 'created_at',
};

export const supplierNotFound = () => notFound('supplier');

type SupplierListQuery = Omit<ListQuery, 'page' | 'pageSize'>;

/** One page: ids chosen on the search view (indexed search, filters, order, total), rows read under RLS. */
async function findSupplierRows(ctx: TenantCtx, query: SupplierListQuery, limit: number, offset: number, keyset?: IdPageRequest['keyset']) {
  const { tenantId } = ctx;
  const settings = await getSettingsSection(ctx, 'search');
  const page = await selectIdPage(ctx.tx, 'supplier', tenantId, {
    filters: supplierFilterConditions({
      active: query.status === undefined ? undefined : query.status === 'active',
      category: query.category,
      priority: query.priority,
      preferred: query.preferred,
    }),
    search: listSearch('v.search_text', query.q, { fuzzy: settings.fuzzySearch }),
    sort: parseSort(query.sort, sortColumns, { column: 'name', direction: 'asc' }),
    limit,
    offset,
    fuzzyLimit: settings.resultsLimit,
    keyset,
  });
  const rows = await selectSuppliersByIds(ctx.tx, tenantId, page.ids);
  return { rows, total: page.total, totalExact: page.totalExact, count: page.count, cursors: page.cursors };
}

export async function findSuppliers(ctx: TenantCtx, query: ListQuery): Promise<SupplierPage> {
  const at = pagePosition('suppliers', query, 2);
  const { rows, total, totalExact, count, cursors } = await findSupplierRows(
    ctx,
    query,
    query.pageSize,
    pageOffset(at.page, query.pageSize),
    at,
  );
  return { items: rows.map(toSupplier), total, totalExact, count, cursors, page: at.page, pageSize: query.pageSize };
}

/** GET /suppliers/search: active suppliers matching the term, up to the search results limit. */
export async function searchSuppliers(ctx: TenantCtx, term: string): Promise<Supplier[]> {
  const { resultsLimit } = await getSettingsSection(ctx, 'search');
  const { rows } = await findSupplierRows(ctx, { q: term, status: 'active' }, resultsLimit, 0);
  return rows.map(toSupplier);
}

/** Every supplier's id, number and name, for matching a supplier column of an import. */
export function findSupplierRefs(ctx: TenantCtx): Promise<Array<{ id: string; supplierNumber: string; name: string }>> {
  return selectSupplierRefs(ctx.tx, ctx.tenantId);
}

export async function getSupplier(ctx: TenantCtx, id: string): Promise<Supplier> {
  const row = await selectSupplier(ctx.tx, ctx.tenantId, id);
  if (!row) throw supplierNotFound();
  return toSupplier(row);
}

function checkRules(values: { country: string; postalCode: string }): void {
  const problems = postcodeProblems(values);
  if (problems.length) throw invalidFields(problems);
}

const numberTaken = () => fieldError('CONFLICT', 'supplierNumber', 'suppliers.numberInUse');

export async function createSupplier(ctx: TenantCtx, input: z.output<typeof createSupplierInputSchema>): Promise<Supplier> {
  const { tenantId } = ctx;
  const values = withNormalizedPostcode(newSupplierValues(input));
  checkRules(values);
  const supplierNumber = await assignNumber(ctx, 'supplier', input.supplierNumber);
  if (await selectSupplierNumberTaken(ctx.tx, tenantId, supplierNumber)) throw numberTaken();
  const id = newId();
  await insertSupplier(ctx.tx, tenantId, { ...values, id, supplierNumber });
  return getSupplier(ctx, id);
}

export async function updateSupplier(ctx: TenantCtx, id: string, input: z.output<typeof updateSupplierInputSchema>): Promise<Supplier> {
  const { tenantId } = ctx;
  const row = await selectSupplier(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw supplierNotFound();
  const { supplierNumber: typedNumber, ...fields } = input;
  const merged = withNormalizedPostcode({ ...row, ...fields });
  checkRules(merged);
  const changes: Partial<SupplierValues> & { supplierNumber?: string } = {};
  for (const [key, value] of Object.entries(fields) as Array<[keyof SupplierValues, unknown]>) {
    const next = key === 'postalCode' ? merged.postalCode : value;
    if (next !== undefined && String(next) !== String(row[key])) (changes as Record<string, unknown>)[key] = next;
  }
  const numbering = await getSettingsSection(ctx, 'numbering');
  const number = typedNumber?.trim();
  if (number && !numbering.autoGenerateSupplierNumber && number !== row.supplierNumber) {
    if (await selectSupplierNumberTaken(ctx.tx, tenantId, number, id)) throw numberTaken();
    changes.supplierNumber = number;
  }
  if (Object.keys(changes).length) await updateSupplierRow(ctx.tx, tenantId, id, changes);
  return getSupplier(ctx, id);
}

const hasItems = (count: number) =>
  new AppError('CONFLICT', 'suppliers.hasItems', undefined, {
    details: [{ path: 'linkedItems', key: 'suppliers.hasItemsCount', params: { count } }],
  });

/** Deletes a supplier with its contacts and notes; refused while items are linked to it (business §5). */
export async function deleteSupplier(ctx: TenantCtx, id: string): Promise<void> {
  const { tenantId } = ctx;
  const row = await selectSupplier(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw supplierNotFound();
  const linked = await selectLinkedItemCount(ctx.tx, tenantId, id);
  if (linked > 0) throw hasItems(linked);
  try {
    await withSavepoint(ctx.tx, () => deleteSupplierRow(ctx.tx, tenantId, id));
  } catch (err) {
    // An item linked since the count, or another record (purchase orders) that refers to it.
    if (isForeignKeyViolation(err)) throw hasItems(await selectLinkedItemCount(ctx.tx, tenantId, id));
    throw err;
  }
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'supplier.deleted',
    target: `supplier:${id}`,
    ip: ctx.ip,
    details: { supplierNumber: row.supplierNumber, name: row.name },
  });
}

/** The performance tab, from real data only: purchase orders and linked items; the rating stays the user's. */
export async function getSupplierPerformance(ctx: TenantCtx, id: string): Promise<SupplierPerformance> {
  await getSupplier(ctx, id);
  return {
    ...(await selectPurchaseFigures(ctx.tx, ctx.tenantId, id)),
    rating: null,
    linkedItems: await selectLinkedItemCount(ctx.tx, ctx.tenantId, id),
  };
}
