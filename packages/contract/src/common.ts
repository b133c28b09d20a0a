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
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
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
