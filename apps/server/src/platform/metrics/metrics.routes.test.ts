import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signedInApi } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectTenantId } from '../../../test/test-audit';
import { inTransaction } from '@/db/transaction';
import { enqueueJob } from '@/platform/jobs/job-queue';
import { notificationCleanupJobKind } from '@/modules/notifications/notification-cleanup';

const token = 'prometheus-scrape-token-0123456789';
let t: TestApp;
let tenantAdmin: Api;
let superAdmin: Api;

beforeAll(async () => {
  t = await createTestApp({ prometheusToken: token });
  tenantAdmin = await signedInApi(t.app, 'admin@demo.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/security/prometheus/metrics', headers });
const families = async () => {
  const res = await scrape({ authorization: `Bearer ${token}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
};
const sampleOf = (family: MetricFamily | undefined, labels: Record<string, string>) =>
  family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe('GET /security/prometheus/metrics (issue 31)', () => {
  it('refuses a visitor, a wrong token and a tenant admin; answers the token and a super admin', async () => {
    const visitor = await scrape();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.key).toBe('security.metricsAccess');
    expect((await scrape({ authorization: 'Bearer not-the-token-0123456789abcdef' })).statusCode).toBe(401);
    expect((await tenantAdmin.get('/security/prometheus/metrics')).status).toBe(403);
    expect((await superAdmin.get('/security/prometheus/metrics')).status).toBe(200);
  });

  it('speaks the text format a Prometheus parser reads: requests by route, latency, errors, sign-in failures, jobs, event-loop lag', async () => {
    const before = await families();
    const failuresBefore = Number(sampleOf(before.get('wb_sign_in_failures_total'), {})?.value ?? 0);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.example.com', password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await tenantAdmin.get('/accounts?pageSize=5')).status).toBe(200);
    const tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
    const jobsBefore = (kind: string, result: string) => Number(sampleOf(before.get('wb_jobs_total'), { kind, result })?.value ?? 0);
    const runAt = new Date(Date.now() - 1000);
    await inTransaction(t.handle.db, { tenantId }, async (tx) => {
      await enqueueJob(tx, { tenantId, kind: notificationCleanupJobKind, runAt });
      await enqueueJob(tx, { tenantId, kind: 'metrics.no-such-kind', runAt });
    });
    await t.runJobs();

    const after = await families();
    expect(Number(sampleOf(after.get('wb_sign_in_failures_total'), {})?.value)).toBe(failuresBefore + 1);
    const listed = sampleOf(after.get('wb_http_requests_total'), { method: 'GET', route: '/api/v1/accounts', status: '200' });
    expect(Number(listed?.value)).toBeGreaterThanOrEqual(1);
    const latency = after.get('wb_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    expect(latency?.metrics.some((m) => Number(m.buckets?.['+Inf']) >= 1)).toBe(true);
    expect(Number(sampleOf(after.get('wb_http_errors_total'), { class: '4xx' })?.value)).toBeGreaterThanOrEqual(1);
    expect(after.get('wb_jobs_queued')?.type).toBe('GAUGE');
    // The runner's report of each job it ran: the cleanup done, the kind without a handler failed.
    const jobs = after.get('wb_jobs_total');
    expect(jobs?.type).toBe('COUNTER');
    const cleanup = { kind: notificationCleanupJobKind, result: 'done' };
    expect(Number(sampleOf(jobs, cleanup)?.value)).toBe(jobsBefore(cleanup.kind, cleanup.result) + 1);
    expect(Number(sampleOf(jobs, { kind: 'metrics.no-such-kind', result: 'failed' })?.value)).toBe(1);
    expect(after.get('wb_nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    if (t.deps.poolStats)
      expect(Number(sampleOf(after.get('wb_db_pool_connections'), { state: 'total' })?.value)).toBeGreaterThanOrEqual(1);
  });

  it('counts an unknown address as one route, so a scan cannot grow the label set', async () => {
    for (const n of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/v1/nothing-here-${n}` });
    const requests = (await families()).get('wb_http_requests_total');
    expect(requests?.metrics.some((m) => m.labels?.route?.includes('nothing-here'))).toBe(false);
  });
});
