import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';
import { selectTenantId } from './test-audit';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Reply = { statusCode: number; json: () => { error?: { code: string; details?: Array<{ path: string; message: string }> } } };

/**
 * The notifications route tests' set-up: an app with the demo data, a token and id for each demo
 * user, and short ways to make the calls.
 */
export async function openNotificationsKit() {
  const t: TestApp = await createTestApp();
  const who = async (email: string) => {
    const session = await signIn(t.app, email);
    return { token: session.access_token, id: session.user.id };
  };
  const [admin, staff, other, superAdmin] = await Promise.all(
    ['admin@demo.example.com', 'staff@demo.example.com', 'admin@other.example.com', 'super@example.com'].map(who),
  );
  const app: FastifyInstance = t.app;
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
  return {
    t,
    tenantA: await selectTenantId(t.deps.db, 'Demo Groothandel B.V.'),
    admin: admin?.token ?? '',
    staff: staff?.token ?? '',
    other: other?.token ?? '',
    superAdmin: superAdmin?.token ?? '',
    adminId: admin?.id ?? '',
    staffId: staff?.id ?? '',
    otherId: other?.id ?? '',
    call,
    send: (payload: object, token = admin?.token ?? '') => call('POST', '/notifications', token, payload),
    list: async (token: string, query = '') => (await call('GET', `/notifications${query}`, token)).json(),
    unreadCount: async (token: string) => (await call('GET', '/notifications/unread/count', token)).json().count as number,
    /** Removes every notification (as the owner), so each test starts from nothing. */
    clear: () => t.deps.db.deleteFrom('notification').execute(),
  };
}

export type NotificationsKit = Awaited<ReturnType<typeof openNotificationsKit>>;

export const errorOf = (res: Reply) => ({
  status: res.statusCode,
  code: res.json().error?.code,
  paths: res.json().error?.details?.map((d) => d.path),
});
