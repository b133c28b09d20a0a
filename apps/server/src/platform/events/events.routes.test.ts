import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { eventHub } from './event-hub';

let t: TestApp;
let base: string;
type Who = { token: string; id: string; tenantId: string | null };
let staff: Who;
let admin: Who;
let other: Who;

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatSeconds: 0.2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const who = async (email: string) => {
    const session = await signIn(t.app, email);
    return { token: session.access_token, id: session.user.id, tenantId: session.user.tenantId };
  };
  [staff, admin, other] = await Promise.all([who('staff@demo.example.com'), who('admin@demo.example.com'), who('admin@other.example.com')]);
});
afterAll(() => t.close());

const ticketFor = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
};

type Received = { event: string; data: unknown } | { comment: string };

/** Opens a stream over real HTTP and collects what arrives, frame by frame. */
function openStream(ticket: string) {
  const received: Received[] = [];
  let request: http.ClientRequest | undefined;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(`${base}/api/v1/events/stream?ticket=${encodeURIComponent(ticket)}`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith(':')) received.push({ comment: frame.slice(1).trim() });
          else {
            const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
            received.push({ event, data: JSON.parse(data) });
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  return {
    received,
    response,
    events: () => received.filter((r): r is { event: string; data: unknown } => 'event' in r),
    close: () => request?.destroy(),
  };
}

const until = async (check: () => boolean, what: string, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const sendTo = (userId: string, title: string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: '/api/v1/notifications', headers: bearer(token), payload: { userId, title, message: 'm' } });

describe('the event stream', () => {
  it('needs a signed-in user for a ticket, and a valid ticket to open', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/events/ticket' })).statusCode).toBe(401);
    const res = await fetch(`${base}/api/v1/events/stream?ticket=${'x'.repeat(43)}`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_TOKEN');
    expect((await fetch(`${base}/api/v1/events/stream`)).status).toBe(400);
  });

  it('opens as text/event-stream with a ready event, and a ticket works only once', async () => {
    const ticket = await ticketFor(staff.token);
    const stream = openStream(ticket);
    const res = await stream.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    await until(() => stream.events().length > 0, 'ready');
    expect(stream.events()[0]).toEqual({ event: 'ready', data: {} });
    expect((await fetch(`${base}/api/v1/events/stream?ticket=${ticket}`)).status).toBe(401);
    stream.close();
  });

  it("carries only the user's own events: a notification reaches its user's every stream and no one else's", async () => {
    const staffTab1 = openStream(await ticketFor(staff.token));
    const staffTab2 = openStream(await ticketFor(staff.token));
    const adminTab = openStream(await ticketFor(admin.token));
    const otherTab = openStream(await ticketFor(other.token));
    const all = [staffTab1, staffTab2, adminTab, otherTab];
    await until(() => all.every((s) => s.events().length === 1), 'every stream ready');

    expect((await sendTo(staff.id, 'for staff')).statusCode).toBe(201);
    await until(() => staffTab1.events().length === 2 && staffTab2.events().length === 2, 'the notification on both staff tabs');
    expect(staffTab1.events()[1]).toMatchObject({ event: 'notification', data: { title: 'for staff', type: 'INFO', isRead: false } });

    // Marking read tells the user's other tabs, so their badges follow.
    const id = (staffTab1.events()[1]?.data as { id: string } | undefined)?.id;
    await t.app.inject({ method: 'PATCH', url: `/api/v1/notifications/${id}/read`, headers: bearer(staff.token) });
    await until(() => staffTab2.events().length === 3, 'the read event');
    expect(staffTab2.events()[2]).toEqual({ event: 'notifications.read', data: { ids: [id] } });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adminTab.events()).toEqual([{ event: 'ready', data: {} }]);
    expect(otherTab.events()).toEqual([{ event: 'ready', data: {} }]);
    for (const s of all) s.close();
  });

  it('sends heartbeat comments, and lets go of the stream when the client goes', async () => {
    const openForStaff = () => eventHub.count(staff.tenantId, staff.id);
    await until(() => openForStaff() === 0, 'earlier streams to go');
    const stream = openStream(await ticketFor(staff.token));
    await until(() => stream.received.some((r) => 'comment' in r && r.comment === 'heartbeat'), 'a heartbeat');
    expect(openForStaff()).toBe(1);
    stream.close();
    await until(() => openForStaff() === 0, 'the subscription to go');
  });

  it('delivers nothing when the change behind it rolls back', async () => {
    const stream = openStream(await ticketFor(staff.token));
    await until(() => stream.events().length === 1, 'ready');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications',
      headers: bearer(admin.token),
      payload: { userId: '0190f000-0000-7000-8000-0000000000ff', title: 'never', message: 'm' },
    });
    expect(bad.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events()).toHaveLength(1);
    stream.close();
  });
});

describe('stream lifetime', () => {
  it('ends streams when the server closes, so shut-down does not wait for them', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const session = await signIn(own.app, 'staff@demo.example.com');
    const ticket = (await own.app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: bearer(session.access_token) })).json()
      .ticket;
    const res = await fetch(`http://127.0.0.1:${address.port}/api/v1/events/stream?ticket=${ticket}`);
    expect(res.status).toBe(200);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(res.text()).resolves.toContain('event: ready');
  });
});

describe('limits', () => {
  it('refuses an eleventh open stream of one user with 429, and lets the next in once one closes', async () => {
    const streams: Array<ReturnType<typeof openStream>> = [];
    for (let i = 0; i < 10; i++) streams.push(openStream(await ticketFor(other.token)));
    await until(() => streams.every((s) => s.events().length === 1), 'ten streams ready');
    const refused = await fetch(`${base}/api/v1/events/stream?ticket=${await ticketFor(other.token)}`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    streams[0]?.close();
    await until(() => eventHub.count(other.tenantId, other.id) === 9, 'one stream to go');
    const next = openStream(await ticketFor(other.token));
    expect((await next.response).statusCode).toBe(200);
    next.close();
    for (const s of streams) s.close();
  });

  it('limits tickets per user, not per address', async () => {
    const own = await createTestApp();
    try {
      const [a, b] = await Promise.all([signIn(own.app, 'staff@demo.example.com'), signIn(own.app, 'admin@demo.example.com')]);
      const ask = (token: string) => own.app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: bearer(token) });
      for (let i = 0; i < 120; i++) expect((await ask(a.access_token)).statusCode).toBe(200);
      expect((await ask(a.access_token)).statusCode).toBe(429);
      expect((await ask(b.access_token)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the event and notification calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/v1/events/ticket', '/api/v1/events/stream', '/api/v1/notifications', '/api/v1/notifications/{id}/read']) {
      expect(paths).toContain(path);
    }
    const type = res.json().paths['/api/v1/notifications'].post.requestBody.content['application/json'].schema.properties.type;
    expect(type.enum).toEqual(expect.arrayContaining(['INFO', 'info', 'ACTION_REQUIRED', 'action_required']));
  });
});
