import { readLocalizedNumber, writeLocalizedNumber } from '@wb/domain/localized-number';
import type { Item } from '@wb/contract/items';
import type { ImportField } from '@/platform/lists/csv-import';

/** The CSV columns of items: the export's English headers, plus Dutch and other packages' names. */
export const itemCsvFields = [
  { field: 'sku', label: 'Item number', headers: ['sku', 'artikelnummer', 'artikelcode', 'code', 'article number', 'product code'] },
  { field: 'name', label: 'Name', headers: ['naam', 'omschrijving kort', 'product', 'item name', 'artikel'] },
  { field: 'description', label: 'Description', headers: ['omschrijving', 'beschrijving'] },
  { field: 'unit', label: 'Unit', headers: ['eenheid', 'verpakkingseenheid'] },
  { field: 'packageAmount', label: 'Package amount', headers: ['per package', 'aantal per verpakking', 'colli', 'inhoud verpakking'] },
  { field: 'unitAmount', label: 'Unit amount', headers: ['content', 'inhoud'] },
  { field: 'vatRate', label: 'VAT', headers: ['vat %', 'vat rate', 'btw', 'btw %', 'btw-tarief'] },
  { field: 'category', label: 'Category', headers: ['categorie', 'groep', 'artikelgroep'] },
  { field: 'sortOrder', label: 'Sort order', headers: ['volgorde', 'sortering'] },
  { field: 'commodityCode', label: 'Commodity code', headers: ['cn code', 'hs code', 'goederencode', 'statistiekcode'] },
  { field: 'barcode', label: 'Barcode', headers: ['ean', 'gtin', 'streepjescode'] },
  { field: 'price', label: 'Price', headers: ['verkoopprijs', 'prijs', 'sales price', 'selling price'] },
  { field: 'initialPrice', label: 'Purchase price', headers: ['inkoopprijs', 'cost price', 'kostprijs'] },
  { field: 'purchasePricePerPackage', label: 'Purchase price per package', headers: ['inkoopprijs per verpakking'] },
  { field: 'supplier', label: 'Supplier', headers: ['leverancier', 'supplier number', 'leveranciersnummer'] },
  { field: 'lotTracked', label: 'Lot tracked', headers: ['lots', 'partij', 'lotnummer verplicht'] },
  { field: 'isActive', label: 'Active', headers: ['actief'] },
  { field: 'quantityOnHand', label: 'Quantity on hand', headers: ['voorraad', 'stock', 'on hand'] },
] as const satisfies ReadonlyArray<ImportField<string> & { label: string }>;

export type ItemCsvField = (typeof itemCsvFields)[number]['field'];

const truthy = new Set(['1', 'true', 'yes', 'ja', 'y', 'j', 'x']);
const falsy = new Set(['0', 'false', 'no', 'nee', 'n', '']);

function toBoolean(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (truthy.has(v)) return true;
  if (falsy.has(v)) return false;
  return value;
}

/** A price as typed in a spreadsheet: "€ 1,25" → "1.25". */
const amount = (value: string) => readLocalizedNumber(value);

/**
 * One row's strings as the create schema's input (without the supplier and stock columns, which
 * the import resolves itself).
 */
export function itemCsvInput(values: Partial<Record<ItemCsvField, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of ['sku', 'name', 'description', 'unit', 'category', 'commodityCode', 'barcode'] as const) {
    if (values[field]) input[field] = values[field];
  }
  // Excel shows a 13-digit EAN as 8,71234E+12 and saves it so: its digits are gone, the item comes in without one.
  if (/^\d+([.,]\d+)?E\+?\d+$/i.test(values.barcode ?? '')) delete input.barcode;
  for (const field of ['packageAmount', 'unitAmount', 'price', 'initialPrice', 'purchasePricePerPackage'] as const) {
    if (values[field]) input[field] = amount(values[field]);
  }
  input.name ??= '';
  input.unit ??= '';
  input.price ??= '';
  if (values.vatRate) {
    const rate = values.vatRate.replace(/[%\s]/g, '');
    input.vatRate = /^\d+$/.test(rate) ? Number(rate) : rate;
  }
  if (values.sortOrder) input.sortOrder = /^\d+$/.test(values.sortOrder) ? Number(values.sortOrder) : values.sortOrder;
  if (values.lotTracked !== undefined && values.lotTracked !== '') input.lotTracked = toBoolean(values.lotTracked);
  if (values.isActive !== undefined && values.isActive !== '') input.isActive = toBoolean(values.isActive);
  return input;
}

export const itemCsvHeader = itemCsvFields.map((f) => f.label);

const decimalFields = new Set(['packageAmount', 'unitAmount', 'price', 'initialPrice', 'purchasePricePerPackage', 'stock']);

/** An export row; `numbers: 'nl'` writes decimals with a comma (Dutch Excel). */
export function itemCsvRow(item: Item, supplierNumber: string, numbers: 'nl' | 'en' = 'en'): Array<string | number | boolean | null> {
  return itemCsvFields.map(({ field }) => {
    if (field === 'supplier') return supplierNumber;
    if (field === 'lotTracked' || field === 'isActive') return item[field] ? 'yes' : 'no';
    const value = item[field] ?? '';
    return typeof value === 'string' && decimalFields.has(field) ? writeLocalizedNumber(value, numbers) : value;
  });
}
