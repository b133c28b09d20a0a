import { todayInCompanyZone } from '@wb/domain/today';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Db, inTransaction, type Tx } from '@/db/transaction';

export type ApiErrorClass = '4xx' | '5xx';

/**
 * Counts a company's API answers with a 4xx or 5xx status per day (issue 31: the security metrics'
 * "API errors"), in memory, and adds them to `api_error_day` every `flushMs` and when the server
 * closes: a refused request costs no write of its own. An answer to a request without a signed-in
 * company (a bad token, the sign-in page) has no company to count for.
 */
export function registerApiErrorCounts(app: FastifyInstance, db: Db, flushMs = 60_000): { flush: () => Promise<void> } {
  const pending = new Map<string, number>();
  app.addHook('onResponse', async (req, reply) => {
    const tenantId = req.principal?.tenantId;
    if (reply.statusCode < 400 || !tenantId) return;
    const key = `${tenantId}|${todayInCompanyZone()}|${reply.statusCode >= 500 ? '5xx' : '4xx'}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
  });
  const flush = async () => {
    const taken = [...pending];
    pending.clear();
    const byTenant = new Map<string, Array<{ day: string; errorClass: ApiErrorClass; count: number }>>();
    for (const [key, count] of taken) {
      const [tenantId, day, errorClass] = key.split('|') as [string, string, ApiErrorClass];
      byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), { day, errorClass, count }]);
    }
    for (const [tenantId, rows] of byTenant) {
      try {
        await inTransaction(db, { tenantId }, (tx) => addApiErrors(tx, tenantId, rows));
      } catch (error) {
        // Left out: a count for the security page, not a record (a company deleted meanwhile is refused by its key).
        app.log.warn({ err: error, tenantId }, 'api error counts not written');
      }
    }
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}

/** Adds counts to the company's days, one statement. */
async function addApiErrors(tx: Tx, tenantId: string, rows: Array<{ day: string; errorClass: ApiErrorClass; count: number }>) {
  const values = rows.map((r) => sql`(${tenantId}::uuid, ${r.day}::date, ${r.errorClass}, ${r.count})`);
  await sql`
    insert into api_error_day (tenant_id, day, class, count) values ${sql.join(values)}
    on conflict (tenant_id, day, class) do update set count = api_error_day.count + excluded.count`.execute(tx);
}

/** The company's API errors by class over a period of its days. */
export async function countApiErrors(tx: Tx, tenantId: string, from: string, to: string): Promise<Record<ApiErrorClass, number>> {
  const result = await sql<{ class: ApiErrorClass; n: string }>`
    select class, sum(count)::text as n from api_error_day
    where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date group by class`.execute(tx);
  const of = (c: ApiErrorClass) => Number(result.rows.find((r) => r.class === c)?.n ?? 0);
  return { '4xx': of('4xx'), '5xx': of('5xx') };
}
