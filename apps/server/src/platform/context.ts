import type { FastifyRequest } from 'fastify';
import type { PermissionMatrix, UserRole } from '@wb/contract/roles';
import { type AfterCommitHook, afterCommit, type Db, inTransaction, type Tx } from '@/db/transaction';

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

/** A Ctx over a transaction opened by inTransaction (which keeps its after-commit hooks). */
export function ctxOf<P extends Principal | null, T extends string | null>(
  tx: Tx,
  who: { principal: P; tenantId: T; ip?: string; userAgent?: string },
) {
  return { tx, ip: '', userAgent: 'system', ...who, afterCommit: (hook: AfterCommitHook) => afterCommit(tx, hook) };
}

/** Runs `fn` in the request's one transaction, scoped to the principal's tenant. */
export function withCtx<T>(req: FastifyRequest, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  const principal = req.principal;
  const tenantId = principal?.tenantId ?? null;
  return inTransaction(req.server.deps.db, { tenantId }, (tx) =>
    fn(ctxOf(tx, { principal, tenantId, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' })),
  );
}

/** For work outside a request (start-up, jobs, tests). */
export function systemCtx<T>(db: Db, tenantId: string | null, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  return inTransaction(db, { tenantId }, (tx) => fn(ctxOf(tx, { principal: null, tenantId })));
}
