import type {
  AiConversation,
  AiConversationDetail,
  AiIntent,
  AiLanguage,
  AiMessage,
  AiResult,
  AiSuccess,
  AskResult,
} from '@wb/contract/ai-chat';
import { aiResultSchema, type askInputSchema } from '@wb/contract/ai-chat';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { AppError, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { answerText } from './ai-answers';
import {
  deleteConversationRow,
  insertConversation,
  insertMessage,
  type MessageRow,
  rateMessageRow,
  selectConversation,
  selectConversations,
  selectMessages,
  touchConversation,
} from './ai-chat.queries';
import { understand } from './ai-nlu';
import { numberIn, orderLinesIn, periodIn } from './ai-slots';
import { AiNotAllowed, AiNotFound, accountNamedIn, runTool } from './ai-tools';

export type AskInputParsed = z.output<typeof askInputSchema>;

export const toMessage = (row: MessageRow): AiMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  language: row.language,
  intent: row.intent,
  engine: row.engine,
  toolsUsed: (row.toolsUsed as string[]) ?? [],
  success: row.success as AiSuccess,
  latencyMs: row.latencyMs,
  result: row.result ? aiResultSchema.parse(row.result) : null,
  rating: row.rating === 1 || row.rating === -1 ? row.rating : null,
  createdAt: row.createdAt.toISOString(),
});

const toConversation = (row: { id: string; title: string; createdAt: Date; updatedAt: Date }): AiConversation => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const userOf = (ctx: TenantCtx): string => {
  const id = ctx.principal?.userId;
  if (!id) throw new AppError('FORBIDDEN', 'auth.companyOnly');
  return id;
};

export async function listConversations(ctx: TenantCtx): Promise<{ items: AiConversation[] }> {
  return { items: (await selectConversations(ctx.tx, ctx.tenantId, userOf(ctx))).map(toConversation) };
}

export async function getConversation(ctx: TenantCtx, id: string): Promise<AiConversationDetail> {
  const row = await selectConversation(ctx.tx, ctx.tenantId, userOf(ctx), id);
  if (!row) throw notFound('resource');
  return { ...toConversation(row), messages: (await selectMessages(ctx.tx, ctx.tenantId, id)).map(toMessage) };
}

export async function deleteConversation(ctx: TenantCtx, id: string): Promise<void> {
  if (!(await deleteConversationRow(ctx.tx, ctx.tenantId, userOf(ctx), id))) throw notFound('resource');
}

export async function rateMessage(ctx: TenantCtx, conversationId: string, messageId: string, rating: -1 | 1): Promise<AiMessage> {
  const row = await rateMessageRow(ctx.tx, ctx.tenantId, userOf(ctx), conversationId, messageId, rating);
  if (!row) throw notFound('resource');
  return toMessage(row);
}

/** What an engine answered: the sentence, what it computed, and how it went. */
export type EngineAnswer = {
  language: AiLanguage;
  intent: string;
  engine: 'builtin' | 'openai';
  toolsUsed: string[];
  result: AiResult | null;
  content: string;
  success: AiSuccess;
  accountId: string | null;
};

/** The tool's input from the slots the question fills: account, item (order lines), period, number. */
async function slotsFor(ctx: TenantCtx, intent: AiIntent, question: string): Promise<{ input: unknown; accountId: string | null }> {
  const today = todayInCompanyZone();
  const acc = ['openInvoices', 'accountPurchases', 'cratesOut', 'draftOrder'].includes(intent)
    ? await accountNamedIn(ctx, intent === 'draftOrder' ? (question.split(':')[0] ?? question) : question)
    : null;
  const account = acc?.companyName ?? question;
  switch (intent) {
    case 'revenue': {
      const p = periodIn(question, today);
      return { input: { from: p.from, to: p.to }, accountId: null };
    }
    case 'lowStock':
      return { input: { limit: 20 }, accountId: null };
    case 'dormantAccounts':
      return { input: { days: numberIn(question) ?? 30 }, accountId: null };
    case 'accountPurchases': {
      const p = periodIn(question, today);
      return { input: { account, from: p.from, to: p.to }, accountId: acc?.id ?? null };
    }
    case 'draftOrder': {
      const lines = orderLinesIn(acc ? question.replace(new RegExp(acc.companyName, 'iu'), '') : question);
      return { input: { account, lines }, accountId: acc?.id ?? null };
    }
    default:
      return { input: { account }, accountId: acc?.id ?? null };
  }
}

