import { createItemInputSchema, type listItemsQuerySchema } from '@wb/contract/items';
import type { CsvImportPreview, CsvImportResult } from '@wb/contract/master-data-fields';
import { writeCsv } from '@wb/domain/csv';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { assertImportValid, type ImportRow, importPreview, markDuplicates, readImport } from '@/platform/lists/csv-import';
import { requireTenantId } from '@/platform/tenant-scope';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { findSupplierRefs } from '@/modules/suppliers/suppliers.service';
import { newItemValues, type ItemValues } from './item-record';
import { type ItemCsvField, itemCsvFields, itemCsvHeader, itemCsvInput, itemCsvRow } from './items-csv';
import { insertMovements } from './item-stock.queries';
import { insertItems, selectTakenSkus } from './items.queries';
import { checkItemValues, findItemRows, itemRulesOf } from './items.service';

const maxExportRows = 200_000;

type Checked = { values: ItemValues; sku: string; stock: string };

/** Reads and checks every row: fields, the item settings, the supplier column, opening stock, unique SKUs. */
async function readItemImport(ctx: Ctx, csv: string) {
  const tenantId = requireTenantId(ctx);
  const { columns, rows } = readImport(csv, itemCsvFields, createItemInputSchema, itemCsvInput);
  const rules = await itemRulesOf(ctx);
  const settings = await getSettingsSection(ctx, 'items');
  const numbering = await getSettingsSection(ctx, 'numbering');
  const traceability = await getSettingsSection(ctx, 'traceability');
  const suppliers = await findSupplierRefs(ctx);
  const byKey = new Map<string, string>();
  for (const s of suppliers) {
    byKey.set(s.name.toLowerCase(), s.id);
    byKey.set(s.supplierNumber.toLowerCase(), s.id);
  }
  const checked: Array<ImportRow<ItemCsvField, Checked | null>> = rows.map((row) => {
    const errors = [...row.errors];
    const supplierText = row.values.supplier ?? '';
    const supplierId = supplierText ? (byKey.get(supplierText.toLowerCase()) ?? null) : null;
    if (supplierText && !supplierId) errors.push({ path: 'supplier', message: 'Supplier not found' });
    const stock = (row.values.quantityOnHand ?? '').replace(',', '.') || '0';
    if (!/^\d{1,16}(\.\d{1,4})?$/.test(stock)) errors.push({ path: 'quantityOnHand', message: 'Invalid quantity' });
    if (!numbering.autoGenerateSku && !row.values.sku) errors.push({ path: 'sku', message: 'This field is required' });
    let result: Checked | null = null;
    if (row.input) {
      const values = checkItemValues(newItemValues({ ...row.input, supplierId }, { category: settings.defaultCategory }), rules);
      errors.push(...values.problems);
      if (Number(stock) > 0 && !settings.enableStockTracking)
        errors.push({ path: 'quantityOnHand', message: 'Stock tracking is turned off in the item settings' });
      if (Number(stock) > 0 && values.values.lotTracked && traceability.enabled) {
        errors.push({ path: 'quantityOnHand', message: 'Stock of lot-tracked items is received per lot' });
      }
      result = { values: values.values, sku: row.input.sku ?? '', stock };
    }
    return { ...row, errors, input: errors.length ? null : result };
  });
  const taken = await selectTakenSkus(ctx.tx, tenantId, checked.map((row) => row.values.sku ?? '').filter(Boolean));
  markDuplicates(checked, (row) => row.values.sku ?? null, taken, 'sku', 'This item number is already in use');
  return { columns, rows: checked };
}

export async function previewItemImport(ctx: Ctx, csv: string): Promise<CsvImportPreview> {
  const { columns, rows } = await readItemImport(ctx, csv);
  return importPreview(columns, rows);
}

/**
 * Imports every row in one transaction, or none. Rows without an item number get the next SKU;
 * an opening quantity on hand is booked as a receipt ("CSV import"), so stock still only
 * changes through movements.
 */
export async function importItems(ctx: Ctx, csv: string): Promise<CsvImportResult> {
  const tenantId = requireTenantId(ctx);
  const { rows } = await readItemImport(ctx, csv);
  const inputs = assertImportValid(rows) as Checked[];
  const records = [];
  const movements = [];
  for (const input of inputs) {
    const id = newId();
    const sku = input.sku.trim() || (await takeNextNumber(ctx, 'sku'));
    records.push({ ...input.values, id, sku, quantityOnHand: input.stock });
    if (Number(input.stock) > 0) {
      movements.push({
        id: newId(),
        itemId: id,
        lotId: null,
        kind: 'receipt' as const,
        quantity: input.stock,
        reference: 'CSV import',
        note: '',
        createdBy: ctx.principal?.userId ?? null,
      });
    }
  }
  await insertItems(ctx.tx, tenantId, records);
  await insertMovements(ctx.tx, tenantId, movements);
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'item.imported',
    target: 'item:csv',
    ip: ctx.ip,
    details: { count: records.length, withStock: movements.length },
  });
  return { created: records.length };
}

export async function exportItems(
  ctx: Ctx,
  query: Omit<z.output<typeof listItemsQuerySchema>, 'page' | 'pageSize'> & { numbers?: 'en' | 'nl' },
): Promise<string> {
  const numbers = new Map((await findSupplierRefs(ctx)).map((s) => [s.id, s.supplierNumber]));
  const { items } = await findItemRows(ctx, { ...query, sort: query.sort ?? 'sku' }, maxExportRows, 0, true);
  return writeCsv(
    itemCsvHeader,
    items.map((item) => itemCsvRow(item, item.supplierId ? (numbers.get(item.supplierId) ?? '') : '', query.numbers)),
  );
}
