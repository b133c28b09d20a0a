import { k } from './message-keys';
import { z } from 'zod';
import { isGtin } from '@wb/domain/dutch-formats';
import { idSchema, pageOf, pageQuerySchema } from './common';
import {
  amountField,
  booleanQuery,
  formattedText,
  optionalExcept,
  optionalText,
  signedQuantityField,
  sortField,
} from './master-data-fields';

/** Items, their stock movements and lots (business §3 Item, §5 items, traceability). */

export const vatRates = [21, 9, 0] as const;
export type VatRate = (typeof vatRates)[number];

const requiredText = (max: number) =>
  z
    .string({ error: k('items.required') })
    .trim()
    .min(1, { error: k('items.required') })
    .max(max, { error: k('validation.maxCharacters', { max }) });

const itemShape = {
  /** The item number (SKU); only used when the settings do not generate SKUs. */
  sku: optionalText(40),
  name: requiredText(200),
  description: optionalText(2000),
  unit: requiredText(20),
  /** Products per package. */
  packageAmount: amountField(4, k('validation.invalidQuantity')),
  /** Content per product (e.g. 0.5 for a half-litre bottle); null when not used. */
  unitAmount: amountField(4, k('validation.invalidQuantity')).nullable(),
  /** Weight in kilograms per unit: an order's weight is this × the quantity; null when not known. */
  weight: amountField(4, k('validation.invalidWeight')).nullable(),
  vatRate: z.union([z.literal(21), z.literal(9), z.literal(0)], { error: k('validation.chooseVatRate') }),
  category: optionalText(80),
  sortOrder: z
    .number({ error: k('validation.wholeNumber') })
    .int({ error: k('validation.wholeNumber') })
    .min(0)
    .max(1_000_000),
  /** Combined Nomenclature code for customs (8 digits). */
  commodityCode: formattedText(
    10,
    k('validation.invalidCommodityCode'),
    (v) => /^\d{8}$/.test(v),
    (v) => v.replace(/[\s.]+/g, ''),
  ),
  barcode: formattedText(14, k('validation.invalidBarcode'), isGtin, (v) => v.replace(/\s+/g, '')),
  price: z
    .string({ error: k('items.required') })
    .trim()
    .min(1, { error: k('items.required') })
    .pipe(amountField(4)),
  /** Purchase price per product. */
  initialPrice: amountField(4).nullable(),
  purchasePricePerPackage: amountField(4).nullable(),
  supplierId: idSchema.nullable(),
  /** Stock of this item is kept per lot (when traceability is on). */
  lotTracked: z.boolean(),
  isActive: z.boolean(),
};

export const createItemInputSchema = z.strictObject(optionalExcept(itemShape, ['name', 'unit', 'price']));
export type CreateItemInput = z.input<typeof createItemInputSchema>;

export const updateItemInputSchema = z.strictObject(itemShape).partial();
export type UpdateItemInput = z.input<typeof updateItemInputSchema>;

/** The form: every field present; empty optional amounts are ''. */
export const itemFormSchema = z.strictObject({
  ...itemShape,
  unitAmount: z.union([z.literal(''), amountField(4, k('validation.invalidQuantity'))]),
  weight: z.union([z.literal(''), amountField(4, k('validation.invalidWeight'))]),
  initialPrice: z.union([z.literal(''), amountField(4)]),
  purchasePricePerPackage: z.union([z.literal(''), amountField(4)]),
  supplierId: z.union([z.literal(''), idSchema]),
});
export type ItemFormValues = z.input<typeof itemFormSchema>;

