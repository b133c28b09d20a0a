import { z } from 'zod';
import { idSchema, requiredText } from './common';

/** The assistant (issue 32, /ai-chat): languages it understands and the intents its tools answer. */
export const aiLanguages = ['nl', 'en', 'tr', 'ar'] as const;
export type AiLanguage = (typeof aiLanguages)[number];

export const aiIntents = ['revenue', 'openInvoices', 'lowStock', 'dormantAccounts', 'accountPurchases', 'cratesOut', 'draftOrder'] as const;
export type AiIntent = (typeof aiIntents)[number];

export const aiSuccessValues = ['answered', 'not_understood', 'failed'] as const;
export type AiSuccess = z.infer<typeof aiSuccessSchema>;
export const aiSuccessSchema = z.enum(aiSuccessValues);

const isoDate = z.iso.date();

/** The tools' inputs: what the built-in engine fills from slots and a model sends as tool arguments. */
export const aiToolInputSchemas = {
  revenue: z.strictObject({ from: isoDate, to: isoDate }),
  openInvoices: z.strictObject({ account: z.string().min(1).max(200) }),
  lowStock: z.strictObject({ limit: z.number().int().min(1).max(50).default(20) }),
  dormantAccounts: z.strictObject({ days: z.number().int().min(1).max(3650).default(30) }),
  accountPurchases: z.strictObject({ account: z.string().min(1).max(200), from: isoDate, to: isoDate }),
  cratesOut: z.strictObject({ account: z.string().min(1).max(200) }),
  draftOrder: z.strictObject({
    account: z.string().min(1).max(200),
    lines: z.array(z.strictObject({ item: z.string().min(1).max(200), quantity: z.number().positive().max(100000) })).max(50),
  }),
} satisfies Record<AiIntent, z.ZodType>;

/** A figure an answer carries, and the record it comes from. */
export const aiFigureSchema = z.object({
  label: z.string(),
  value: z.number(),
  kind: z.enum(['money', 'count', 'quantity']),
  link: z.string().optional(),
});
export type AiFigure = z.infer<typeof aiFigureSchema>;

export const aiLinkSchema = z.object({ label: z.string(), href: z.string() });
export type AiLink = z.infer<typeof aiLinkSchema>;

/**
 * A new order the assistant prepared and nothing saved (issue 32): the account and the lines, opened
 * in the normal new-order form for the user to check and save. It travels in the form's address
 * (orderDraftHref), so a link in a stored conversation opens it again.
 */
export const aiOrderDraftSchema = z.object({
  accountId: z.uuid(),
  /** As the account picker shows it: "name · number". */
  accountLabel: z.string().max(300),
  lines: z.array(z.object({ itemId: z.uuid(), amount: z.string().regex(/^\d{1,9}(\.\d{1,4})?$/) })).max(50),
});
export type AiOrderDraft = z.infer<typeof aiOrderDraftSchema>;

/** The new-order form's address holding a draft: /orders/new?accountId=…&accountName=…&line=itemId:amount… */
export function orderDraftHref(draft: AiOrderDraft): string {
  const params = new URLSearchParams({ accountId: draft.accountId, accountName: draft.accountLabel });
  for (const line of draft.lines) params.append('line', `${line.itemId}:${line.amount}`);
  return `/orders/new?${params.toString()}`;
}

/** The draft in a new-order form's address, or null when there is none or it does not hold together. */
export function orderDraftFromSearch(search: URLSearchParams): AiOrderDraft | null {
  const lines = search.getAll('line').map((text) => {
    const [itemId = '', amount = ''] = text.split(':');
    return { itemId, amount };
  });
  const parsed = aiOrderDraftSchema.safeParse({
    accountId: search.get('accountId') ?? '',
    accountLabel: search.get('accountName') ?? '',
    lines,
  });
  return parsed.success ? parsed.data : null;
}

/** What a tool computed: a message key with values, the figures and the links to records. */
export const aiResultSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  figures: z.array(aiFigureSchema).default([]),
  links: z.array(aiLinkSchema).default([]),
  /** A draft order (draftOrder): opened in the new-order form, saved only by the user. */
  draft: aiOrderDraftSchema.optional(),
});
export type AiResult = z.infer<typeof aiResultSchema>;

export const aiMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  language: z.string(),
  intent: z.string(),
  engine: z.string(),
  toolsUsed: z.array(z.string()),
  success: aiSuccessSchema,
  latencyMs: z.number().int(),
  result: aiResultSchema.nullable(),
  rating: z.union([z.literal(-1), z.literal(1)]).nullable(),
  createdAt: z.iso.datetime(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

export const aiConversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;
export const aiConversationListSchema = z.object({ items: z.array(aiConversationSchema) });
export const aiConversationDetailSchema = aiConversationSchema.extend({ messages: z.array(aiMessageSchema) });
export type AiConversationDetail = z.infer<typeof aiConversationDetailSchema>;

export const askInputSchema = z.strictObject({
  question: requiredText(1000),
  conversationId: idSchema.optional(),
  /** The reader's language, used when the question's own language cannot be told. */
  locale: z.enum(aiLanguages).optional(),
});
export type AskInput = z.input<typeof askInputSchema>;
export const askResultSchema = z.object({ conversationId: z.uuid(), question: aiMessageSchema, answer: aiMessageSchema });
export type AskResult = z.infer<typeof askResultSchema>;

export const rateInputSchema = z.strictObject({ rating: z.union([z.literal(-1), z.literal(1)]) });
export const messageParamsSchema = z.strictObject({ id: idSchema, messageId: idSchema });

// AI analytics (platform §7): responses are read from a `data` field.
// A super admin names the company (`tenantId`, required for them); a company's people may leave it out.
export const aiTenantQuerySchema = z.object({ tenantId: idSchema.optional() });
export const aiDateQuerySchema = aiTenantQuerySchema.extend({ date: isoDate.optional() });
export const aiRangeQuerySchema = aiTenantQuerySchema.extend({ startDate: isoDate, endDate: isoDate });
export const aiIntentsQuerySchema = aiTenantQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  date: isoDate.optional(),
});
export const aiHistoryQuerySchema = aiTenantQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const aiMetricsSchema = z.object({
  date: z.string(),
  messages: z.number().int(),
  answered: z.number().int(),
  notUnderstood: z.number().int(),
  failed: z.number().int(),
  averageLatencyMs: z.number(),
  users: z.number().int(),
});
export type AiMetrics = z.infer<typeof aiMetricsSchema>;
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const aiMetricsResponseSchema = data(aiMetricsSchema);
export const aiMetricsRangeResponseSchema = data(z.array(aiMetricsSchema));
export const aiIntentsResponseSchema = data(z.array(z.object({ intent: z.string(), count: z.number().int() })));
export const aiLanguagesResponseSchema = data(z.array(z.object({ language: z.string(), count: z.number().int() })));
export const aiSuccessRateResponseSchema = data(
  z.object({
    total: z.number().int(),
    answered: z.number().int(),
    notUnderstood: z.number().int(),
    failed: z.number().int(),
    rate: z.number(),
  }),
);
export const aiAccountHistoryResponseSchema = data(z.array(aiMessageSchema.extend({ conversationId: z.uuid() })));
export const aiHealthResponseSchema = data(
  z.object({ engine: z.enum(['builtin', 'openai']), model: z.string(), reachable: z.boolean(), latencyMs: z.number().int() }),
);