/** Turns a tool's refusal or miss into an answer that says so; anything else is a failure. */
export function answerOfError(error: unknown, language: AiLanguage): { result: AiResult; success: AiSuccess } {
  if (error instanceof AiNotAllowed)
    return { result: { key: 'ai.answer.notAllowed', values: {}, figures: [], links: [] }, success: 'not_understood' };
  if (error instanceof AiNotFound)
    return {
      result: {
        key: error.what === 'account' ? 'ai.answer.accountNotFound' : 'ai.answer.itemNotFound',
        values: { item: error.text },
        figures: [],
        links: [],
      },
      success: 'not_understood',
    };
  void language;
  return { result: { key: 'ai.answer.failed', values: {}, figures: [], links: [] }, success: 'failed' };
}

/** Engine 1: language and intent by nlp.js, slots from the company's records, one tool. */
export async function builtinAnswer(ctx: TenantCtx, question: string, fallback: AiLanguage): Promise<EngineAnswer> {
  const { language, intent } = await understand(question, fallback);
  if (!intent) {
    const result: AiResult = { key: 'ai.answer.notUnderstood', values: {}, figures: [], links: [] };
    return {
      language,
      intent: 'unknown',
      engine: 'builtin',
      toolsUsed: [],
      result,
      content: answerText(result, language),
      success: 'not_understood',
      accountId: null,
    };
  }
  const { input, accountId } = await slotsFor(ctx, intent, question);
  try {
    const result = await runTool(ctx, intent, input);
    return {
      language,
      intent,
      engine: 'builtin',
      toolsUsed: [intent],
      result,
      content: answerText(result, language),
      success: 'answered',
      accountId,
    };
  } catch (error) {
    const { result, success } = answerOfError(error, language);
    return { language, intent, engine: 'builtin', toolsUsed: [intent], result, content: answerText(result, language), success, accountId };
  }
}

export type Engine = (ctx: TenantCtx, question: string, fallback: AiLanguage, history: AiMessage[]) => Promise<EngineAnswer>;

/**
 * A question asked: the conversation continued (or begun, titled by the question), the question
 * and the answer kept with language, intent, tools, success and latency for AI analytics.
 */
export async function ask(ctx: TenantCtx, raw: AskInputParsed, engine: Engine = (c, q, f) => builtinAnswer(c, q, f)): Promise<AskResult> {
  const userId = userOf(ctx);
  const started = performance.now();
  let conversationId = raw.conversationId;
  let history: AiMessage[] = [];
  if (conversationId) {
    const conv = await selectConversation(ctx.tx, ctx.tenantId, userId, conversationId);
    if (!conv) throw notFound('resource');
    history = (await selectMessages(ctx.tx, ctx.tenantId, conversationId)).map(toMessage);
    await touchConversation(ctx.tx, ctx.tenantId, conversationId);
  } else {
    conversationId = newId();
    await insertConversation(ctx.tx, ctx.tenantId, { id: conversationId, userId, title: raw.question.slice(0, 80) });
  }
  const fallback = raw.locale ?? 'nl';
  let answer: EngineAnswer;
  try {
    answer = await engine(ctx, raw.question, fallback, history);
  } catch {
    const result: AiResult = { key: 'ai.answer.failed', values: {}, figures: [], links: [] };
    answer = {
      language: fallback,
      intent: 'unknown',
      engine: 'builtin',
      toolsUsed: [],
      result,
      content: answerText(result, fallback),
      success: 'failed',
      accountId: null,
    };
  }
  const latencyMs = Math.round(performance.now() - started);
  const common = {
    conversationId,
    userId,
    language: answer.language,
    intent: answer.intent,
    engine: answer.engine,
    accountId: answer.accountId,
  };
  const question = await insertMessage(ctx.tx, ctx.tenantId, {
    ...common,
    id: newId(),
    role: 'user',
    content: raw.question,
    toolsUsed: [],
    result: null,
    success: answer.success,
    latencyMs: 0,
  });
  const reply = await insertMessage(ctx.tx, ctx.tenantId, {
    ...common,
    id: newId(),
    role: 'assistant',
    content: answer.content,
    toolsUsed: answer.toolsUsed,
    result: answer.result,
    success: answer.success,
    latencyMs,
  });
  return { conversationId, question: toMessage(question), answer: toMessage(reply) };
}
