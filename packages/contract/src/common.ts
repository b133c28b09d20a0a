import { k } from './message-keys';
import { z } from 'zod';

/**
 * Strict UUID (any version) as used for every identifier, in lower case: UUIDs compare without
 * regard to case (RFC 9562), and the server writes ids into statements and compares them as text.
 */
export const idSchema = z.uuid({ error: k('validation.invalidId') }).toLowerCase();

export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
  /**
   * A keyset page (issue 35): the opaque `next` or `previous` of a page answered before; with it
   * `page` is ignored and the page is found by the sort key and id of the row it follows, so a
   * deep page costs what the first costs. A cursor the server did not make answers 400.
   */
  cursor: z.string().max(1000).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Pages 1 to this are offered by number; past it a list walks by keyset (`cursors`). */
export const numberedPages = 20;

/**
 * How many rows a list holds: `exact`; `atLeast` (counted up to a limit, "1.000+"); or `about`
 * (the database planner's estimate, for a search whose counting would cost more than its page).
 */
export const listTotalKinds = ['exact', 'atLeast', 'about'] as const;
export type ListTotalKind = (typeof listTotalKinds)[number];
export const listTotalSchema = z.object({ value: z.number().int().min(0), kind: z.enum(listTotalKinds) });
export type ListTotal = z.infer<typeof listTotalSchema>;

/** The keyset cursors of the pages next to this one; null when there is none. */
export const pageCursorsSchema = z.object({ next: z.string().nullable(), previous: z.string().nullable() });
export type PageCursors = z.infer<typeof pageCursorsSchema>;

/**
 * A page of a list. `total` stays a number for older clients; `count` says how it is known, and
 * `cursors` lead to the neighbouring pages by keyset (lists that can be large answer both).
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    count: listTotalSchema.optional(),
    cursors: pageCursorsSchema.optional(),
  });
}

export const okSchema = z.object({ ok: z.literal(true) });

/** Required text: trimmed, at least one character, with the spec's generic message. */
export function requiredText(max = 200) {
  return z
    .string({ error: k('validation.required') })
    .trim()
    .min(1, { error: k('validation.required') })
    .max(max, { error: k('validation.maxCharacters', { max }) });
}
