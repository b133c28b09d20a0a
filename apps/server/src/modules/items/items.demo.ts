import type { VatRate } from '@wb/contract/items';
import { gtinCheckDigit } from '@wb/domain/dutch-formats';
import { defaultLotNumberFormat, formatLotNumber } from '@wb/domain/lot-number';
import type { Ctx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { requireTenantId } from '@/platform/tenant-scope';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import type { DemoSupplierRef } from '@/modules/suppliers/suppliers.demo';
import { insertLot, insertMovements, type MovementValues } from './item-stock.queries';
import { insertItems } from './items.queries';

/**
 * One demo item: name, unit, products per package, content per product, VAT, category, price and
 * purchase price (decimal strings), supplier key, commodity code, stock, and for lot-tracked items
 * the days until each lot expires.
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
  lots?: Array<{ quantity: string; expiresInDays: number }>;
};

const demoGroothandel: DemoItem[] = [
  {
    name: 'Volle melk 1 L',
    unit: 'fles',
    pack: '12',
    content: '1',
    vat: 9,
    category: 'Zuivel',
    price: '1.15',
    purchase: '0.89',
    supplier: 'dairy',
    cn: '04012091',
    stock: '240',
    lots: [
      { quantity: '120', expiresInDays: 6 },
      { quantity: '120', expiresInDays: 11 },
    ],
  },
  {
    name: 'Halfvolle melk 1 L',
    unit: 'fles',
    pack: '12',
    content: '1',
    vat: 9,
    category: 'Zuivel',
    price: '1.05',
    purchase: '0.79',
    supplier: 'dairy',
    cn: '04012011',
    stock: '180',
    lots: [{ quantity: '180', expiresInDays: 9 }],
  },
  {
    name: 'Roomboter ongezouten 250 g',
    unit: 'st',
    pack: '40',
    content: '0.25',
    vat: 9,
    category: 'Zuivel',
    price: '2.35',
    purchase: '1.85',
    supplier: 'dairy',
    cn: '04051011',
    stock: '160',
    lots: [{ quantity: '160', expiresInDays: 45 }],
  },
  {
    name: 'Goudse kaas jong 48+',
    unit: 'kg',
    pack: '12',
    vat: 9,
    category: 'Zuivel',
    price: '8.95',
    purchase: '6.40',
    supplier: 'dairy',
    stock: '36.5',
    lots: [
      { quantity: '24', expiresInDays: 60 },
      { quantity: '12.5', expiresInDays: 75 },
    ],
  },
  {
    name: 'Slagroom 35% 1 L',
    unit: 'pak',
    pack: '12',
    content: '1',
    vat: 9,
    category: 'Zuivel',
    price: '4.10',
    purchase: '3.15',
    supplier: 'dairy',
    stock: '8',
    lots: [{ quantity: '8', expiresInDays: 14 }],
  },
  {
    name: 'Eieren vrije uitloop M',
    unit: 'doos',
    pack: '1',
    content: '180',
    vat: 9,
    category: 'Zuivel',
    price: '39.50',
    purchase: '31.00',
    supplier: 'dairy',
    cn: '04072100',
    stock: '12',
    lots: [{ quantity: '12', expiresInDays: 21 }],
  },
  {
    name: 'Aardappelen vastkokend 10 kg',
    unit: 'zak',
    pack: '1',
    content: '10',
    vat: 9,
    category: 'AGF',
    price: '7.25',
    purchase: '5.10',
    supplier: 'produce',
    cn: '07019050',
    stock: '55',
  },
  {
    name: 'Trostomaten',
    unit: 'kg',
    pack: '6',
    vat: 9,
    category: 'AGF',
    price: '2.95',
    purchase: '2.05',
    supplier: 'produce',
    cn: '07020000',
    stock: '42',
  },
  {
    name: 'Uien geel 5 kg',
    unit: 'zak',
    pack: '1',
    content: '5',
    vat: 9,
    category: 'AGF',
    price: '3.40',
    purchase: '2.20',
    supplier: 'produce',
    stock: '6',
  },
  {
    name: 'Appels Elstar',
    unit: 'kg',
    pack: '12',
    vat: 9,
    category: 'AGF',
    price: '2.45',
    purchase: '1.60',
    supplier: 'produce',
    stock: '60',
  },
  { name: 'Bloemkool', unit: 'st', pack: '6', vat: 9, category: 'AGF', price: '1.85', purchase: '1.10', supplier: 'produce', stock: '24' },
  {
    name: 'Kipfilet',
    unit: 'kg',
    pack: '5',
    vat: 9,
    category: 'Vlees',
    price: '9.75',
    purchase: '7.20',
    supplier: 'meat',
    stock: '30',
    lots: [{ quantity: '30', expiresInDays: 5 }],
  },
  {
    name: 'Rundergehakt',
    unit: 'kg',
    pack: '5',
    vat: 9,
    category: 'Vlees',
    price: '8.40',
    purchase: '6.10',
    supplier: 'meat',
    stock: '20',
    lots: [{ quantity: '20', expiresInDays: 4 }],
  },
  {
    name: 'Speklappen',
    unit: 'kg',
    pack: '5',
    vat: 9,
    category: 'Vlees',
    price: '7.15',
    purchase: '5.05',
    supplier: 'meat',
    stock: '4',
    lots: [{ quantity: '4', expiresInDays: 6 }],
  },
  {
    name: 'Tarwebloem type 405 25 kg',
    unit: 'zak',
    pack: '1',
    content: '25',
    vat: 9,
    category: 'Droogwaren',
    price: '18.50',
    purchase: '13.90',
    supplier: 'bakery',
    cn: '11010015',
    stock: '40',
  },
  {
    name: 'Kristalsuiker 25 kg',
    unit: 'zak',
    pack: '1',
    content: '25',
    vat: 9,
    category: 'Droogwaren',
    price: '24.95',
    purchase: '19.80',
    supplier: 'bakery',
    cn: '17019910',
    stock: '22',
  },
  {
    name: 'Olijfolie extra vierge 5 L',
    unit: 'blik',
    pack: '4',
    content: '5',
    vat: 9,
    category: 'Droogwaren',
    price: '42.50',
    purchase: '34.00',
    cn: '15092000',
    stock: '16',
  },
  {
    name: 'Koffiebonen espresso 1 kg',
    unit: 'zak',
    pack: '6',
    content: '1',
    vat: 9,
    category: 'Droogwaren',
    price: '17.95',
    purchase: '12.40',
    cn: '09012100',
    stock: '30',
  },
  {
    name: 'Frituurvet 10 kg',
    unit: 'pak',
    pack: '1',
    content: '10',
    vat: 9,
    category: 'Droogwaren',
    price: '21.75',
    purchase: '16.30',
    stock: '18',
  },
  {
    name: 'Mayonaise 10 L',
    unit: 'emmer',
    pack: '1',
    content: '10',
    vat: 9,
    category: 'Sauzen',
    price: '24.50',
    purchase: '17.90',
    stock: '9',
  },
  {
    name: 'Patat 10 mm diepvries 4 x 2,5 kg',
    unit: 'doos',
    pack: '4',
    content: '2.5',
    vat: 9,
    category: 'Diepvries',
    price: '14.95',
    purchase: '10.60',
    stock: '48',
  },
  {
    name: 'Spa blauw 0,5 L',
    unit: 'tray',
    pack: '24',
    content: '0.5',
    vat: 9,
    category: 'Dranken',
    price: '11.90',
    purchase: '8.50',
    stock: '35',
  },
  {
    name: 'Cola 330 ml blik',
    unit: 'tray',
    pack: '24',
    content: '0.33',
    vat: 9,
    category: 'Dranken',
    price: '16.80',
    purchase: '12.60',
    stock: '28',
  },
  {
    name: 'Huiswijn rood 0,75 L',
    unit: 'fles',
    pack: '6',
    content: '0.75',
    vat: 21,
    category: 'Dranken',
    price: '5.95',
    purchase: '3.80',
    stock: '72',
  },
  {
    name: 'Pilsener fust 30 L',
    unit: 'fust',
    pack: '1',
    content: '30',
    vat: 21,
    category: 'Dranken',
    price: '96.00',
    purchase: '78.00',
    stock: '7',
  },
  {
    name: 'Saladebakjes PET 500 ml',
    unit: 'doos',
    pack: '500',
    vat: 21,
    category: 'Verpakking',
    price: '38.50',
    purchase: '26.00',
    supplier: 'packaging',
    stock: '14',
  },
  {
    name: 'Pizzadozen 33 cm',
    unit: 'pak',
    pack: '100',
    vat: 21,
    category: 'Verpakking',
    price: '27.90',
    purchase: '19.50',
    supplier: 'packaging',
    stock: '20',
  },
  {
    name: 'Vuilniszakken 120 L',
    unit: 'rol',
    pack: '25',
    vat: 21,
    category: 'Non-food',
    price: '6.45',
    purchase: '3.90',
    supplier: 'packaging',
    stock: '40',
  },
  {
    name: 'Allesreiniger 5 L',
    unit: 'can',
    pack: '2',
    content: '5',
    vat: 21,
    category: 'Non-food',
    price: '12.75',
    purchase: '8.20',
    stock: '11',
  },
  {
    name: 'Handschoenen nitril M',
    unit: 'doos',
    pack: '100',
    vat: 21,
    category: 'Non-food',
    price: '8.95',
    purchase: '5.40',
    supplier: 'packaging',
    stock: '0',
  },
];

const andereHandel: DemoItem[] = [
  {
    name: 'Bulgur grof 5 kg',
    unit: 'zak',
    pack: '1',
    content: '5',
    vat: 9,
    category: 'Droogwaren',
    price: '9.50',
    purchase: '6.90',
    supplier: 'produce',
    stock: '30',
  },
  {
    name: 'Rode linzen 5 kg',
    unit: 'zak',
    pack: '1',
    content: '5',
    vat: 9,
    category: 'Droogwaren',
    price: '11.25',
    purchase: '8.10',
    supplier: 'produce',
    stock: '25',
  },
  {
    name: 'Baklava pistache 1 kg',
    unit: 'doos',
    pack: '6',
    content: '1',
    vat: 9,
    category: 'Zoetwaren',
    price: '18.90',
    purchase: '13.50',
    supplier: 'produce',
    stock: '12',
    lots: [{ quantity: '12', expiresInDays: 30 }],
  },
  {
    name: 'Zwarte thee Rize 1 kg',
    unit: 'pak',
    pack: '12',
    content: '1',
    vat: 9,
    category: 'Dranken',
    price: '8.75',
    purchase: '6.20',
    supplier: 'produce',
    stock: '40',
  },
  {
    name: 'Draagtassen bedrukt',
    unit: 'doos',
    pack: '1000',
    vat: 21,
    category: 'Verpakking',
    price: '34.00',
    purchase: '22.00',
    supplier: 'packaging',
    stock: '5',
  },
];

function isoDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 86_400_000);
  return date.toISOString().slice(0, 10);
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
export async function seedDemoItems(ctx: Ctx, tenantName: string, suppliers: Map<string, DemoSupplierRef>): Promise<void> {
  const tenantId = requireTenantId(ctx);
  const demo = tenantName.startsWith('Demo');
  const items = [];
  const lots: Array<{ id: string; itemId: string; lotNumber: string; expiryDate: string; quantity: string }> = [];
  const movements: MovementValues[] = [];
  for (const [index, d] of (demo ? demoGroothandel : andereHandel).entries()) {
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
        const number = formatLotNumber(defaultLotNumberFormat, {
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
