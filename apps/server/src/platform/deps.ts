import type { Permission } from '@wb/contract/roles';
import type { Config } from '@/config';
import type { Engine } from '@/db/database';
import type { Db } from '@/db/transaction';
import type { TokenSigner } from './auth/tokens';
import type { Mailer } from './mail/mail-outbox';
import type { Principal } from './context';
import type { AppMetrics } from './metrics/metrics';

/** What the app is built from; tests build it with their own database and settings. */
export type Deps = {
  db: Db;
  engine: Engine;
  config: Config;
  tokens: TokenSigner;
  mailer: Mailer;
  /** The database pool's connections, where there is a pool (PostgreSQL): for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/**
 * What a route requires: `public` (anyone), `authenticated` (any signed-in user),
 * `super-admin`, or a tenant permission such as `orders:write`.
 */
export type RoutePermission = 'public' | 'authenticated' | 'super-admin' | Permission;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    metrics: AppMetrics;
    /** The companies' API error counts, written every minute; `flush` writes them now. */
    apiErrors: { flush: () => Promise<void> };
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * A tenant route that a SUPER_ADMIN may call too, for any tenant (tenant users): the
     * service then works in the tenant the call names, and audits it in that tenant's trail.
     */
    superAdmin?: boolean;
  }
}
