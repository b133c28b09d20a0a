import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type FakeAccount = { authToken: string; friendlyName: string; status: 'active' | 'suspended' | 'closed'; phoneNumbers: string[] };
export type FakeMessage = { accountSid: string; from: string; to: string; body: string };

/**
 * Twilio's REST API on loopback, for tests and the offline demo: the same paths, basic auth,
 * JSON answers and error bodies (20003 Authenticate, 20404 not found, 21211 invalid To) as the
 * real service, for the accounts it is given.
 */
export async function startFakeTwilio(accounts: Record<string, FakeAccount>) {
  const messages: FakeMessage[] = [];
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { code: 20500, message: 'Internal Server Error', status: 500 }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+?)(\.json|\/IncomingPhoneNumbers\.json|\/Messages\.json)$/);
    if (!match) return send(res, 404, error(20404, 'The requested resource was not found', 404));
    const [, sid = '', what] = match;
    const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    const account = accounts[sid];
    if (!account || user !== sid || pass !== account.authToken) return send(res, 401, error(20003, 'Authenticate', 401));
    if (what === '.json' && req.method === 'GET') {
      return send(res, 200, {
        sid,
        friendly_name: account.friendlyName,
        status: account.status,
        type: 'Full',
        date_created: 'Mon, 03 Mar 2025 10:00:00 +0000',
      });
    }
    if (what === '/IncomingPhoneNumbers.json' && req.method === 'GET') {
      const wanted = url.searchParams.get('PhoneNumber');
      const numbers = account.phoneNumbers.filter((n) => !wanted || n === wanted);
      return send(res, 200, {
        incoming_phone_numbers: numbers.map((n, i) => ({
          sid: `PN${String(i).padStart(32, '0')}`,
          phone_number: n,
          capabilities: { sms: true },
        })),
        page: 0,
        page_size: 50,
      });
    }
    if (what === '/Messages.json' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return send(res, 400, error(21211, `The 'To' number ${to} is not a valid phone number.`, 400));
      messages.push({ accountSid: sid, from: form.get('From') ?? '', to, body: form.get('Body') ?? '' });
      return send(res, 201, { sid: `SM${String(messages.length).padStart(32, '0')}`, status: 'queued', to, from: form.get('From') });
    }
    return send(res, 405, error(20004, 'Method not allowed', 405));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function error(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