export const itemSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  packageAmount: z.string(),
  unitAmount: z.string().nullable(),
  weight: z.string().nullable(),
  vatRate: z.union([z.literal(21), z.literal(9), z.literal(0)]),
  category: z.string(),
  sortOrder: z.number().int(),
  commodityCode: z.string(),
  barcode: z.string(),
  price: z.string(),
  initialPrice: z.string().nullable(),
  purchasePricePerPackage: z.string().nullable(),
  /** Average cost per unit excl. VAT, a moving average kept by purchase receipts; null before the first. */
  averageCost: z.string().nullable(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  lotTracked: z.boolean(),
  isActive: z.boolean(),
  /** Quantity on hand, kept by stock movements. */
  quantityOnHand: z.string(),
  /** At or below the settings' low-stock threshold (only when stock tracking is on). */
  lowStock: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/**
 * A page of the list; past 1,000 rows or hits (or 20 pages past the page asked) `total` is a lower bound
 * (`totalExact` false); `count` says so, or gives a search's estimate (issue 35).
 */
export const itemPageSchema = pageOf(itemSchema).extend({ totalExact: z.boolean() });
export type ItemPage = z.infer<typeof itemPageSchema>;

export const itemSortFields = ['sku', 'name', 'price', 'category', 'quantityOnHand', 'sortOrder', 'updatedAt'] as const;

export const listItemsQuerySchema = pageQuerySchema.extend({
  sort: sortField(itemSortFields),
  category: z.string().max(80).optional(),
  active: booleanQuery,
  lowStock: booleanQuery,
  supplierId: idSchema.optional(),
});
export type ListItemsQuery = z.input<typeof listItemsQuerySchema>;
/** `numbers=nl`: decimals with a comma, as Dutch Excel reads them. */
export const exportItemsQuerySchema = listItemsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ numbers: z.enum(['en', 'nl']).optional() });

export const stockMovementKinds = ['receipt', 'delivery', 'correction'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/**
 * A change of stock. Receipts and deliveries take a positive quantity (the server applies the
 * sign); a correction takes the signed difference.
 */
export const createStockMovementInputSchema = z
  .strictObject({
    kind: z.enum(stockMovementKinds, { error: k('validation.chooseMovementKind') }),
    quantity: signedQuantityField,
    lotId: idSchema.nullable().optional(),
    reference: optionalText(100).optional(),
    note: optionalText(500).optional(),
  })
  .superRefine((value, ctx) => {
    const n = Number(value.quantity);
    if (value.kind !== 'correction' && !(n > 0))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: k('validation.quantityAboveZero') });
    if (value.kind === 'correction' && n === 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: k('validation.quantityNotZero') });
  });
export type CreateStockMovementInput = z.input<typeof createStockMovementInputSchema>;

export const stockMovementSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  kind: z.enum(stockMovementKinds),
  /** Signed: positive in, negative out. */
  quantity: z.string(),
  reference: z.string(),
  note: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

const isoDate = z.iso.date({ error: k('validation.invalidDate') });

/** A new lot, received with its first quantity; an empty lot number is made from the settings' format. */
export const createLotInputSchema = z.strictObject({
  lotNumber: formattedText(60, k('settings.safeCharacters'), (v) => /^[A-Za-z0-9\-_/.]+$/.test(v)).optional(),
  expiryDate: isoDate.nullable().optional(),
  quantity: amountField(4, k('validation.invalidQuantity')).refine((v) => Number(v) > 0, { error: k('validation.quantityAboveZero') }),
  reference: optionalText(100).optional(),
});
export type CreateLotInput = z.input<typeof createLotInputSchema>;

export const lotSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.string(),
  receivedAt: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;

export const itemStockSchema = z.object({
  item: itemSchema,
  lots: z.array(lotSchema),
  movements: z.array(stockMovementSchema),
});
export type ItemStock = z.infer<typeof itemStockSchema>;

export const lotIdParamsSchema = z.strictObject({ id: idSchema, lotId: idSchema });

/**
 * Where a lot came from and went to (issue 26 traceability): the purchase-order receipts that
 * brought it in (with the supplier) and the order lines that took from it (with the customer).
 */
export const lotTraceSchema = z.object({
  lot: lotSchema,
  item: z.object({ id: z.uuid(), sku: z.string(), name: z.string(), unit: z.string() }),
  receipts: z.array(
    z.object({
      purchaseOrderId: z.uuid(),
      poNumber: z.string(),
      supplierId: z.uuid(),
      supplierName: z.string(),
      receivedAt: z.string(),
      units: z.string(),
      reversed: z.boolean(),
    }),
  ),
  sales: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string(),
      orderDate: z.string(),
      deliveryDate: z.string().nullable(),
      accountId: z.uuid(),
      accountName: z.string(),
      amount: z.string(),
      /** Taken from the lot at delivery; false: the line names the lot, its goods have not left yet. */
      delivered: z.boolean(),
    }),
  ),
});
export type LotTrace = z.infer<typeof lotTraceSchema>;

/** DELETE /items/{id}: removed, or kept inactive because other records (order lines) refer to it. */
export const deleteItemResultSchema = z.object({ deleted: z.boolean(), deactivated: z.boolean(), usedBy: z.array(z.string()) });
export type DeleteItemResult = z.infer<typeof deleteItemResultSchema>;
