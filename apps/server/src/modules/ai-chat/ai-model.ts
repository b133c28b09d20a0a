import { type AiIntent, type AiLanguage, type AiMessage, type AiResult, aiToolInputSchemas } from '@wb/contract/ai-chat';
import OpenAI from 'openai';
import { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { answerText } from './ai-answers';
import { answerOfError, type EngineAnswer } from './ai-chat.service';
import { detectLanguage } from './ai-nlu';
import { accountNamedIn, allowedTools, runTool } from './ai-tools';

export type ModelConfig = { baseUrl: string; model: string; apiKey: string };

const toolDescriptions: Record<AiIntent, string> = {
  revenue: 'Revenue (net total of final invoices and credit notes) between two dates (inclusive, YYYY-MM-DD).',
  openInvoices: 'Open (final, unsettled) invoices of a customer account, by company name.',
  lowStock: 'Active items at or below the low-stock threshold.',
  dormantAccounts: 'Customer accounts that ordered before but not in the last N days.',
  accountPurchases: 'What a customer account bought between two dates, per item.',
  cratesOut: 'Crates and other returnable packages out at a customer account.',
  draftOrder: 'A draft new order (not saved) for a customer with item lines; answers a link that opens the prefilled order form.',
};

/** The tools the user may use, as OpenAI function definitions from the contract's zod schemas. */
export function toolDefinitions(ctx: TenantCtx): OpenAI.Chat.Completions.ChatCompletionTool[] {
  return allowedTools(ctx).map((name) => ({
    type: 'function' as const,
    function: {
      name,
      description: toolDescriptions[name],
      parameters: z.toJSONSchema(aiToolInputSchemas[name], { io: 'input' }) as Record<string, unknown>,
    },
  }));
}

export function clientOf(config: ModelConfig): OpenAI {
  return new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: 30_000, maxRetries: 0 });
}

/**
 * Engine 2: an OpenAI-compatible model with tool calling over the same tools, streamed. Text
 * deltas go to `onDelta` as they come; at most four rounds of tool calls.
 */
export async function modelAnswer(
  ctx: TenantCtx,
  config: ModelConfig,
  question: string,
  fallback: AiLanguage,
  history: AiMessage[],
  onDelta: (text: string) => void = () => undefined,
  today: string,
): Promise<EngineAnswer> {
  const language = detectLanguage(question, fallback);
  const client = clientOf(config);
  const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
    {
      role: 'system',
      content: `You are the assistant of a Dutch wholesaler's back office. Today is ${today}. Answer only from tool results; never make up figures. Answer in the user's language (${language}).`,
    },
    ...history.slice(-10).map((m) => ({ role: m.role, content: m.content }) as OpenAI.Chat.Completions.ChatCompletionMessageParam),
    { role: 'user', content: question },
  ];
  const tools = toolDefinitions(ctx);
  const toolsUsed: string[] = [];
  let result: AiResult | null = null;
  let content = '';
  let failed = false;
  for (let round = 0; round < 4; round++) {
    const stream = await client.chat.completions.create({ model: config.model, messages, tools, stream: true });
    const calls = new Map<number, { id: string; name: string; args: string }>();
    let text = '';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.content) {
        text += delta.content;
        onDelta(delta.content);
      }
      for (const call of delta?.tool_calls ?? []) {
        const at = calls.get(call.index) ?? { id: '', name: '', args: '' };
        calls.set(call.index, {
          id: call.id ?? at.id,
          name: call.function?.name ?? at.name,
          args: at.args + (call.function?.arguments ?? ''),
        });
      }
    }
    if (calls.size === 0) {
      content = text;
      break;
    }
    messages.push({
      role: 'assistant',
      content: text || null,
      tool_calls: [...calls.values()].map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args } })),
    });
    for (const call of calls.values()) {
      toolsUsed.push(call.name);
      let output: unknown;
      try {
        if (!(call.name in aiToolInputSchemas)) throw new Error(`unknown tool ${call.name}`);
        result = await runTool(ctx, call.name as AiIntent, JSON.parse(call.args || '{}'));
        output = result;
      } catch (error) {
        const refused = answerOfError(error, language);
        if (refused.success === 'failed' && !(error instanceof SyntaxError) && !(error instanceof z.ZodError)) failed = true;
        result = refused.result;
        output = { error: answerText(refused.result, 'en') };
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
    }
  }
  const accountId = result?.values.account ? ((await accountNamedIn(ctx, String(result.values.account)))?.id ?? null) : null;
  if (!content && result) content = answerText(result, language);
  return {
    language,
    intent: toolsUsed[0] ?? 'chat',
    engine: 'openai',
    toolsUsed,
    result,
    content,
    success: failed
      ? 'failed'
      : result && !result.key.endsWith('notAllowed') && !result.key.endsWith('NotFound')
        ? 'answered'
        : 'not_understood',
    accountId,
  };
}

/** Whether the model server answers, and how fast (GET /models). */
export async function modelHealth(config: ModelConfig): Promise<{ reachable: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await clientOf({ ...config }).models.list();
    return { reachable: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { reachable: false, latencyMs: Math.round(performance.now() - started) };
  }
}
