import type { AiMetrics } from '@wb/contract/ai-chat';
import { companyTimeZone, todayInCompanyZone } from '@wb/domain/today';
import { sql } from 'kysely';
import type { TenantCtx } from '@/platform/context';
import type { MessageRow } from '../ai-chat.queries';
import { toMessage } from '../ai-chat.service';

/** A message's calendar day in the company's zone. */
const dayOf = sql<string>`(created_at at time zone ${sql.lit(companyTimeZone)})::date`;

/** The questions asked (one per user message) and how they went, per company day in [from, to]. */
async function metricsBetween(ctx: TenantCtx, from: string, to: string): Promise<AiMetrics[]> {
  const rows = await ctx.tx
    .selectFrom('aiMessage')
    .select([
      sql<string>`${dayOf}::text`.as('date'),
      sql<string>`count(*) filter (where role = 'user')`.as('messages'),
      sql<string>`count(*) filter (where role = 'user' and success = 'answered')`.as('answered'),
      sql<string>`count(*) filter (where role = 'user' and success = 'not_understood')`.as('notUnderstood'),
      sql<string>`count(*) filter (where role = 'user' and success = 'failed')`.as('failed'),
      sql<string | null>`avg(latency_ms) filter (where role = 'assistant')`.as('latency'),
      sql<string>`count(distinct user_id)`.as('users'),
    ])
    .where('tenantId', '=', ctx.tenantId)
    .where(dayOf, '>=', sql<string>`${from}::date`)
    .where(dayOf, '<=', sql<string>`${to}::date`)
    .groupBy(dayOf)
    .orderBy(dayOf)
    .execute();
  return rows.map((r) => ({
    date: r.date,
    messages: Number(r.messages),
    answered: Number(r.answered),
    notUnderstood: Number(r.notUnderstood),
    failed: Number(r.failed),
    averageLatencyMs: Math.round(Number(r.latency ?? 0)),
    users: Number(r.users),
  }));
}

const empty = (date: string): AiMetrics => ({ date, messages: 0, answered: 0, notUnderstood: 0, failed: 0, averageLatencyMs: 0, users: 0 });

export async function aiMetrics(ctx: TenantCtx, date = todayInCompanyZone()): Promise<{ data: AiMetrics }> {
  return { data: (await metricsBetween(ctx, date, date))[0] ?? empty(date) };
}

/** Every day of the range, days without questions included (at most a year and a bit). */
export async function aiMetricsRange(ctx: TenantCtx, startDate: string, endDate: string): Promise<{ data: AiMetrics[] }> {
  const byDay = new Map((await metricsBetween(ctx, startDate, endDate)).map((m) => [m.date, m]));
  const data: AiMetrics[] = [];
  const d = new Date(`${startDate}T00:00:00Z`);
  for (let i = 0; i < 400 && d.toISOString().slice(0, 10) <= endDate; i++, d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    data.push(byDay.get(day) ?? empty(day));
  }
  return { data };
}

export async function aiTopIntents(
  ctx: TenantCtx,
  limit: number,
  date?: string,
): Promise<{ data: Array<{ intent: string; count: number }> }> {
  let q = ctx.tx
    .selectFrom('aiMessage')
    .select(['intent', sql<string>`count(*)`.as('count')])
    .where('tenantId', '=', ctx.tenantId)
    .where('role', '=', 'user');
  if (date) q = q.where(dayOf, '=', sql<string>`${date}::date`);
  const rows = await q.groupBy('intent').orderBy(sql`count(*)`, 'desc').orderBy('intent').limit(limit).execute();
  return { data: rows.map((r) => ({ intent: r.intent, count: Number(r.count) })) };
}

export async function aiLanguages(ctx: TenantCtx): Promise<{ data: Array<{ language: string; count: number }> }> {
  const rows = await ctx.tx
    .selectFrom('aiMessage')
    .select(['language', sql<string>`count(*)`.as('count')])
    .where('tenantId', '=', ctx.tenantId)
    .where('role', '=', 'user')
    .groupBy('language')
    .orderBy(sql`count(*)`, 'desc')
    .execute();
  return { data: rows.map((r) => ({ language: r.language, count: Number(r.count) })) };
}

export async function aiSuccessRate(ctx: TenantCtx) {
  const r = await ctx.tx
    .selectFrom('aiMessage')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where success = 'answered')`.as('answered'),
      sql<string>`count(*) filter (where success = 'not_understood')`.as('notUnderstood'),
      sql<string>`count(*) filter (where success = 'failed')`.as('failed'),
    ])
    .where('tenantId', '=', ctx.tenantId)
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
  const total = Number(r.total);
  const answered = Number(r.answered);
  return {
    data: {
      total,
      answered,
      notUnderstood: Number(r.notUnderstood),
      failed: Number(r.failed),
      rate: total ? Math.round((answered / total) * 1000) / 1000 : 0,
    },
  };
}

/** The questions about an account and their answers, newest first. */
export async function aiAccountHistory(ctx: TenantCtx, accountId: string, limit: number) {
  const rows = await ctx.tx
    .selectFrom('aiMessage')
    .select([
      'id',
      'conversationId',
      'role',
      'content',
      'language',
      'intent',
      'engine',
      'toolsUsed',
      'success',
      'latencyMs',
      'result',
      'rating',
      'createdAt',
    ])
    .where('tenantId', '=', ctx.tenantId)
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('role')
    .limit(limit)
    .execute();
  return { data: (rows as MessageRow[]).map((r) => ({ ...toMessage(r), conversationId: r.conversationId })) };
}
