import { z } from 'zod';
import { idSchema } from './common';
import {
  createOrderStatusInputSchema,
  orderStatusTransitionSchema,
  statusNamesSchema,
  updateOrderStatusInputSchema,
} from './order-statuses';

/**
 * Invoice statuses per tenant, as data (business §2 status management, §3 Status, §4 configurable
 * statuses; issue 30). Shaped like the order statuses; `isSystem` marks a status the app sets
 * itself (it cannot be deleted and its terminal flag is fixed). The payment status stays derived.
 */

/** The statuses every tenant starts with, in order. */
export const defaultInvoiceStatusCodes = [
  'draft',
  'pending',
  'sent',
  'viewed',
  'processing',
  'partially_paid',
  'paid',
  'overdue',
  'completed',
  'cancelled',
] as const;
export type DefaultInvoiceStatusCode = (typeof defaultInvoiceStatusCodes)[number];

export const invoiceStatusSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string().nullable(),
  names: statusNamesSchema,
  colour: z.string(),
  sortOrder: z.number().int(),
  isDefault: z.boolean(),
  isTerminal: z.boolean(),
  isSystem: z.boolean(),
  invoiceCount: z.number().int(),
});
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceStatusTransitionSchema = orderStatusTransitionSchema;
export type InvoiceStatusTransition = z.infer<typeof invoiceStatusTransitionSchema>;

export const invoiceStatusesSchema = z.object({
  statuses: z.array(invoiceStatusSchema),
  transitions: z.array(invoiceStatusTransitionSchema),
});
export type InvoiceStatuses = z.infer<typeof invoiceStatusesSchema>;

export const createInvoiceStatusInputSchema = createOrderStatusInputSchema.omit({ isDelivering: true });
export type CreateInvoiceStatusInput = z.input<typeof createInvoiceStatusInputSchema>;

export const updateInvoiceStatusInputSchema = updateOrderStatusInputSchema.omit({ isDelivering: true });
export type UpdateInvoiceStatusInput = z.input<typeof updateInvoiceStatusInputSchema>;

/** Deleting a status that invoices use: they move to `mergeIntoId` in the same transaction. */
export const deleteInvoiceStatusInputSchema = z.strictObject({ mergeIntoId: idSchema.optional() });
export type DeleteInvoiceStatusInput = z.infer<typeof deleteInvoiceStatusInputSchema>;

/** The bulk editor's input is the order statuses' (one shape for both kinds). */
export { type SetTransitionsInput, setTransitionsInputSchema } from './order-statuses';

/** Moving a final invoice by hand to a status of the tenant's own (not one the app sets), along a configured transition. */
export const changeInvoiceStatusInputSchema = z.strictObject({ statusId: idSchema, version: z.number().int().min(1).optional() });
export type ChangeInvoiceStatusInput = z.infer<typeof changeInvoiceStatusInputSchema>;
