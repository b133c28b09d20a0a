import { isIP } from 'node:net';

/** Whom the server believes about the client's address: nobody, a number of proxy hops, or these proxies. */
export type TrustProxy = false | number | string[];

/**
 * The option Fastify takes. A number becomes a function trusting the connection's peer and the
 * hops before it up to that count (hop 0 is the peer): Fastify 5.12 takes a plain number as
 * "trust nobody", which would give every client the proxy's address and one shared rate limit.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Names @fastify/proxy-addr understands for whole ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (isIP(bits)) return true; // a netmask: 10.0.0.0/255.0.0.0
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Unset: the client's address is the connection's. `1` (a number): trust that
 * many proxies in front, so the address is the one the nearest proxy appended to X-Forwarded-For
 * and whatever a client wrote there itself is ignored; only when every request comes through
 * them (the server listens on loopback or a private network), else a client reaching the server
 * directly is believed for that many entries. `10.0.0.1,10.0.0.2` (addresses or CIDR
 * ranges): trust those proxies only. `true` is refused: it would believe any X-Forwarded-For a
 * client sends, and a client could then pass the sign-in throttle and rate limits as anyone.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For header a client sends. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY: not a number of proxies, nor IP addresses or CIDR ranges: ${wrong.join(', ')}`);
  }
  return entries;
}
