import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { accessTokenTtlSeconds } from '@wb/contract/auth-constants';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from '@/platform/trust-proxy';
import { kvkProductionBaseUrl } from '@/integrations/kvk/kvk-client';
import { viesProductionBaseUrl } from '@/integrations/vies/vies-client';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  appSecret: Buffer;
  webDist: string;
  production: boolean;
  logLevel: string;
  accessTokenTtlSeconds: number;
  authRateLimitPerMinute: number;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail is logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people reach the app, for links in e-mails. */
  appUrl: string;
  /** The messaging provider's API (Twilio); a loopback fake in tests and the offline demo. */
  twilioApiUrl: string;
  /** The company register's API base (KVK_API_URL, default production); the demo points it at a loopback fake. */
  kvkApiUrl: string;
  /** The platform's KVK API key (KVK_API_KEY), used for tenants without their own and for the public registration page. */
  kvkApiKey?: string | undefined;
  /** Set when the offline demo started the fake register (no KVK key configured). */
  kvkDemo?: boolean;
  /** The EU VAT check's REST API base (VIES_API_URL, default production); the demo points it at a loopback fake. */
  viesApiUrl: string;
  /** Public company-register calls (registration page) per IP per minute (default 10). */
  kvkPublicRateLimitPerMinute?: number;
  /** Whom to believe about the client's address (X-Forwarded-For): TRUST_PROXY, see platform/trust-proxy.ts. */
  trustProxy: TrustProxy;
  /** Seconds between heartbeats on open event streams (default 25). */
  eventHeartbeatSeconds?: number;
  /** The bearer token a Prometheus server scrapes /security/prometheus/metrics with (PROMETHEUS_TOKEN; unset: super admins only). */
  prometheusToken?: string | undefined;
};

/** The server's data folder (DATA_DIR, default data/ in the checkout): the app secret and PGlite's database. */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(repoRoot, env.DATA_DIR ?? 'data');

/** The embedded database's folder inside the data folder. */
export const pgliteDirOf = (dataDir: string): string => path.join(dataDir, 'pglite');

/** Reads the environment once; everything else receives the result. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = dataDirOf(env);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO !== 'false',
    appSecret: readAppSecret(env.APP_SECRET, dataDir),
    webDist: path.join(repoRoot, 'apps/web/dist'),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? accessTokenTtlSeconds),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Back office <no-reply@localhost>',
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    twilioApiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
    kvkApiUrl: env.KVK_API_URL || kvkProductionBaseUrl,
    kvkApiKey: env.KVK_API_KEY || undefined,
    viesApiUrl: env.VIES_API_URL || viesProductionBaseUrl,
    kvkPublicRateLimitPerMinute: Number(env.KVK_PUBLIC_RATE_LIMIT_PER_MINUTE ?? 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    eventHeartbeatSeconds: Number(env.EVENT_HEARTBEAT_SECONDS ?? 25),
    prometheusToken: env.PROMETHEUS_TOKEN || undefined,
  };
}

/**
 * The server key signs access tokens and encrypts secrets at rest. It comes from
 * APP_SECRET, else from `data/app-secret.key`, made on first start (readable by the owner only).
 */
function readAppSecret(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = path.join(dataDir, 'app-secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return secret;
}
