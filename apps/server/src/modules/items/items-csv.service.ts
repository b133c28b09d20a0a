import { createItemInputSchema, type listItemsQuerySchema } from '@wb/contract/items';
import type { CsvImportPreview, CsvImportResult } from '@wb/contract/master-data-fields';
import { writeCsv } from '@wb/domain/csv';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { assertImportValid, type ImportRow, importPreview, markDuplicates, nextTurn, readImport } from '@/platform/lists/csv-import';
import { type InTransaction, writeInChunks } from '@/platform/lists/import-chunks';
import { takeNextNumbers } from '@/modules/numbering/numbering.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { findSupplierRefs } from '@/modules/suppliers/suppliers.service';
import { newItemValues, type ItemValues } from './item-record';
import { type ItemCsvField, itemCsvFields, itemCsvHeader, itemCsvInput, itemCsvRow } from './items-csv';
import { insertMovements } from './item-stock.queries';
import { deleteImportedItems, insertItems, selectTakenSkus } from './items.queries';
import { checkItemValues, findItemRows, itemRulesOf } from './items.service';

const maxExportRows = 200_000;

type Checked = { values: ItemValues; sku: string; stock: string };

/**
 * Reads and checks every row: fields, the item settings, the supplier column, opening stock, unique
 * SKUs. Only the reads of settings, suppliers and taken SKUs are in a (short) transaction; the
 * checks of the rows run outside it, in turns (see readImport).
 */
async function readItemImport(inTransaction: InTransaction, csv: string) {
  const { columns, rows } = await readImport(csv, itemCsvFields, createItemInputSchema, itemCsvInput);
  const given = rows.map((row) => row.values.sku ?? '').filter(Boolean);
  const { rules, settings, numbering, traceability, suppliers, taken } = await inTransaction(async (ctx) => {
    const { tenantId } = ctx;
    return {
      rules: await itemRulesOf(ctx),
      settings: await getSettingsSection(ctx, 'items'),
      numbering: await getSettingsSection(ctx, 'numbering'),
      traceability: await getSettingsSection(ctx, 'traceability'),
      suppliers: await findSupplierRefs(ctx),
      taken: await selectTakenSkus(ctx.tx, tenantId, given),
    };
  });
  const byKey = new Map<string, string>();
  for (const s of suppliers) {
    byKey.set(s.name.toLowerCase(), s.id);
    byKey.set(s.supplierNumber.toLowerCase(), s.id);
  }
  const checked: Array<ImportRow<ItemCsvField, Checked | null>> = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % 500 === 0) await nextTurn();
    const errors = [...row.errors];
    const supplierText = row.values.supplier ?? '';
    const supplierId = supplierText ? (byKey.get(supplierText.toLowerCase()) ?? null) : null;
    if (supplierText && !supplierId) errors.push({ path: 'supplier', key: 'items.supplierNotFound' });
    const stock = (row.values.quantityOnHand ?? '').replace(',', '.') || '0';
    if (!/^\d{1,16}(\.\d{1,4})?$/.test(stock)) errors.push({ path: 'quantityOnHand', key: 'validation.invalidQuantity' });
    if (!numbering.autoGenerateSku && !row.values.sku) errors.push({ path: 'sku', key: 'validation.required' });
    let result: Checked | null = null;
    if (row.input) {
      const values = checkItemValues(newItemValues({ ...row.input, supplierId }, { category: settings.defaultCategory }), rules);
      errors.push(...values.problems);
      if (Number(stock) > 0 && !settings.enableStockTracking) errors.push({ path: 'quantityOnHand', key: 'items.stockTrackingOff' });
      if (Number(stock) > 0 && values.values.lotTracked && traceability.enabled) {
        errors.push({ path: 'quantityOnHand', key: 'items.stockPerLot' });
      }
      result = { values: values.values, sku: row.input.sku ?? '', stock };
    }
    checked.push({ ...row, errors, input: errors.length ? null : result });
  }
  markDuplicates(checked, (row) => row.values.sku ?? null, taken, 'sku', 'items.skuInUse');
  return { columns, rows: checked };
}

export async function previewItemImport(inTransaction: InTransaction, csv: string): Promise<CsvImportPreview> {
  const { columns, rows } = await readItemImport(inTransaction, csv);
  return importPreview(columns, rows);
}

/**
 * Imports every row, or none. Rows without an item number get the next SKUs; an opening quantity
 * on hand is booked as a receipt ("CSV import"), so stock still only changes through movements.
 * Written in transactions of 100 rows, so other requests are served meanwhile; a failing part
 * removes the parts before it (see writeInChunks).
 */
export async function importItems(inTransaction: InTransaction, csv: string): Promise<CsvImportResult> {
  const { rows } = await readItemImport(inTransaction, csv);
  const inputs = assertImportValid(rows) as Checked[];
  const records = inputs.map((input) => ({ ...input.values, id: newId(), sku: input.sku.trim(), quantityOnHand: input.stock }));
  let withStock = 0;
  await writeInChunks(
    inTransaction,
    records,
    async (ctx, chunk) => {
      const { tenantId } = ctx;
      const unnumbered = chunk.filter((record) => !record.sku);
      const numbers = await takeNextNumbers(ctx, 'sku', unnumbered.length);
      for (const [i, record] of unnumbered.entries()) record.sku = numbers[i] ?? '';
      const movements = chunk
        .filter((record) => Number(record.quantityOnHand) > 0)
        .map((record) => ({
          id: newId(),
          itemId: record.id,
          lotId: null,
          kind: 'receipt' as const,
          quantity: record.quantityOnHand,
          reference: 'CSV import',
          note: '',
          createdBy: ctx.principal?.userId ?? null,
        }));
      await insertItems(ctx.tx, tenantId, chunk);
      await insertMovements(ctx.tx, tenantId, movements);
      withStock += movements.length;
    },
    (ctx, chunk) =>
      deleteImportedItems(
        ctx.tx,
        ctx.tenantId,
        chunk.map((record) => record.id),
      ),
  );
  await inTransaction((ctx) =>
    appendAudit(ctx.tx, {
      tenantId: ctx.tenantId,
      actorUserId: ctx.principal?.userId ?? null,
      action: 'item.imported',
      target: 'item:csv',
      ip: ctx.ip,
      details: { count: records.length, withStock },
    }),
  );
  return { created: records.length };
}

export async function exportItems(
  ctx: TenantCtx,
  query: Omit<z.output<typeof listItemsQuerySchema>, 'page' | 'pageSize'> & { numbers?: 'en' | 'nl' },
): Promise<string> {
  const numbers = new Map((await findSupplierRefs(ctx)).map((s) => [s.id, s.supplierNumber]));
  const { items } = await findItemRows(ctx, { ...query, sort: query.sort ?? 'sku' }, maxExportRows, 0, true);
  return writeCsv(
    itemCsvHeader,
    items.map((item) => itemCsvRow(item, item.supplierId ? (numbers.get(item.supplierId) ?? '') : '', query.numbers)),
  );
}
