import type { BarcodeSymbology, CreateLabelTemplateInput, LabelData, LabelElement, LabelElementType } from '@wb/contract/labels';

/** The designer's model: the template being edited, in millimetres; pure functions, unit-tested. */
export type Design = CreateLabelTemplateInput & { elements: LabelElement[] };

export const gridMm = 1;
export const snap = (mm: number, grid = gridMm): number => Math.round(mm / grid) * grid;
const round = (mm: number) => Math.round(mm * 100) / 100;

/** Keeps an element on the label. */
export function clampElement(e: LabelElement, design: Pick<Design, 'widthMm' | 'heightMm'>): LabelElement {
  const width = Math.min(Math.max(e.type === 'line' ? 0 : 1, e.width), design.widthMm);
  const height = Math.min(Math.max(e.type === 'line' ? 0 : 1, e.height), design.heightMm);
  return {
    ...e,
    width: round(width),
    height: round(height),
    x: round(Math.min(Math.max(0, e.x), design.widthMm - width)),
    y: round(Math.min(Math.max(0, e.y), design.heightMm - height)),
  };
}

export type NewElementKind = LabelElementType | 'qr';

let counter = 0;
/** A new element of a kind, at the top left, sized for the label. */
export function newElement(kind: NewElementKind, design: Pick<Design, 'widthMm' | 'heightMm' | 'elements'>): LabelElement {
  counter++;
  const taken = new Set(design.elements.map((e) => e.id));
  let id = `${kind}${counter}`;
  while (taken.has(id)) id = `${kind}${++counter}`;
  const w = Math.min(40, design.widthMm - 4);
  const base = { id, x: 2, y: 2 };
  const shapes: Record<NewElementKind, Omit<LabelElement, 'id' | 'x' | 'y'>> = {
    text: { type: 'text', width: w, height: 6, text: '{{item.name}}', fontSize: 12, fontWeight: 'normal' },
    barcode: { type: 'barcode', symbology: 'code128', width: w, height: 15, text: '{{item.sku}}' },
    qr: { type: 'barcode', symbology: 'qr', width: 15, height: 15, text: '{{item.sku}}' },
    image: { type: 'image', width: 15, height: 10, text: '{{company.logo}}' },
    table: { type: 'table', width: w, height: 12, text: 'Art.|{{item.sku}}\nPrijs|{{item.price}}', fontSize: 8 },
    line: { type: 'line', width: w, height: 0, thickness: 0.3 },
    rectangle: { type: 'rectangle', width: 20, height: 10, thickness: 0.3 },
    circle: { type: 'circle', width: 10, height: 10, thickness: 0.3 },
  };
  return clampElement({ ...base, ...shapes[kind] } as LabelElement, design);
}

export type Align = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export function alignElement(e: LabelElement, how: Align, design: Pick<Design, 'widthMm' | 'heightMm'>): LabelElement {
  const x = { left: 0, center: (design.widthMm - e.width) / 2, right: design.widthMm - e.width }[how as 'left'];
  const y = { top: 0, middle: (design.heightMm - e.height) / 2, bottom: design.heightMm - e.height }[how as 'top'];
  return clampElement({ ...e, ...(x !== undefined ? { x } : {}), ...(y !== undefined ? { y } : {}) }, design);
}

/** Undo and redo over whole designs. */
export type History = { past: Design[]; present: Design; future: Design[] };
export const startHistory = (design: Design): History => ({ past: [], present: design, future: [] });
export const commit = (h: History, next: Design): History => ({ past: [...h.past.slice(-99), h.present], present: next, future: [] });
export const undo = (h: History): History => {
  const previous = h.past.at(-1);
  return previous ? { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] } : h;
};
export const redo = (h: History): History => {
  const [next, ...rest] = h.future;
  return next ? { past: [...h.past, h.present], present: next, future: rest } : h;
};

export const symbologies: BarcodeSymbology[] = ['code128', 'gs1-128', 'ean13', 'qr', 'datamatrix'];

/** Data for the preview: a cheese of the demo with its lot, an order and the company. */
export const sampleData: LabelData = {
  item: {
    number: 'ITEM-1001',
    sku: 'ITEM-1001',
    name: 'Goudse kaas jong 48+',
    description: 'Jonge Goudse kaas',
    ean: '8712345678906',
    gtin: '08712345678906',
    price: '€ 12,50',
    unit: 'kg',
    vat: '9%',
  },
  lot: { number: 'LOT42', expiry: '30-06-2026', expiryGs1: '260630', quantity: '48' },
  order: {
    number: 'ORD-1001',
    account: 'Bakkerij De Vries',
    address: 'Dorpsstraat 1\n3512 AB Utrecht',
    route: 'Route 3',
    date: '26-11-2026',
    crates: '12',
    sscc: '387123450000000012',
  },
  company: { name: 'Demo Groothandel B.V.', logo: '' },
};
