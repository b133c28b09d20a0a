import { k } from './message-keys';
import { z } from 'zod';
import { idSchema } from './common';

/** Order statuses per tenant, as data (business §3 Status, §4 configurable statuses, §8 messages). */

/** The statuses every tenant starts with, in order; `cancelled` is reachable from every non-terminal one. */
export const defaultOrderStatusCodes = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type DefaultOrderStatusCode = (typeof defaultOrderStatusCodes)[number];

const colourField = z
  .string({ error: k('orderStatuses.invalidColour') })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: k('orderStatuses.invalidColour') })
  .overwrite((v) => v.toUpperCase());

const nameField = z
  .string({ error: k('orderStatuses.nameRequired') })
  .trim()
  .min(1, { error: k('orderStatuses.nameRequired') })
  .max(60, { error: k('validation.maxCharacters', { max: 60 }) });

/** The languages a status may be named in; the name of the reader's language is shown, else `name`. */
export const statusNameLanguages = ['nl', 'en', 'tr', 'ar'] as const;

/** A status's names per language (issue 30); an empty name leaves that language to `name`. */
export const statusNamesSchema = z.partialRecord(
  z.enum(statusNameLanguages),
  z
    .string()
    .trim()
    .max(60, { error: k('validation.maxCharacters', { max: 60 }) }),
);
export type StatusNames = z.infer<typeof statusNamesSchema>;

export const orderStatusSchema = z.object({
  id: z.uuid(),
  /** Stable key: the seeded statuses' codes name their translated labels. */
  code: z.string(),
  /** A name given in the editor; null shows the translated label of the code. */
  name: z.string().nullable(),
  /** The name per language, where one is given. */
  names: statusNamesSchema,
  colour: z.string(),
  sortOrder: z.number().int(),
  isDefault: z.boolean(),
  isTerminal: z.boolean(),
  /** Reaching this status delivers the goods: stock movements are written. */
  isDelivering: z.boolean(),
  orderCount: z.number().int(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderStatusTransitionSchema = z.object({
  id: z.uuid(),
  fromStatusId: z.uuid(),
  toStatusId: z.uuid(),
});
export type OrderStatusTransition = z.infer<typeof orderStatusTransitionSchema>;

export const orderStatusesSchema = z.object({
  statuses: z.array(orderStatusSchema),
  transitions: z.array(orderStatusTransitionSchema),
});
export type OrderStatuses = z.infer<typeof orderStatusesSchema>;

export const createOrderStatusInputSchema = z.strictObject({
  name: nameField,
  colour: colourField,
  isDefault: z.boolean().optional(),
  isTerminal: z.boolean().optional(),
  isDelivering: z.boolean().optional(),
});
export type CreateOrderStatusInput = z.input<typeof createOrderStatusInputSchema>;

export const updateOrderStatusInputSchema = z.strictObject({
  name: nameField.optional(),
  names: statusNamesSchema.optional(),
  colour: colourField.optional(),
  isDefault: z.boolean().optional(),
  isTerminal: z.boolean().optional(),
  isDelivering: z.boolean().optional(),
});
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusInputSchema>;

/** The statuses in their new order: every id once. */
/** Deleting a status that orders use: they (and their history) move to `mergeIntoId` in the same transaction. */
export const deleteOrderStatusInputSchema = z.strictObject({ mergeIntoId: idSchema.optional() });
export type DeleteOrderStatusInput = z.infer<typeof deleteOrderStatusInputSchema>;

export const reorderOrderStatusesInputSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(100),
});
export type ReorderOrderStatusesInput = z.infer<typeof reorderOrderStatusesInputSchema>;

export const createTransitionInputSchema = z
  .strictObject({ fromStatusId: idSchema, toStatusId: idSchema })
  .refine((value) => value.fromStatusId !== value.toStatusId, { error: k('orderStatuses.sameStatus'), path: ['toStatusId'] });
export type CreateTransitionInput = z.infer<typeof createTransitionInputSchema>;

/** The bulk editor (matrix from × to): the complete set of transitions, written at once. */
export const setTransitionsInputSchema = z.strictObject({
  transitions: z.array(createTransitionInputSchema).max(2500),
});
export type SetTransitionsInput = z.infer<typeof setTransitionsInputSchema>;
