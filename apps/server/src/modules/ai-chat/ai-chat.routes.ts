import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiAccountHistoryResponseSchema,
  aiConversationDetailSchema,
  aiConversationListSchema,
  aiDateQuerySchema,
  aiHealthResponseSchema,
  aiHistoryQuerySchema,
  aiIntentsQuerySchema,
  aiIntentsResponseSchema,
  aiLanguagesResponseSchema,
  aiMessageSchema,
  aiMetricsRangeResponseSchema,
  aiMetricsResponseSchema,
  aiRangeQuerySchema,
  aiSuccessRateResponseSchema,
  aiTenantQuerySchema,
  askInputSchema,
  askResultSchema,
  messageParamsSchema,
  rateInputSchema,
} from '@wb/contract/ai-chat';
import { idParamsSchema } from '@wb/contract/common';
import { todayInCompanyZone } from '@wb/domain/today';
import { type TenantCtx, withTenantCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { getSettingsSecret, getSettingsSection } from '@/modules/settings/settings.service';
import { aiAccountHistory, aiLanguages, aiMetrics, aiMetricsRange, aiSuccessRate, aiTopIntents } from './analytics/ai-analytics.service';
import { ask, builtinAnswer, deleteConversation, type Engine, getConversation, listConversations, rateMessage } from './ai-chat.service';
import { type ModelConfig, modelAnswer, modelHealth } from './ai-model';
import { trainNlu } from './ai-nlu';
import { withChosenTenantCtx } from '@/modules/business-intelligence/chosen-tenant-ctx';

const tags = ['ai'];
/** The assistant is every signed-in company user's (platform §2); its data is theirs alone. */
const own = { permission: 'authenticated' as const };
/** AI analytics: the company admin's (platform §2 /ai-analytics: TENANT_ADMIN), and the super admin's for a company they name. */
const analytics = { permission: 'reports:admin' as const, superAdmin: true };

export function registerAiChatRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.deps.config.appSecret);
  // Trained once at start, off the request path; the first question waits for it if need be.
  void trainNlu();

  /** The engine the company chose in Settings › Assistant (the model's key decrypted only here). */
  async function engineOf(ctx: TenantCtx, onDelta?: (text: string) => void): Promise<{ engine: Engine; config: ModelConfig | null }> {
    const settings = await getSettingsSection(ctx, 'assistant');
    if (settings.engine !== 'openai') return { engine: (c, q, f) => builtinAnswer(c, q, f), config: null };
    const config = {
      baseUrl: settings.baseUrl,
      model: settings.model,
      apiKey: (await getSettingsSecret(ctx, box, 'assistant', ['apiKey'])) ?? '',
    };
    return { engine: (c, q, f, h) => modelAnswer(c, config, q, f, h, onDelta, todayInCompanyZone()), config };
  }

  r.get('/api/v1/ai/conversations', { config: own, schema: { tags, response: { 200: aiConversationListSchema } } }, (req) =>
    withTenantCtx(req, (ctx) => listConversations(ctx)),
  );
  r.get(
    '/api/v1/ai/conversations/:id',
    { config: own, schema: { tags, params: idParamsSchema, response: { 200: aiConversationDetailSchema } } },
    (req) => withTenantCtx(req, (ctx) => getConversation(ctx, req.params.id)),
  );
  r.delete(
    '/api/v1/ai/conversations/:id',
    { config: own, schema: { tags, params: idParamsSchema, response: { 204: z.void() } } },
    async (req, reply) => {
      await withTenantCtx(req, (ctx) => deleteConversation(ctx, req.params.id));
      return reply.status(204).send();
    },
  );
  r.put(
    '/api/v1/ai/conversations/:id/messages/:messageId/rating',
    { config: own, schema: { tags, params: messageParamsSchema, body: rateInputSchema, response: { 200: aiMessageSchema } } },
    (req) => withTenantCtx(req, (ctx) => rateMessage(ctx, req.params.id, req.params.messageId, req.body.rating)),
  );
  r.post('/api/v1/ai/chat', { config: own, schema: { tags, body: askInputSchema, response: { 200: askResultSchema } } }, (req) =>
    withTenantCtx(req, async (ctx) => ask(ctx, req.body, (await engineOf(ctx)).engine)),
  );
  // The same question answered as server-sent events: `delta` (text as it comes), then `done` (the kept result).
  r.post('/api/v1/ai/chat/stream', { config: own, schema: { tags, body: askInputSchema } }, async (req, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      const result = await withTenantCtx(req, async (ctx) => {
        let streamed = false;
        const { engine } = await engineOf(ctx, (text) => {
          streamed = true;
          send('delta', { text });
        });
        const answer = await ask(ctx, req.body, engine);
        if (!streamed) send('delta', { text: answer.answer.content });
        return answer;
      });
      send('done', askResultSchema.parse(result));
    } catch (error) {
      req.log.warn({ err: error }, 'ai chat stream failed');
      send('error', { key: 'ai.answer.failed' });
    }
    raw.end();
  });

  r.get('/api/v1/ai/health', { config: own, schema: { tags, response: { 200: aiHealthResponseSchema } } }, (req) =>
    withTenantCtx(req, async (ctx) => {
      const { config } = await engineOf(ctx);
      if (!config) {
        const started = performance.now();
        await trainNlu();
        return {
          data: { engine: 'builtin' as const, model: 'nlp.js', reachable: true, latencyMs: Math.round(performance.now() - started) },
        };
      }
      return { data: { engine: 'openai' as const, model: config.model, ...(await modelHealth(config)) } };
    }),
  );

  r.get(
    '/api/v1/ai/analytics/metrics',
    { config: analytics, schema: { tags, querystring: aiDateQuerySchema, response: { 200: aiMetricsResponseSchema } } },
    (req) => withChosenTenantCtx(req, (ctx) => aiMetrics(ctx, req.query.date)),
  );
  r.get(
    '/api/v1/ai/analytics/metrics/range',
    { config: analytics, schema: { tags, querystring: aiRangeQuerySchema, response: { 200: aiMetricsRangeResponseSchema } } },
    (req) => withChosenTenantCtx(req, (ctx) => aiMetricsRange(ctx, req.query.startDate, req.query.endDate)),
  );
  r.get(
    '/api/v1/ai/analytics/intents',
    { config: analytics, schema: { tags, querystring: aiIntentsQuerySchema, response: { 200: aiIntentsResponseSchema } } },
    (req) => withChosenTenantCtx(req, (ctx) => aiTopIntents(ctx, req.query.limit, req.query.date)),
  );
  r.get(
    '/api/v1/ai/analytics/languages',
    { config: analytics, schema: { tags, querystring: aiTenantQuerySchema, response: { 200: aiLanguagesResponseSchema } } },
    (req) => withChosenTenantCtx(req, (ctx) => aiLanguages(ctx)),
  );
  r.get(
    '/api/v1/ai/analytics/success-rate',
    { config: analytics, schema: { tags, querystring: aiTenantQuerySchema, response: { 200: aiSuccessRateResponseSchema } } },
    (req) => withChosenTenantCtx(req, (ctx) => aiSuccessRate(ctx)),
  );
  r.get(
    '/api/v1/ai/analytics/account/:id/history',
    {
      config: analytics,
      schema: { tags, params: idParamsSchema, querystring: aiHistoryQuerySchema, response: { 200: aiAccountHistoryResponseSchema } },
    },
    (req) => withChosenTenantCtx(req, (ctx) => aiAccountHistory(ctx, req.params.id, req.query.limit)),
  );
}
