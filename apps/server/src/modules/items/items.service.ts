import type {
  createItemInputSchema,
  DeleteItemResult,
  Item,
  ItemPage,
  listItemsQuerySchema,
  updateItemInputSchema,
} from '@wb/contract/items';
import type { FieldIssue } from '@wb/contract/errors';
import type { z } from 'zod';
import { isForeignKeyViolation, referencingTableOf, withSavepoint } from '@/db/savepoint';
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
import { type ItemValues, newItemValues, type StockRule, toItem } from './item-record';
import {
  deleteItemRow,
  itemFilterConditions,
  insertItems,
  selectItem,
  selectItemsByIds,
  selectSkuTaken,
  updateItemRow,
} from './items.queries';
import { getSupplier } from '@/modules/suppliers/suppliers.service';

type ListQuery = z.output<typeof listItemsQuerySchema>;

/** Sort fields of the list, as columns of the search view. */
const sortColumns: Record<string, string> = {
  sku: 'sku',
  name: 'name',
  price: 'price',
  category: 'category',
  quantityOnHand: 'quantity_on_hand',
  sortOrder: 'sort_order',
  updatedAt: 'updated_at',
};

export const itemNotFound = () => notFound('item');

export async function stockRuleOf(ctx: TenantCtx): Promise<StockRule> {
  const items = await getSettingsSection(ctx, 'items');
  return { tracking: items.enableStockTracking, threshold: items.lowStockThreshold };
}

export type ItemListQuery = Omit<ListQuery, 'page' | 'pageSize'>;

/** One page: ids chosen on the search view (indexed search, filters, order, total), rows read under RLS. */
export async function findItemRows(
  ctx: TenantCtx,
  query: ItemListQuery,
  limit: number,
  offset: number,
  countAll = false,
  keyset?: IdPageRequest['keyset'],
) {
  const { tenantId } = ctx;
  const settings = await getSettingsSection(ctx, 'search');
  const rule = await stockRuleOf(ctx);
  const page = await selectIdPage(ctx.tx, 'item', tenantId, {
    filters: itemFilterConditions({
      category: query.category,
      active: query.active,
      supplierId: query.supplierId,
      lowStockAtOrBelow: query.lowStock && rule.tracking ? rule.threshold : undefined,
      none: query.lowStock === true && !rule.tracking,
    }),
    search: listSearch('v.search_text', query.q, { fuzzy: settings.fuzzySearch }),
    sort: parseSort(query.sort, sortColumns, { column: 'name', direction: 'asc' }),
    limit,
    offset,
    fuzzyLimit: settings.resultsLimit,
    countAll,
    keyset,
  });
  const rows = await selectItemsByIds(ctx.tx, tenantId, page.ids);
  return {
    rows,
    items: rows.map((row) => toItem(row, rule)),
    total: page.total,
    totalExact: page.totalExact,
    count: page.count,
    cursors: page.cursors,
  };
}

export async function findItems(ctx: TenantCtx, query: ListQuery): Promise<ItemPage> {
  const at = pagePosition('items', query, 2);
  const offset = pageOffset(at.page, query.pageSize);
  const { items, total, totalExact, count, cursors } = await findItemRows(ctx, query, query.pageSize, offset, false, at);
  return { items, total, totalExact, count, cursors, page: at.page, pageSize: query.pageSize };
}

/** Quick search for pickers (an order line): active items, up to the search results limit. */
export async function searchItems(ctx: TenantCtx, term: string): Promise<Item[]> {
  const { resultsLimit } = await getSettingsSection(ctx, 'search');
  return (await findItemRows(ctx, { q: term, active: true }, resultsLimit, 0)).items;
}

/** The tenant's items among `ids`, active or not, in that order (unknown and other tenants' ids are left out). */
export async function findItemsByIds(ctx: TenantCtx, ids: string[]): Promise<Item[]> {
  if (!ids.length) return [];
  const rule = await stockRuleOf(ctx);
  return (await selectItemsByIds(ctx.tx, ctx.tenantId, [...new Set(ids)])).map((row) => toItem(row, rule));
}

export async function getItem(ctx: TenantCtx, id: string): Promise<Item> {
  const row = await selectItem(ctx.tx, ctx.tenantId, id);
  if (!row) throw itemNotFound();
  return toItem(row, await stockRuleOf(ctx));
}

/** What the item settings require of an item: a category from the list, a description. */
export type ItemRules = { requireDescription: boolean; categories: string[] };

export async function itemRulesOf(ctx: TenantCtx): Promise<ItemRules> {
  const settings = await getSettingsSection(ctx, 'items');
  const { categories } = await getSettingsSection(ctx, 'categories');
  return { requireDescription: settings.requireDescription, categories: categories.map((c) => c.name) };
}

