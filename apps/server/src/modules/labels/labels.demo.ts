import type { CreateLabelTemplateInput, LabelData } from '@wb/contract/labels';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { labelDataFor } from './label-data';
import { resolveElements } from './label-layout';
import { createPrinter } from './label-printers.service';
import { createTemplate } from './label-templates.service';
import { renderZpl } from './label-zpl';
import { FakeZebra } from './fake-zebra';
import { insertJob } from './labels.queries';
import { queryStatus } from './zebra-transport';

/** Where the demo's label printer listens: a real Zebra there, or the fake one the demo starts. */
export const demoPrinterPort = Number(process.env.DEMO_PRINTER_PORT ?? 9100);

export const demoTemplates: CreateLabelTemplateInput[] = [
  {
    name: 'Productlabel',
    type: 'product',
    widthMm: 60,
    heightMm: 40,
    isDefault: true,
    elements: [
      { id: 'name', type: 'text', x: 3, y: 3, width: 54, height: 7, text: '{{item.name}}', fontSize: 12, fontWeight: 'bold' },
      { id: 'sku', type: 'text', x: 3, y: 11, width: 30, height: 5, text: 'Art. {{item.sku}}', fontSize: 8 },
      {
        id: 'price',
        type: 'text',
        x: 33,
        y: 10,
        width: 24,
        height: 7,
        text: '{{item.price}}',
        fontSize: 12,
        fontWeight: 'bold',
        align: 'right',
      },
      { id: 'ean', type: 'barcode', symbology: 'ean13', x: 3, y: 18, width: 40, height: 19, text: '{{item.ean}}' },
      { id: 'qr', type: 'barcode', symbology: 'qr', x: 45, y: 22, width: 12, height: 12, text: '{{item.sku}}' },
    ],
  },
  {
    name: 'Partijlabel GS1-128',
    type: 'lot',
    widthMm: 100,
    heightMm: 60,
    isDefault: true,
    elements: [
      { id: 'name', type: 'text', x: 4, y: 3, width: 92, height: 8, text: '{{item.name}}', fontSize: 14, fontWeight: 'bold' },
      { id: 'lot', type: 'text', x: 4, y: 12, width: 60, height: 5, text: 'Partij {{lot.number}} · THT {{lot.expiry}}', fontSize: 9 },
      { id: 'rule', type: 'line', x: 4, y: 18, width: 92, height: 0, thickness: 0.4 },
      {
        id: 'gs1',
        type: 'barcode',
        symbology: 'gs1-128',
        x: 4,
        y: 21,
        width: 70,
        height: 30,
        text: '(01){{item.gtin}}(17){{lot.expiryGs1}}(10){{lot.number}}',
        fontSize: 8,
      },
      { id: 'qr', type: 'barcode', symbology: 'qr', x: 77, y: 24, width: 19, height: 19, text: '{{item.sku}}/{{lot.number}}' },
      { id: 'company', type: 'text', x: 4, y: 54, width: 92, height: 4, text: '{{company.name}}', fontSize: 7 },
    ],
  },
  {
    name: 'Verzendlabel',
    type: 'shipping',
    widthMm: 100,
    heightMm: 150,
    isDefault: true,
    elements: [
      { id: 'from', type: 'text', x: 5, y: 5, width: 90, height: 6, text: '{{company.name}}', fontSize: 10 },
      { id: 'box', type: 'rectangle', x: 5, y: 14, width: 90, height: 45, thickness: 0.5 },
      { id: 'to', type: 'text', x: 8, y: 17, width: 84, height: 10, text: '{{order.account}}', fontSize: 16, fontWeight: 'bold' },
      { id: 'address', type: 'text', x: 8, y: 29, width: 84, height: 26, text: '{{order.address}}', fontSize: 12 },
      {
        id: 'table',
        type: 'table',
        x: 5,
        y: 63,
        width: 90,
        height: 20,
        text: 'Order|{{order.number}}\nRoute|{{order.route}}\nKratten|{{order.crates}}',
        fontSize: 10,
      },
      { id: 'order', type: 'barcode', symbology: 'code128', x: 5, y: 90, width: 90, height: 30, text: '{{order.number}}' },
      { id: 'date', type: 'text', x: 5, y: 130, width: 90, height: 6, text: 'Leverdatum {{order.date}}', fontSize: 10 },
    ],
  },
  {
    name: 'Palletlabel SSCC',
    type: 'pallet',
    widthMm: 100,
    heightMm: 150,
    isDefault: true,
    elements: [
      { id: 'title', type: 'text', x: 5, y: 5, width: 90, height: 8, text: 'PALLET {{order.number}}', fontSize: 16, fontWeight: 'bold' },
      { id: 'to', type: 'text', x: 5, y: 16, width: 90, height: 8, text: '{{order.account}}', fontSize: 12 },
      { id: 'sscc', type: 'barcode', symbology: 'gs1-128', x: 5, y: 30, width: 90, height: 40, text: '(00){{order.sscc}}' },
      { id: 'circle', type: 'circle', x: 80, y: 120, width: 15, height: 15 },
    ],
  },
];

