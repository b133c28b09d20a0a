import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '@/platform/errors';
import { countJobsByState } from '@/platform/jobs/job-queue';
import type { JobObserver } from '@/platform/jobs/job-runner';

/**
 * The server's own measurements in Prometheus' text format (prom-client), for one app: requests
 * by route and status with their latency, sign-in failures, the database pool, the job queue and
 * the process itself (event-loop lag, memory, CPU). Read with GET /security/prometheus/metrics.
 */
export type AppMetrics = { registry: Registry; jobRuns: Counter<'kind' | 'result'> };

const signInRoute = '/api/v1/auth/login';

export function registerMetrics(app: FastifyInstance, poolStats?: () => { total: number; idle: number; waiting: number }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'wb_', eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'wb_http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'wb_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'wb_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by class',
    labelNames: ['class'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'wb_sign_in_failures_total',
    help: 'Sign-ins refused (wrong password, locked, unknown user)',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'wb_jobs_total',
    help: 'Background jobs run, by kind and result',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'wb_jobs_queued',
    help: 'Background jobs in the queue, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { state, count } of await countJobsByState(app.deps.db)) this.set({ state }, count);
    },
  });
  if (poolStats) {
    new Gauge({
      name: 'wb_db_pool_connections',
      help: 'Database pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (req, reply) => {
    // Unknown addresses are one route, so that a scan cannot grow the label set without bound.
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: req.method, route, status: String(status) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (status >= 400) errors.inc({ class: status >= 500 ? '5xx' : '4xx' });
    if (route === signInRoute && (status === 401 || status === 423 || status === 429)) signInFailures.inc();
  });
  return { registry, jobRuns };
}

/** What the job runner reports of each job it ran: counted by kind and result. */
export function countJobRuns(metrics: AppMetrics): JobObserver {
  return (kind, result) => metrics.jobRuns.inc({ kind, result });
}

/** A Prometheus server with the metrics token, or a signed-in super admin. */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (req.principal?.role === 'SUPER_ADMIN') return true;
  const given = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7).trim() : '';
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics): void {
  app.get(
    '/api/v1/security/prometheus/metrics',
    // Public to the guard: a Prometheus server has no sign-in, only the token checked here.
    { config: { permission: 'public' }, schema: { tags: ['security'] } },
    async (req, reply) => {
      if (!mayReadMetrics(req, app.deps.config.prometheusToken)) {
        throw new AppError(req.principal ? 'FORBIDDEN' : 'UNAUTHENTICATED', 'security.metricsAccess');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