/**
 * The settings' rules on a complete item: a category from the settings' list when there is a
 * list (written as the list writes it), a description when required. Answers the problems and
 * the values with the category's spelling fixed.
 */
export function checkItemValues(values: ItemValues, rules: ItemRules): { values: ItemValues; problems: FieldIssue[] } {
  const problems: FieldIssue[] = [];
  let category = values.category;
  if (category && rules.categories.length) {
    const known = rules.categories.find((name) => name.toLowerCase() === category.toLowerCase());
    if (known) category = known;
    else problems.push({ path: 'category', key: 'items.unknownCategory' });
  }
  if (rules.requireDescription && !values.description) problems.push({ path: 'description', key: 'items.descriptionRequired' });
  return { values: { ...values, category }, problems };
}

async function checkItem(ctx: TenantCtx, values: ItemValues): Promise<ItemValues> {
  const checked = checkItemValues(values, await itemRulesOf(ctx));
  if (values.supplierId && !(await supplierExists(ctx, values.supplierId)))
    checked.problems.push({ path: 'supplierId', key: 'items.supplierNotFound' });
  if (checked.problems.length) refuse(checked.problems);
  return checked.values;
}

async function supplierExists(ctx: TenantCtx, id: string): Promise<boolean> {
  try {
    await getSupplier(ctx, id);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return false;
    throw err;
  }
}

function refuse(problems: FieldIssue[]): never {
  throw invalidFields(problems);
}

const skuTaken = () => fieldError('CONFLICT', 'sku', 'items.skuInUse');

export async function createItem(ctx: TenantCtx, input: z.output<typeof createItemInputSchema>): Promise<Item> {
  const { tenantId } = ctx;
  const settings = await getSettingsSection(ctx, 'items');
  const values = await checkItem(ctx, newItemValues(input, { category: settings.defaultCategory }));
  const sku = await assignNumber(ctx, 'sku', input.sku);
  if (await selectSkuTaken(ctx.tx, tenantId, sku)) throw skuTaken();
  const id = newId();
  await insertItems(ctx.tx, tenantId, [{ ...values, id, sku }]);
  return getItem(ctx, id);
}

export async function updateItem(ctx: TenantCtx, id: string, input: z.output<typeof updateItemInputSchema>): Promise<Item> {
  const { tenantId } = ctx;
  const row = await selectItem(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw itemNotFound();
  const { sku: typedSku, ...fields } = input;
  const { supplierName: _supplierName, quantityOnHand: _stock, id: _id, sku: _sku, createdAt: _c, updatedAt: _u, ...current } = row;
  const checked = await checkItem(ctx, { ...current, ...fields });
  const changes: Partial<ItemValues> & { sku?: string } = {};
  for (const key of Object.keys(fields) as Array<keyof ItemValues>) {
    const next = checked[key];
    if (String(next) !== String(current[key])) (changes as Record<string, unknown>)[key] = next;
  }
  const numbering = await getSettingsSection(ctx, 'numbering');
  const sku = typedSku?.trim();
  if (sku && !numbering.autoGenerateSku && sku !== row.sku) {
    if (await selectSkuTaken(ctx.tx, tenantId, sku, id)) throw skuTaken();
    changes.sku = sku;
  }
  if (Object.keys(changes).length) await updateItemRow(ctx.tx, tenantId, id, changes);
  return getItem(ctx, id);
}

/**
 * Deletes an item with its lots and stock history; one that other records refer to (order
 * lines, when orders land) is made inactive instead.
 */
export async function deleteItem(ctx: TenantCtx, id: string): Promise<DeleteItemResult> {
  const { tenantId } = ctx;
  const row = await selectItem(ctx.tx, tenantId, id, { forUpdate: true });
  if (!row) throw itemNotFound();
  let result: DeleteItemResult;
  try {
    await withSavepoint(ctx.tx, () => deleteItemRow(ctx.tx, tenantId, id));
    result = { deleted: true, deactivated: false, usedBy: [] };
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    // A failure from a Citus worker has no table field; referencingTableOf reads it from the message.
    await updateItemRow(ctx.tx, tenantId, id, { isActive: false });
    result = { deleted: false, deactivated: true, usedBy: [referencingTableOf(err) || 'other records'] };
  }
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: result.deleted ? 'item.deleted' : 'item.deactivated',
    target: `item:${id}`,
    ip: ctx.ip,
    details: { sku: row.sku, name: row.name, quantityOnHand: row.quantityOnHand },
  });
  return result;
}
