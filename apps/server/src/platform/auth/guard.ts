import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanMatrix, matrixAllows, permissionsOf, type UserRole } from '@wb/contract/roles';
import { inTransaction, platformTenantId, readInScope } from '@/db/transaction';
import { AppError, unauthenticated } from '@/platform/errors';
import type { Principal } from '@/platform/context';
import type { RoutePermission } from '@/platform/deps';
import { endIdleSession, isIdle } from './idle-timeout';
import { isUuid } from '@/platform/ids';
import { type SessionStateRow, sessionStateSql, updateSessionActivity } from './session.queries';

const apiPrefix = '/api/v1';
const activityResolutionMs = 60_000;

/**
 * Every API route must declare its permission (the server refuses to start otherwise), and
 * every request is checked against it before its body is even read.
 */
export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission (config.permission)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission, superAdmin: route.config?.superAdmin === true });
    }
  });

  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    const permission = config?.permission;
    if (!permission) return; // not an API route: static files, docs
    if (permission === 'public') {
      req.principal = await optionalPrincipal(req);
      return;
    }
    req.principal = await requirePrincipal(req);
    if (!allows(req.principal, permission, config?.superAdmin === true)) {
      // Says which permission was missing: the web app and the route-permission test read it.
      throw new AppError('FORBIDDEN', 'auth.forbidden', undefined, {
        details: [{ path: 'permission', key: 'auth.missingPermission', params: { permission } }],
      });
    }
  });
}

/** An API route and what it requires, as declared; the route-permission test walks these. */
export type DeclaredRoute = { method: string; url: string; permission: RoutePermission; superAdmin: boolean };
const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return [...(declared.get(app) ?? [])];
}

/**
 * Whether a principal may call a route. A tenant permission needs a tenant and the matrix of
 * the principal's role there; `superAdmin` lets a SUPER_ADMIN through as well.
 */
export function allows(principal: Principal, permission: RoutePermission, superAdmin = false): boolean {
  if (permission === 'public' || permission === 'authenticated') return true;
  if (principal.role === 'SUPER_ADMIN') return permission === 'super-admin' || superAdmin;
  if (permission === 'super-admin') return false;
  return principal.tenantId !== null && matrixAllows(principal.permissions, permission);
}

function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

async function optionalPrincipal(req: FastifyRequest): Promise<Principal | null> {
  if (!bearerOf(req)) return null;
  return requirePrincipal(req).catch(() => null);
}

async function requirePrincipal(req: FastifyRequest): Promise<Principal> {
  const token = bearerOf(req);
  if (!token) throw unauthenticated();
  const { tokens, db } = req.server.deps;
  const claims = await tokens.verify(token);
  const now = new Date();
  const scope = claims.tenantId ?? platformTenantId;
  if (!isUuid(claims.sessionId) || (claims.tenantId !== null && !isUuid(claims.tenantId))) throw unauthenticated();
  // The read in one round trip (see readInScope); a write follows only now and then.
  const [row] = await readInScope<SessionStateRow>(db, { tenantId: scope }, sessionStateSql(claims.sessionId, claims.tenantId));
  let state: (SessionStateRow & { idle?: true }) | undefined = row;
  if (row && row.userId === claims.userId && !row.revokedAt && now < row.expiresAt) {
    if (isIdle(row.lastActiveAt, row.sessionTimeoutMinutes, now)) {
      // The owner's session timeout (idle minutes) has passed: the session ends here.
      const session = { sessionId: claims.sessionId, userId: row.userId, timeoutMinutes: row.sessionTimeoutMinutes };
      await inTransaction(db, { tenantId: scope }, (tx) => endIdleSession(tx, session, scope, req.ip, now));
      state = { ...row, idle: true };
    } else if (dueForTouch(claims.sessionId, now)) {
      // Cheap enough to keep "last active" honest without a write per request.
      await inTransaction(db, { tenantId: scope }, (tx) => updateSessionActivity(tx, claims.sessionId, now));
    }
  }
  if (state && 'idle' in state) throw new AppError('SESSION_REVOKED', 'auth.sessionIdle');
  if (!state || state.userId !== claims.userId || state.revokedAt || state.expiresAt <= now) {
    throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
  }
  const role = currentRole(state, claims.role);
  if (!role) throw new AppError('ACCOUNT_DISABLED', 'auth.accountDisabled');
  const permissions = permissionsOf(role, state.rolePermissions ? cleanMatrix(state.rolePermissions) : null);
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    tenantId: claims.tenantId,
    role,
    permissions,
    ...(state.configVersion === null ? {} : { configVersion: String(state.configVersion) }),
  };
}

type SessionState = SessionStateRow;

/**
 * The role that holds now: a super admin's, a person without a company (USER, whose token has
 * no tenant), or an active membership of a tenant in good standing.
 */
function currentRole(state: SessionState, claimed: UserRole): UserRole | null {
  if (state.isSuperAdmin) return 'SUPER_ADMIN';
  if (claimed === 'USER') return 'USER';
  if (!state.role || !state.isActive) return null;
  if (state.subscriptionStatus === 'suspended' || state.subscriptionStatus === 'cancelled') return null;
  return state.role;
}

const lastTouched = new Map<string, number>();

/** Whether "last active" of a session is to be written now (at most once a minute per session). */
function dueForTouch(sessionId: string, now: Date): boolean {
  const last = lastTouched.get(sessionId) ?? 0;
  if (now.getTime() - last < activityResolutionMs) return false;
  lastTouched.set(sessionId, now.getTime());
  if (lastTouched.size > 50_000) lastTouched.clear();
  return true;
}
