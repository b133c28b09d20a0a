import type { VatRate } from '@wb/contract/items';
import { gtinCheckDigit } from '@wb/domain/dutch-formats';
import { formatLotNumber } from '@wb/domain/lot-number';
import { todayInCompanyZone } from '@wb/domain/today';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import type { DemoSupplierRef } from '@/modules/suppliers/suppliers.demo';
import { insertLot, insertMovements, type MovementValues } from './item-stock.queries';
import { andereHandelItems, groothandelItems } from './items.demo-data';
import { insertItems } from './items.queries';

/** The demo's lot numbers: date and item number, e.g. 20261126-ART-10001 (≤ 20 characters for GS1 AI 10). */
const demoLotNumberFormat = '{year}{month}{day}-{item}';

/**
 * One demo item: name, unit, products per package, content per product, VAT, category, price and
 * purchase price (decimal strings), supplier key, commodity code, stock, for lot-tracked items
 * the days until each lot expires, and the weight in kilograms per unit.
 */
type DemoItem = {
  name: string;
  unit: string;
  pack: string;
  content?: string;
  vat: VatRate;
  category: string;
  price: string;
  purchase: string;
  supplier?: string;
  cn?: string;
  stock: string;
  /** Kilograms per unit. */
  weight?: string;
  lots?: Array<{ quantity: string; expiresInDays: number }>;
};

/** Parses the lines of `items.demo-data.ts`. */
function parseItems(lines: string): DemoItem[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [
        name = '',
        unit = '',
        pack = '1',
        content,
        vat,
        category = '',
        price = '0',
        purchase = '0',
        supplier,
        cn,
        stock = '0',
        lots,
        weight,
      ] = line.split('|');
      return {
        name,
        unit,
        pack,
        content: content || undefined,
        vat: Number(vat) as VatRate,
        category,
        price,
        purchase,
        supplier: supplier || undefined,
        cn: cn || undefined,
        stock,
        weight: weight || undefined,
        lots: lots
          ? lots.split(',').map((lot) => {
              const [quantity = '0', days = '0'] = lot.split('@');
              return { quantity, expiresInDays: Number(days) };
            })
          : undefined,
      };
    });
}

function isoDate(daysFromNow: number): string {
  return todayInCompanyZone(Date.now() + daysFromNow * 86_400_000);
}

function barcodeFor(index: number, tenantSeed: number): string {
  const body = `871${String(4_200_000_00 + tenantSeed * 1000 + index * 37).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/**
 * The demo catalogue of a tenant: food-service items with VAT 9 % (food, soft drinks) and 21 %
 * (alcohol, non-food), prices as decimal strings, SKUs from the numbering service, some
 * lot-tracked with expiry dates, and their stock booked as receipts (per lot where they have lots).
 */
export async function seedDemoItems(ctx: TenantCtx, tenantName: string, suppliers: Map<string, DemoSupplierRef>): Promise<void> {
  const { tenantId } = ctx;
  const demo = tenantName.startsWith('Demo');
  const items = [];
  const lots: Array<{ id: string; itemId: string; lotNumber: string; expiryDate: string; quantity: string }> = [];
  const movements: MovementValues[] = [];
  for (const [index, d] of parseItems(demo ? groothandelItems : andereHandelItems).entries()) {
    const id = newId();
    const sku = await takeNextNumber(ctx, 'sku');
    const supplier = d.supplier ? suppliers.get(d.supplier) : undefined;
    const supplierId = supplier?.id ?? null;
    items.push({
      id,
      sku,
      name: d.name,
      description: '',
      unit: d.unit,
      packageAmount: d.pack,
      unitAmount: d.content ?? null,
      weight: d.weight ?? null,
      vatRate: d.vat,
      category: d.category,
      sortOrder: index * 10,
      commodityCode: d.cn ?? '',
      barcode: barcodeFor(index, demo ? 1 : 2),
      price: d.price,
      initialPrice: d.purchase,
      purchasePricePerPackage: (Number(d.purchase) * Number(d.pack)).toFixed(2),
      supplierId,
      lotTracked: d.lots !== undefined,
      isActive: true,
      quantityOnHand: d.stock,
    });
    const movement = { itemId: id, kind: 'receipt' as const, note: '', createdBy: null, reference: 'Beginvoorraad' };
    if (d.lots) {
      for (const [n, lot] of d.lots.entries()) {
        const lotId = newId();
        const received = new Date(Date.now() - (d.lots.length - n) * 86_400_000);
        // Short enough for GS1-128's AI (10), at most 20 characters (the default format runs longer).
        const number = formatLotNumber(demoLotNumberFormat, {
          supplier: supplier?.supplierNumber ?? 'EIGEN',
          category: d.category,
          item: sku,
          date: received,
        });
        lots.push({ id: lotId, itemId: id, lotNumber: number, expiryDate: isoDate(lot.expiresInDays), quantity: lot.quantity });
        movements.push({ ...movement, id: newId(), lotId, quantity: lot.quantity });
      }
    } else if (Number(d.stock) > 0) {
      movements.push({ ...movement, id: newId(), lotId: null, quantity: d.stock });
    }
  }
  await insertItems(ctx.tx, tenantId, items);
  for (const lot of lots) await insertLot(ctx.tx, tenantId, lot);
  await insertMovements(ctx.tx, tenantId, movements);
}