/**
 * The demo's labels: a template of each type (product, lot with GS1-128, shipping, pallet), one
 * printer on loopback (the fake Zebra the demo starts when nothing answers there), a PDF-only
 * office printer, and a print history over the last weeks with a paper-out failure.
 */
export async function seedDemoLabels(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const templates = [];
  for (const template of demoTemplates) templates.push(await createTemplate(ctx, { ...template, isDefault: template.isDefault ?? false }));
  const zebra = await createPrinter(ctx, {
    name: 'Zebra ZD421 magazijn',
    host: '127.0.0.1',
    port: demoPrinterPort,
    dpi: 203,
    pageWidthMm: 100,
    pageHeightMm: 150,
    costPerLabel: '0.0120',
    footerText: 'Bewaren bij max. 7 °C',
  });
  await createPrinter(ctx, { name: 'Kantoorprinter (PDF)', connection: 'pdf', pageWidthMm: 210, pageHeightMm: 297 });

  const lots = await tx
    .selectFrom('itemLot as l')
    .innerJoin('item as i', (join) => join.onRef('i.id', '=', 'l.itemId').on('i.tenantId', '=', tenantId))
    .select(['l.id', 'l.itemId', 'i.barcode'])
    .where('l.tenantId', '=', tenantId)
    .where('l.expiryDate', 'is not', null)
    .orderBy('l.receivedAt')
    .limit(6)
    .execute();
  const lotTemplate = templates.find((t) => t.type === 'lot');
  if (!lotTemplate) return templates.length;
  let jobs = 0;
  for (const [index, lot] of lots.entries()) {
    let data: LabelData = await labelDataFor(ctx, { lotId: lot.id });
    if (!data.item?.gtin) data = { ...data, item: { ...data.item, gtin: '08712345678906' } };
    const resolved = resolveElements(lotTemplate, data);
    if ('issues' in resolved) continue;
    const copies = [10, 24, 6, 12, 48, 8][index] ?? 10;
    const createdAt = new Date(Date.now() - (index * 4 + 1) * 86_400_000);
    const failed = index === 2;
    await insertJob(tx, tenantId, {
      id: newId(),
      templateId: lotTemplate.id,
      templateName: lotTemplate.name,
      printerId: zebra.id,
      printerName: zebra.name,
      copies,
      labelCount: copies,
      zpl: renderZpl(resolved.elements, { widthMm: lotTemplate.widthMm, heightMm: lotTemplate.heightMm, dpi: 203, copies }),
      data: [{ data, copies }],
      createdBy: actor,
      status: failed ? 'failed' : 'completed',
      attempts: failed ? 3 : 1,
      createdAt,
      completedAt: createdAt,
      ...(failed ? { errorKey: 'labels.printerPaperOut', errorParams: {} } : {}),
    });
    jobs++;
  }
  return templates.length + jobs;
}

/** The demo's printer: when nothing answers on loopback at the demo port, a fake Zebra is started there. */
export async function startDemoPrinter(log: { info: (obj: object, msg: string) => void }): Promise<FakeZebra | null> {
  const status = await queryStatus({ host: '127.0.0.1', port: demoPrinterPort }, 1000);
  if (status.reachable) return null;
  const zebra = new FakeZebra();
  try {
    await zebra.start(demoPrinterPort);
  } catch {
    return null;
  }
  log.info({ port: demoPrinterPort }, 'demo label printer (fake Zebra) listening on loopback');
  return zebra;
}
