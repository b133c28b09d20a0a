import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigMt940 } from '../../../../../bench/lib/big-statement.mjs';
import { eventHub } from '@/platform/events/event-hub';
import { pendingStatementFiles } from './statements/statement-import-kind';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let userId: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const session = await signIn(t.app, 'admin@demo.example.com');
  admin = session.access_token;
  userId = session.user.id;
  tenantId = session.user.tenantId ?? '';
});
afterAll(() => t?.close());

type Statement = {
  id: string;
  status: string;
  lineCount: number;
  newLineCount: number;
  processedCount: number;
  error: string | null;
  lines: unknown[];
};

describe('a big statement is imported in the background', () => {
  it('answers 202 at once; a job stores it in steps, publishing its progress; then it is done, and the same file again is refused', async () => {
    const content = bigMt940({ entries: 3000, seed: 7 });
    expect(content.length).toBeGreaterThan(500_000);
    const accepted = await call(admin, 'POST', '/bank-statements', { fileName: 'groot.sta', content });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const queued = accepted.json() as unknown as Statement;
    expect(queued).toMatchObject({ status: 'importing', lineCount: 0, lines: [] });
    // Its matches cannot be confirmed while it is being imported.
    const early = await call(admin, 'POST', `/bank-statements/${queued.id}/confirm`, { lines: [{ lineId: queued.id }] });
    expect(early.statusCode).toBe(409);

    const events: Array<{ status: string; processedCount: number }> = [];
    const stop = eventHub.subscribe(tenantId, userId, (e) => {
      if (e.event === 'statement.progress') events.push(e.data as { status: string; processedCount: number });
    });
    try {
      await t.runJobs();
    } finally {
      stop();
    }
    expect(events.map((e) => e.processedCount)).toEqual(Array.from({ length: 12 }, (_, i) => (i + 1) * 250));
    expect(events.at(-1)?.status).toBe('done');
    const done = (await call(admin, 'GET', `/bank-statements/${queued.id}`)).json() as unknown as Statement;
    expect(done).toMatchObject({ status: 'done', lineCount: 3000, newLineCount: 3000, processedCount: 3000, error: null });
    expect(done.lines).toHaveLength(3000);
    expect((await call(admin, 'POST', '/bank-statements', { fileName: 'groot.sta', content })).statusCode).toBe(409);
  }, 120_000);

  it('a big file that fails a check ends failed with its reason and no lines', async () => {
    const content = bigMt940({ entries: 3000, seed: 8 }).replace(/:62F:C/, ':62F:D');
    const accepted = await call(admin, 'POST', '/bank-statements', { fileName: 'fout.sta', content });
    expect(accepted.statusCode).toBe(202);
    const id = (accepted.json() as unknown as Statement).id;
    await t.runJobs();
    const failed = (await call(admin, 'GET', `/bank-statements/${id}`)).json() as unknown as Statement;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^The balances do not add up/);
    expect(failed.lines).toHaveLength(0);
  }, 120_000);

  it('a file whose text was lost (the server restarted before its job ran) ends failed, asking for it again', async () => {
    const accepted = await call(admin, 'POST', '/bank-statements', { fileName: 'weg.sta', content: bigMt940({ entries: 3000, seed: 9 }) });
    const id = (accepted.json() as unknown as Statement).id;
    pendingStatementFiles.clear();
    await t.runJobs();
    const failed = (await call(admin, 'GET', `/bank-statements/${id}`)).json() as unknown as Statement;
    expect(failed).toMatchObject({ status: 'failed', error: 'The server restarted before this file was read; upload it again' });
  }, 120_000);
});
