import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { booleanQuery, optionalText, sortField } from './master-data-fields';
import { orderAmountField, orderPriceField } from './orders';

/**
 * Purchase orders (issue 26; business §2 names the page, its contents are ours): orders to a
 * supplier, sent, received (partly) into stock and lots. Quantities and prices are per package.
 */

/** Every error text of the module, in one place (English; the web app translates by key). */
export const purchaseOrderStatuses = ['draft', 'sent', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const purchaseOrderLimits = { maxLines: 1000 } as const;

const isoDate = z.iso.date({ error: k('validation.invalidDate') });
const vatRate = z.union([z.literal(21), z.literal(9), z.literal(0)], { error: k('validation.chooseVatRateOf') });

export const purchaseOrderLineInputSchema = z.strictObject({
  /** An existing line keeps its id (its received quantity stays with it). */
  id: idSchema.optional(),
  itemId: idSchema,
  /** Packages ordered. */
  quantity: orderAmountField,
  /** Purchase price per package, excluding VAT; absent: the item's last purchase price. */
  price: orderPriceField.optional(),
  /** Absent: the item's VAT rate. */
  vatRate: vatRate.optional(),
});
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;

const lines = z
  .array(purchaseOrderLineInputSchema)
  .min(1, { error: k('purchaseOrders.linesRequired') })
  .max(purchaseOrderLimits.maxLines, { error: k('validation.maxLines', { max: purchaseOrderLimits.maxLines }) });

const expectedAfterOrder = (value: { orderDate?: string; expectedDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.orderDate && value.expectedDate && value.expectedDate < value.orderDate)
    ctx.addIssue({ code: 'custom', path: ['expectedDate'], message: k('purchaseOrders.expectedBeforeOrder') });
};

export const createPurchaseOrderInputSchema = z
  .strictObject({
    supplierId: idSchema.meta({ description: 'An active supplier of the tenant' }),
    orderDate: isoDate.optional(),
    expectedDate: isoDate.nullable().optional(),
    /** Absent: the supplier's payment terms. */
    paymentTerms: z.number().int().min(0).max(365).optional(),
    notes: optionalText(2000).optional(),
    lines,
  })
  .superRefine(expectedAfterOrder);
export type CreatePurchaseOrderInput = z.input<typeof createPurchaseOrderInputSchema>;

export const updatePurchaseOrderInputSchema = z
  .strictObject({
    /** The version read; a change made since is refused (409). */
    version: z.number().int().min(1),
    orderDate: isoDate.optional(),
    expectedDate: isoDate.nullable().optional(),
    paymentTerms: z.number().int().min(0).max(365).optional(),
    notes: optionalText(2000).optional(),
    lines: lines.optional(),
  })
  .superRefine(expectedAfterOrder);
export type UpdatePurchaseOrderInput = z.input<typeof updatePurchaseOrderInputSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  sku: z.string(),
  description: z.string(),
  unit: z.string(),
  packageAmount: z.string(),
  quantity: z.string(),
  receivedQuantity: z.string(),
  price: z.string(),
  vatRate: z.number().int(),
  net: z.string(),
  lotTracked: z.boolean(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderReceiptSchema = z.object({
  id: z.uuid(),
  lineId: z.uuid(),
  quantity: z.string(),
  units: z.string(),
  /** The lot the goods went into (a lot-tracked item with traceability on); its label can be printed. */
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  receivedAt: z.string(),
  receivedByName: z.string(),
  reversedAt: z.string().nullable(),
});
export type PurchaseOrderReceipt = z.infer<typeof purchaseOrderReceiptSchema>;

export const purchaseOrderSchema = z.object({
  id: z.uuid(),
  poNumber: z.string(),
  supplierId: z.uuid(),
  supplierNumber: z.string(),
  supplierName: z.string(),
  status: z.enum(purchaseOrderStatuses),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  paymentTerms: z.number().int(),
  notes: z.string(),
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  receivedAt: z.string().nullable(),
  version: z.number().int(),
  lines: z.array(purchaseOrderLineSchema),
  receipts: z.array(purchaseOrderReceiptSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderSummarySchema = purchaseOrderSchema
  .pick({
    id: true,
    poNumber: true,
    supplierId: true,
    supplierName: true,
    status: true,
    orderDate: true,
    expectedDate: true,
    net: true,
    gross: true,
    receivedAt: true,
  })
  .extend({ lineCount: z.number().int() });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderPageSchema = pageOf(purchaseOrderSummarySchema);
export type PurchaseOrderPage = z.infer<typeof purchaseOrderPageSchema>;

export const purchaseOrderSortFields = ['poNumber', 'orderDate', 'expectedDate', 'supplierName', 'gross', 'status'] as const;

const filterShape = {
  status: z.enum(purchaseOrderStatuses).optional(),
  supplierId: idSchema.optional(),
  /** Expected delivery date from and to (inclusive). */
  expectedFrom: isoDate.optional(),
  expectedTo: isoDate.optional(),
  /** Not yet received in full and not cancelled. */
  open: booleanQuery,
};

export const listPurchaseOrdersQuerySchema = pageQuerySchema.extend({ ...filterShape, sort: sortField(purchaseOrderSortFields) });
export type ListPurchaseOrdersQuery = z.input<typeof listPurchaseOrdersQuerySchema>;

/** GET /purchase-orders/export: the filtered list as CSV; `numbers=nl` writes decimals with a comma. */
export const exportPurchaseOrdersQuerySchema = z.object({
  ...filterShape,
  q: z.string().max(200).optional(),
  sort: sortField(purchaseOrderSortFields),
  numbers: z.enum(['nl']).optional(),
});

export const sendPurchaseOrderInputSchema = z.strictObject({
  /** Absent: the supplier's primary contact's address, else the supplier's own. */
  to: z.email({ error: k('validation.invalidEmailAddress') }).optional(),
  /** Mark as sent without an e-mail (ordered by phone, say). */
  skipEmail: z.boolean().optional(),
});
export type SendPurchaseOrderInput = z.input<typeof sendPurchaseOrderInputSchema>;

/** The PDF's language: absent, the supplier's (Dutch for NL and BE, else English). */
export const purchaseOrderPdfQuerySchema = z.object({ lang: z.enum(['nl', 'en']).optional() });

export const receiptLineInputSchema = z.strictObject({
  lineId: idSchema,
  /** Packages received now. */
  quantity: orderAmountField,
  /** Required for a lot-tracked item unless lots are generated. */
  lotNumber: optionalText(80).optional(),
  expiryDate: isoDate.optional(),
});
export type ReceiptLineInput = z.input<typeof receiptLineInputSchema>;

export const receivePurchaseOrderInputSchema = z.strictObject({
  lines: z
    .array(receiptLineInputSchema)
    .min(1, { error: k('purchaseOrders.receiptRequired') })
    .max(purchaseOrderLimits.maxLines, { error: k('validation.maxLines', { max: purchaseOrderLimits.maxLines }) }),
  /** Receive more than ordered. */
  confirmOverReceipt: z.boolean().optional(),
});
export type ReceivePurchaseOrderInput = z.input<typeof receivePurchaseOrderInputSchema>;

export const receiptParamsSchema = z.strictObject({ id: idSchema, receiptId: idSchema });

/**
 * GET /purchase-orders/reorder-suggestions: active items at or below the low-stock threshold whose
 * supplier is active and that are not on an open purchase order yet, with the packages to order
 * (enough to reach twice the threshold) at the last purchase price.
 */
export const reorderSuggestionSchema = z.object({
  itemId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  packageAmount: z.string(),
  quantityOnHand: z.string(),
  threshold: z.number().int(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  packages: z.string(),
  price: z.string().nullable(),
});
export type ReorderSuggestion = z.infer<typeof reorderSuggestionSchema>;
export const reorderSuggestionListSchema = z.array(reorderSuggestionSchema);

/** POST /purchase-orders/from-suggestions: the chosen suggestions become one draft per supplier. */
export const createFromSuggestionsInputSchema = z.strictObject({
  itemIds: z
    .array(idSchema)
    .min(1, { error: k('purchaseOrders.itemsRequired') })
    .max(500, { error: k('validation.maxItems', { max: 500 }) }),
});
export type CreateFromSuggestionsInput = z.input<typeof createFromSuggestionsInputSchema>;
export const createdPurchaseOrdersSchema = z.array(purchaseOrderSummarySchema);
