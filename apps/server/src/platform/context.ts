import type { FastifyRequest } from 'fastify';
import type { PermissionMatrix, UserRole } from '@wb/contract/roles';
import { type AfterCommitHook, afterCommit, type Db, inTransaction, type Tx } from '@/db/transaction';
import { AppError } from './errors';

/** The signed-in person behind a request, as the access token and session row say. */
export type Principal = {
  userId: string;
  sessionId: string;
  tenantId: string | null;
  role: UserRole;
  permissions: PermissionMatrix;
  /** The version of the tenant's settings and status rules when the request began (see tenant-config.ts). */
  configVersion?: string;
};

/** What every service function receives first: who acts, for which tenant, in which transaction. */
export type Ctx = {
  tx: Tx;
  principal: Principal | null;
  tenantId: string | null;
  ip: string;
  userAgent: string;
  /** Runs `hook` once this transaction has committed (never after a rollback). */
  afterCommit: (hook: AfterCommitHook) => void;
};

/**
 * The Ctx of a company's work: the tenant is known, by type. Routes with a tenant permission get
 * one from withTenantCtx, jobs and start-up code from systemCtx; services that work on a tenant's
 * data take it, so a Ctx without a tenant (withCtx) cannot reach them.
 */
export type TenantCtx = Ctx & { tenantId: string };

/** A Ctx over a transaction opened by inTransaction (which keeps its after-commit hooks). */
export function ctxOf<P extends Principal | null, T extends string | null>(
  tx: Tx,
  who: { principal: P; tenantId: T; ip?: string; userAgent?: string },
) {
  return { tx, ip: '', userAgent: 'system', ...who, afterCommit: (hook: AfterCommitHook) => afterCommit(tx, hook) };
}

/**
 * Runs `fn` in the request's one transaction, scoped to the principal's tenant if there is one:
 * for routes that work without a tenant (public, authenticated, super-admin, and the tenant routes
 * a super admin may call for a tenant they name).
 */
export function withCtx<T>(req: FastifyRequest, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  const principal = req.principal;
  const tenantId = principal?.tenantId ?? null;
  return inTransaction(req.server.deps.db, { tenantId }, (tx) =>
    fn(ctxOf(tx, { principal, tenantId, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' })),
  );
}

/**
 * Runs `fn` in the request's one transaction, scoped to the principal's tenant, for a route with
 * a tenant permission. The guard lets such a route through only with a tenant (or, marked
 * `superAdmin`, for a super admin: those routes name the tenant and use withCtx); a principal
 * without one is refused here, before any transaction begins.
 */
export async function withTenantCtx<T>(req: FastifyRequest, fn: (ctx: TenantCtx) => Promise<T>): Promise<T> {
  const principal = req.principal;
  const tenantId = principal?.tenantId;
  if (!tenantId) throw new AppError('FORBIDDEN', 'auth.companyOnly');
  return inTransaction(req.server.deps.db, { tenantId }, (tx) =>
    fn(ctxOf(tx, { principal, tenantId, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' })),
  );
}

/** For a tenant's work outside a request (start-up, jobs, tests). Work for no tenant uses inTransaction. */
export function systemCtx<T>(db: Db, tenantId: string, fn: (ctx: TenantCtx) => Promise<T>): Promise<T> {
  return inTransaction(db, { tenantId }, (tx) => fn(ctxOf(tx, { principal: null, tenantId })));
}
