import { k } from './message-keys';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common';
import { booleanQuery, optionalExcept, optionalText, sortField } from './master-data-fields';

/** Orders (business §2 orders, §3 Order, §5 order validation, §8 order errors). */

/** Routes offered when the tenant's routes cannot be loaded or none are set up. */
export const defaultOrderRoutes = ['Route 1', 'Route 2', 'Route 3'] as const;

/** The largest amount or price a line takes, and the most lines an order takes. */
export const orderLimits = { maxAmount: 1_000_000, maxPrice: 1_000_000, maxLines: 5000, maxCrates: 100_000 } as const;

/** A line's decimal as the API takes it: up to 16 digits, a point and at most `places` decimals. */
export const decimalPattern = (places: number) => new RegExp(`^\\d{1,16}(\\.\\d{1,${places}})?$`);

const decimalIn = (places: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .overwrite((v) => v.replace(',', '.'))
    .regex(decimalPattern(places), { error: message });

/** A quantity above 0, at most 4 decimals, at most a million. */
export const orderAmountField = decimalIn(4, k('validation.invalidQuantity'))
  .refine((v) => Number(v) > 0, { error: k('validation.amountAboveZero') })
  .refine((v) => Number(v) <= orderLimits.maxAmount, { error: k('validation.max', { max: orderLimits.maxAmount }) });

/** A price of 0 or more, at most 4 decimals, at most a million. */
export const orderPriceField = decimalIn(4, k('validation.invalidAmount')).refine((v) => Number(v) <= orderLimits.maxPrice, {
  error: k('validation.max', { max: orderLimits.maxPrice }),
});

export const orderDiscountField = decimalIn(2, k('validation.invalidPercentage')).refine((v) => Number(v) <= 100, {
  error: k('validation.max', { max: 100 }),
});

const isoDate = z.iso.date({ error: k('validation.invalidDate') });
const crates = z
  .number({ error: k('validation.wholeNumber') })
  .int({ error: k('validation.wholeNumber') })
  .min(0, { error: k('validation.min', { min: 0 }) })
  .max(orderLimits.maxCrates, { error: k('validation.max', { max: orderLimits.maxCrates }) });

/** A line as sent: an existing line keeps its id; price and discount default to the item's and the account's. */
export const orderLineInputSchema = z.strictObject({
  id: idSchema.optional(),
  itemId: z.uuid({ error: k('orders.unknownItem') }),
  lotId: idSchema.nullable().optional(),
  amount: orderAmountField,
  price: orderPriceField.optional(),
  discount: orderDiscountField.optional(),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

const orderShape = {
  accountId: z.uuid({ error: k('orders.accountRequired') }),
  /** Only used when the numbering settings do not make order numbers. */
  orderNumber: optionalText(40),
  orderDate: isoDate,
  deliveryDate: isoDate.nullable(),
  route: optionalText(80),
  assignedTo: idSchema.nullable(),
  notes: optionalText(5000),
  cratesGiven: crates,
  cratesReturned: crates,
  lines: z
    .array(orderLineInputSchema, { error: k('orders.linesRequired') })
    .min(1, { error: k('orders.linesRequired') })
    .max(orderLimits.maxLines, { error: k('validation.maxLines', { max: orderLimits.maxLines }) }),
};

function deliveryAfterOrder(value: { orderDate?: string; deliveryDate?: string | null }, ctx: z.RefinementCtx): void {
  if (value.orderDate && value.deliveryDate && value.deliveryDate < value.orderDate) {
    ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: k('orders.deliveryBeforeOrder') });
  }
}

export const createOrderInputSchema = z.strictObject(optionalExcept(orderShape, ['accountId', 'lines'])).superRefine(deliveryAfterOrder);
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

/** A save of an edited order: the version it was read at, and the fields that are sent (lines replace all lines). */
export const updateOrderInputSchema = z
  .strictObject({ ...z.strictObject(orderShape).partial().shape, version: z.number().int().min(1) })
  .superRefine(deliveryAfterOrder);
export type UpdateOrderInput = z.input<typeof updateOrderInputSchema>;

/** The order form's header (lines are kept apart): every field present; empty choices are ''. */
export const orderHeaderFormSchema = z
  .object({
    accountId: z.string({ error: k('orders.accountRequired') }).min(1, { error: k('orders.accountRequired') }),
    orderNumber: optionalText(40),
    orderDate: isoDate,
    deliveryDate: z.union([z.literal(''), isoDate]),
    route: optionalText(80),
    assignedTo: z.union([z.literal(''), idSchema]),
    notes: optionalText(5000),
    cratesGiven: crates,
    cratesReturned: crates,
  })
  .superRefine(deliveryAfterOrder);
export type OrderHeaderFormValues = z.input<typeof orderHeaderFormSchema>;

export const changeOrderStatusInputSchema = z.strictObject({
  statusId: idSchema,
  /** The version the caller saw; a newer one answers 409. */
  version: z.number().int().min(1).optional(),
});
export type ChangeOrderStatusInput = z.infer<typeof changeOrderStatusInputSchema>;

export const orderTotalsSchema = z.object({
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
  vatBreakdown: z.array(z.object({ rate: z.number().int(), base: z.string(), vat: z.string() })),
  packages: z.string(),
  weight: z.string(),
  cost: z.string(),
  profit: z.string(),
  uncostedLines: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** A lot an order line takes its goods from: taken at delivery, or planned first-expiring-first before. */
export const orderLineLotSchema = z.object({
  lotId: z.uuid(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.string(),
});
export type OrderLineLot = z.infer<typeof orderLineLotSchema>;

/** A sold line as stored (an order's or a quote's). */
export const documentLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  itemId: z.uuid(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  itemNumber: z.string(),
  name: z.string(),
  unit: z.string(),
  vatRate: z.number().int(),
  amount: z.string(),
  price: z.string(),
  discount: z.string(),
  packageAmount: z.string().nullable(),
  unitWeight: z.string().nullable(),
  costPrice: z.string().nullable(),
  lineNet: z.string(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const orderLineSchema = documentLineSchema.extend({
  /**
   * The lots of a lot-tracked line: those its goods were taken from once the order's stock is
   * booked (`stockBookedAt`), else those a delivery now would take (the line's lot, or FEFO).
   */
  lots: z.array(orderLineLotSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.uuid(),
  fromStatusId: z.uuid().nullable(),
  toStatusId: z.uuid(),
  changedAt: z.string(),
  changedByName: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

const personRef = z.object({ id: z.uuid(), name: z.string() });

export const orderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  account: z.object({ id: z.uuid(), accountNumber: z.string(), companyName: z.string() }),
  route: z.string(),
  assignedTo: personRef.nullable(),
  notes: z.string(),
  statusId: z.uuid(),
  cratesGiven: z.number().int(),
  cratesReturned: z.number().int(),
  totals: orderTotalsSchema,
  lines: z.array(orderLineSchema),
  history: z.array(orderHistoryEntrySchema),
  version: z.number().int(),
  /** When the goods left stock (a delivering status was reached). */
  stockBookedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string(),
  /** Things saved anyway that a person should know: `creditLimit` when over the account's limit. */
  warnings: z.array(z.enum(['creditLimit'])),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  accountId: z.uuid(),
  accountNumber: z.string(),
  accountName: z.string(),
  route: z.string(),
  assignedTo: personRef.nullable(),
  statusId: z.uuid(),
  net: z.string(),
  gross: z.string(),
  lineCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `totalExact` false: there are more than `total - 1` orders (counted up to a limit, as other long lists). */
export const orderPageSchema = pageOf(orderSummarySchema).extend({ totalExact: z.boolean().optional() });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderSortFields = [
  'orderNumber',
  'orderDate',
  'deliveryDate',
  'accountName',
  'route',
  'gross',
  'status',
  'updatedAt',
] as const;
export type OrderSortField = (typeof orderSortFields)[number];

const orderFilterShape = {
  q: z.string().max(200).optional(),
  statusId: idSchema.optional(),
  accountId: idSchema.optional(),
  route: z.string().max(80).optional(),
  assignedTo: idSchema.optional(),
  /** Order date from and to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Only orders in a status that is not terminal. */
  open: booleanQuery,
};

export const listOrdersQuerySchema = pageQuerySchema.extend({ ...orderFilterShape, sort: sortField(orderSortFields) });
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

export const orderBoardQuerySchema = z.object({
  ...orderFilterShape,
  /** Cards per column. */
  perStatus: z.coerce.number().int().min(1).max(200).default(50),
});
export type OrderBoardQuery = z.input<typeof orderBoardQuerySchema>;

/** The kanban: per status its newest orders and how many there are in all. */
export const orderBoardSchema = z.object({
  columns: z.array(z.object({ statusId: z.uuid(), total: z.number().int(), items: z.array(orderSummarySchema) })),
});
export type OrderBoard = z.infer<typeof orderBoardSchema>;

/** What the order form and the touch page need besides items. */
export const orderOptionsSchema = z.object({
  routes: z.array(z.string()),
  /** False when the tenant has set up no routes and the default ones are offered. */
  routesFromSettings: z.boolean(),
  employees: z.array(personRef),
  quickAddAmounts: z.array(z.number().int()),
  categories: z.array(z.string()),
  creditLimitPolicy: z.enum(['warn', 'block']),
  lotsEnabled: z.boolean(),
  requireLotForSales: z.boolean(),
  autoNumber: z.boolean(),
  /** Stock tracking is on: reaching a delivering status books the goods out, and is refused beyond the stock. */
  stockTracking: z.boolean(),
});
export type OrderOptions = z.infer<typeof orderOptionsSchema>;

/** Whether an account can be ordered for, and how close it is to its credit limit. */
export const orderAccountCheckSchema = z.object({
  accountId: z.uuid(),
  accountNumber: z.string(),
  companyName: z.string(),
  blockedReason: z.string().nullable(),
  inactive: z.boolean(),
  creditLimit: z.string().nullable(),
  /** Gross of the account's open orders (other than the one being edited). */
  openOrdersGross: z.string(),
  discount: z.string(),
});
export type OrderAccountCheck = z.infer<typeof orderAccountCheckSchema>;

export const orderAccountCheckQuerySchema = z.object({ exceptOrderId: idSchema.optional() });

/** An item as the order form and touch page pick it. */
export const orderCatalogItemSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  vatRate: z.number().int(),
  price: z.string(),
  category: z.string(),
  barcode: z.string(),
  packageAmount: z.string(),
  unitWeight: z.string().nullable(),
  costPrice: z.string().nullable(),
  lotTracked: z.boolean(),
  quantityOnHand: z.string(),
});
export type OrderCatalogItem = z.infer<typeof orderCatalogItemSchema>;

/** Item ids separated by commas (at most 200): the items of an order's lines. */
const catalogIdsSchema = z
  .string()
  .max(200 * 37)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(idSchema).max(200));

export const orderCatalogQuerySchema = z.object({
  q: z.string().max(200).optional(),
  category: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Look up these items, active or not (a saved order's lines), for their stock now; q and category are then ignored. */
  ids: catalogIdsSchema.optional(),
});
export type OrderCatalogQuery = z.input<typeof orderCatalogQuerySchema>;

export const orderLotSchema = z.object({
  id: z.uuid(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.string(),
});
export type OrderLot = z.infer<typeof orderLotSchema>;

export const deleteOrderResultSchema = z.object({ deleted: z.literal(true) });

/** The order confirmation PDF's language: absent, the customer's (Dutch in the Netherlands, else English). */
export const orderConfirmationQuerySchema = z.object({ lang: z.enum(['nl', 'en']).optional() });

/** Sends the order confirmation (PDF) by e-mail through the outbox: to the address given, else the customer's. */
export const sendOrderConfirmationInputSchema = z.strictObject({
  to: z.email({ error: k('validation.invalidEmailAddress') }).optional(),
});
export type SendOrderConfirmationInput = z.input<typeof sendOrderConfirmationInputSchema>;
export const sendOrderConfirmationResultSchema = z.object({ sentTo: z.string() });
export type SendOrderConfirmationResult = z.infer<typeof sendOrderConfirmationResultSchema>;
