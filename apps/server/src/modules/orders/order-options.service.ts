import {
  defaultOrderRoutes,
  type OrderAccountCheck,
  type OrderCatalogItem,
  type orderCatalogQuerySchema,
  type OrderLot,
  type OrderOptions,
} from '@wb/contract/orders';
import { costPriceOf, unitWeightOf } from '@wb/domain/order-line';
import type { Item } from '@wb/contract/items';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { personName } from '@/platform/person-name';
import { getAccount } from '@/modules/accounts/accounts.service';
import { findSaleCategories, findSaleLots } from '@/modules/items/item-sales.service';
import { findItems, findItemsByIds, getItem } from '@/modules/items/items.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { selectEmployees, selectOpenOrdersGross } from './orders.queries';

/** The routes an order may name: the tenant's active routes, or the defaults while it has none. */
export async function findOrderRoutes(ctx: TenantCtx): Promise<{ routes: string[]; fromSettings: boolean }> {
  const { routeList } = await getSettingsSection(ctx, 'routes');
  const routes = routeList.filter((r) => r.active).map((r) => r.name);
  return routes.length ? { routes, fromSettings: true } : { routes: [...defaultOrderRoutes], fromSettings: false };
}

export async function findEmployees(ctx: TenantCtx): Promise<Array<{ id: string; name: string }>> {
  const rows = await selectEmployees(ctx.tx, ctx.tenantId);
  return rows.map((u) => ({ id: u.id, name: personName(u.firstName, u.lastName, u.email) }));
}

/** Routes, people, quick-add amounts, categories and the rules the order form follows. */
export async function getOrderOptions(ctx: TenantCtx): Promise<OrderOptions> {
  const [routes, employees, items, categories, itemCategories, orders, traceability, numbering] = await Promise.all([
    findOrderRoutes(ctx),
    findEmployees(ctx),
    getSettingsSection(ctx, 'items'),
    getSettingsSection(ctx, 'categories'),
    findSaleCategories(ctx),
    getSettingsSection(ctx, 'orders'),
    getSettingsSection(ctx, 'traceability'),
    getSettingsSection(ctx, 'numbering'),
  ]);
  return {
    routes: routes.routes,
    routesFromSettings: routes.fromSettings,
    employees,
    quickAddAmounts: items.quickAddAmounts,
    categories: mergeCategories(
      categories.categories.map((c) => c.name),
      itemCategories,
    ),
    creditLimitPolicy: orders.creditLimitPolicy,
    lotsEnabled: traceability.enabled,
    requireLotForSales: traceability.enabled && traceability.requireLotForSales,
    autoNumber: numbering.autoGenerateOrderNumber,
    stockTracking: items.enableStockTracking,
  };
}

/** The settings' categories in their order, then categories only items use (case-insensitively once). */
function mergeCategories(fromSettings: string[], fromItems: string[]): string[] {
  const seen = new Set(fromSettings.map((c) => c.toLowerCase()));
  return [...fromSettings, ...fromItems.filter((c) => !seen.has(c.toLowerCase()))];
}

/** Whether an account can be ordered for (blocked, inactive) and its open orders against its credit limit. */
export async function getOrderAccountCheck(ctx: TenantCtx, accountId: string, exceptOrderId?: string): Promise<OrderAccountCheck> {
  const account = await getAccount(ctx, accountId);
  return {
    accountId: account.id,
    accountNumber: account.accountNumber,
    companyName: account.companyName,
    blockedReason: account.blocked?.reason ?? null,
    inactive: account.status === 'inactive',
    creditLimit: account.creditLimit,
    openOrdersGross: await selectOpenOrdersGross(ctx.tx, ctx.tenantId, account.id, exceptOrderId),
    discount: account.discount,
  };
}

/**
 * Active items to pick for a line: by search (number, name, barcode …) and/or category; or the
 * items named by `ids`, active or not (the lines of a saved order, for their stock now).
 */
export async function findOrderCatalog(ctx: TenantCtx, query: z.output<typeof orderCatalogQuerySchema>): Promise<OrderCatalogItem[]> {
  if (query.ids) return (await findItemsByIds(ctx, query.ids)).map(toCatalogItem);
  const page = await findItems(ctx, {
    page: 1,
    pageSize: query.limit,
    q: query.q,
    category: query.category || undefined,
    active: true,
    sort: query.q ? 'name' : 'sortOrder',
  });
  const items = query.q ? rankByTypedText(page.items, query.q) : page.items;
  return items.map(toCatalogItem);
}

function toCatalogItem(item: Item): OrderCatalogItem {
  return {
    id: item.id,
    sku: item.sku,
    name: item.name,
    unit: item.unit,
    vatRate: item.vatRate,
    price: item.price,
    category: item.category,
    barcode: item.barcode,
    packageAmount: item.packageAmount,
    unitWeight: unitWeightOf(item),
    costPrice: costPriceOf(item),
    lotTracked: item.lotTracked,
    quantityOnHand: item.quantityOnHand,
  };
}

/** A scanned barcode or typed item number first, then names starting with the text, then the rest by name. */
function rankByTypedText<T extends { sku: string; barcode: string; name: string }>(items: T[], typed: string): T[] {
  const text = typed.trim().toLowerCase();
  const rank = (item: T) =>
    item.barcode === typed.trim() || item.sku.toLowerCase() === text ? 0 : item.name.toLowerCase().startsWith(text) ? 1 : 2;
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => r.item);
}

/** The lots a line of this item can take, first expiring first. */
export async function findOrderLots(ctx: TenantCtx, itemId: string): Promise<OrderLot[]> {
  await getItem(ctx, itemId);
  const lots = await findSaleLots(ctx, itemId);
  return lots.map((lot) => ({ id: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate, quantity: lot.quantity }));
}
