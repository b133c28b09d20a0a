import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@wb/contract/auth';
import { buildApp } from '@/app';
import type { Config } from '@/config';
import type { DatabaseHandle } from '@/db/database';
import { createTokenSigner } from '@/platform/auth/tokens';
import { createDefaultMailer } from '@/platform/mail/default-mailer';
import { tenantSmtpLookup } from '@/modules/settings/tenant-smtp';
import type { Deps } from '@/platform/deps';
import { demoPassword } from '@/seed/demo-seed';
import { buildJobHandlers } from '@/jobs';
import { runDueJobs } from '@/platform/jobs/job-runner';
import { countJobRuns } from '@/platform/metrics/metrics';
import { openTestDatabase } from './test-db';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  handle: DatabaseHandle;
  /** Runs the due background jobs (mail and the like) now, as the server's runner would. */
  runJobs: () => Promise<number>;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL,
    dataDir: '',
    seedDemo: true,
    appSecret: Buffer.from('test-secret-test-secret-test-secret-0123456789'),
    webDist: '/nonexistent',
    production: false,
    logLevel: 'silent',
    accessTokenTtlSeconds: 900,
    authRateLimitPerMinute: 1000,
    smtpUrl: undefined,
    mailFrom: 'Back office <no-reply@test.local>',
    appUrl: 'http://localhost:5173',
    twilioApiUrl: 'http://127.0.0.1:1',
    kvkApiUrl: 'http://127.0.0.1:1',
    viesApiUrl: 'http://127.0.0.1:1',
    trustProxy: false,
    ...overrides,
  };
}

export type TestAppOptions = {
  seed?: boolean;
  /** Also the demo customers, suppliers and items (off by default: tests count from scratch). */
  masterData?: boolean;
  /** Adds routes or hooks to the app before it is made ready (guard and error-handler tests). */
  configure?: (app: FastifyInstance) => void;
};

/** The real app on a database of its own, with the demo tenants and users seeded. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const kind = options.seed === false ? 'migrated' : options.masterData ? 'masterData' : 'seeded';
  const handle = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const deps: Deps = {
    db: handle.db,
    engine: handle.engine,
    config,
    tokens: createTokenSigner(config.appSecret, config.accessTokenTtlSeconds),
    mailer: createDefaultMailer(config, tenantSmtpLookup(handle.db, config.appSecret)),
    ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
  };
  const app = await buildApp(deps, { serveWebApp: false }).catch(async (err) => {
    await handle.close();
    throw err;
  });
  try {
    options.configure?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    await handle.close();
    throw err;
  }
  return {
    app,
    deps,
    handle,
    runJobs: () => runDueJobs(handle.db, buildJobHandlers(deps, silentLog), silentLog, 20, countJobRuns(app.metrics)),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export async function signIn(app: FastifyInstance, email: string, password = demoPassword): Promise<LoginResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
