import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../listen-on-loopback';

/**
 * A loopback VIES (EU VAT number check) for the tests and the offline demo, speaking the REST
 * API's `POST /check-vat-number`: the body `{ countryCode, vatNumber }`, the answer
 * `{ countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address, trader… }`
 * ('---' where VIES shares nothing, as for an invalid number), and failures as
 * `{ actionSucceed: false, errorWrappers: [{ error, message }] }`. `trouble` makes it answer a
 * VIES error (MS_UNAVAILABLE, GLOBAL_MAX_CONCURRENT_REQ, …) or answer slowly for the next calls.
 */
export type FakeViesTrader = { countryCode: string; vatNumber: string; name: string; address: string };
export type FakeViesTrouble = { error?: string; delayMs?: number; times?: number };
export type FakeViesRequest = { path: string; method: string; body: unknown };
export type FakeVies = {
  url: string;
  requests: FakeViesRequest[];
  trouble: (t: FakeViesTrouble | null) => void;
  stop: () => Promise<void>;
};

/** Registered traders of the fake: the reference's verified Dutch VAT ids and the demo's own. */
export const viesTestTraders: FakeViesTrader[] = [
  { countryCode: 'NL', vatNumber: '004495445B01', name: 'TEST BV DONALD', address: 'HOOFDSTRAAT 00001\n1234AB AMSTERDAM' },
  { countryCode: 'NL', vatNumber: '002455799B11', name: 'TEST EENMANSZAAK PLUTO', address: 'DORPSSTRAAT 00012\n2611ET DELFT' },
  { countryCode: 'NL', vatNumber: '123456782B01', name: 'GROOTHANDEL DE DEMO B.V.', address: 'MARKTWEG 00010\n3011AA ROTTERDAM' },
  { countryCode: 'BE', vatNumber: '0403170701', name: 'NV DEMO BELGIË', address: 'KERKSTRAAT 1\n1000 BRUSSEL' },
];

/** Member states (and XI, Northern Ireland) VIES answers for; anything else is INVALID_INPUT. */
const memberStates = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

const errorMessages: Record<string, [number, string]> = {
  INVALID_INPUT: [400, 'The provided CountryCode is invalid or the VAT number is empty'],
  SERVICE_UNAVAILABLE: [500, 'An error was encountered either at the network level or the Web application level'],
  MS_UNAVAILABLE: [500, 'The application at the Member State is not replying or not available'],
  TIMEOUT: [500, 'The application did not receive a reply within the allocated time period'],
  GLOBAL_MAX_CONCURRENT_REQ: [
    500,
    'Your request for VAT validation has not been processed; the maximum number of concurrent requests has been reached',
  ],
  MS_MAX_CONCURRENT_REQ: [
    500,
    'Your request for VAT validation has not been processed; the maximum number of concurrent requests for this Member State has been reached',
  ],
};

type Options = { traders?: FakeViesTrader[]; host?: string; port?: number };

export async function startFakeVies(options: Options = {}): Promise<FakeVies> {
  const traders = options.traders ?? viesTestTraders;
  const requests: FakeViesRequest[] = [];
  let trouble: (FakeViesTrouble & { left: number }) | null = null;
  let counter = 0;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => failure(res, 'SERVICE_UNAVAILABLE'));
  });

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return null;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = req.method === 'POST' ? await readBody(req) : null;
    requests.push({ path, method: req.method ?? 'GET', body });
    if (trouble && trouble.left > 0) {
      const t = trouble;
      t.left -= 1;
      if (t.delayMs) await new Promise((resolve) => setTimeout(resolve, t.delayMs));
      if (t.error) return failure(res, t.error);
    }
    if (path !== '/check-vat-number')
      return send(res, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND', message: 'Unknown path' }] });
    if (req.method !== 'POST') return send(res, 405, { actionSucceed: false, errorWrappers: [{ error: 'METHOD_NOT_ALLOWED' }] });
    const { countryCode, vatNumber } = (body ?? {}) as { countryCode?: unknown; vatNumber?: unknown };
    if (typeof countryCode !== 'string' || !memberStates.has(countryCode) || typeof vatNumber !== 'string' || vatNumber.trim() === '')
      return failure(res, 'INVALID_INPUT');
    const number = vatNumber.replace(/[\s.-]+/g, '').toUpperCase();
    const trader = traders.find((t) => t.countryCode === countryCode && t.vatNumber === number);
    counter += 1;
    send(res, 200, {
      countryCode,
      vatNumber: number,
      requestDate: new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      valid: Boolean(trader),
      requestIdentifier: trader ? `WAPIAAAAX${String(counter).padStart(7, '0')}` : '',
      name: trader?.name ?? '---',
      address: trader?.address ?? '---',
      traderName: '---',
      traderStreet: '---',
      traderPostalCode: '---',
      traderCity: '---',
      traderCompanyType: '---',
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    });
  }

  return {
    ...(await listenOnLoopback(server, options)),
    requests,
    trouble: (t) => {
      trouble = t ? { ...t, left: t.times ?? Number.POSITIVE_INFINITY } : null;
    },
  };
}

function failure(res: ServerResponse, error: string) {
  const [status, message] = errorMessages[error] ?? [500, error];
  send(res, status, { actionSucceed: false, errorWrappers: [{ error, message }] });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
