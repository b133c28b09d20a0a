/**
 * A small client for the Dutch company register's APIs (KVK): Zoeken API v2 (`GET /v2/zoeken`)
 * and Basisprofiel API v1 (`GET /v1/basisprofielen/{kvkNummer}`), authenticated by the `apikey`
 * header. The base URL is configurable (KVK_API_URL; the test environment is
 * https://api.kvk.nl/test/api), so tests and the offline demo talk to a loopback fake that speaks
 * the same API (fake-kvk.ts). Errors carry KVK's body `{ fout: [{ code, omschrijving }] }`.
 */

export const kvkProductionBaseUrl = 'https://api.kvk.nl/api';
/** KVK's public key for its test environment (published in its FAQ; free, no sign-up). */
export const kvkTestApiKey = 'l7xx1f2691f2520d487b902f4e0b57a0b197';

export type KvkBinnenlandsAdres = {
  type?: string;
  straatnaam?: string;
  huisnummer?: number;
  huisletter?: string;
  postbusnummer?: number;
  postcode?: string;
  plaats?: string;
};
export type KvkBuitenlandsAdres = { type?: string; straatHuisnummer?: string; postcodeWoonplaats?: string; land?: string };
export type KvkLink = { rel: string; href: string };

/** One item of Zoeken v2's `resultaten`. */
export type KvkZoekResultaat = {
  kvkNummer: string;
  rsin?: string;
  vestigingsnummer?: string;
  naam: string;
  adres?: { binnenlandsAdres?: KvkBinnenlandsAdres; buitenlandsAdres?: KvkBuitenlandsAdres };
  type: string;
  actief?: string;
  vervallenNaam?: string;
  links?: KvkLink[];
  _links?: Record<string, { href: string }>;
};
export type KvkZoekResponse = {
  pagina: number;
  resultatenPerPagina: number;
  totaal: number;
  vorige?: string;
  volgende?: string;
  resultaten: KvkZoekResultaat[];
  links?: KvkLink[];
};

export type KvkProfielAdres = {
  type: string;
  indAfgeschermd?: string;
  volledigAdres?: string;
  straatnaam?: string;
  huisnummer?: number;
  huisnummerToevoeging?: string;
  huisletter?: string;
  toevoegingAdres?: string;
  postcode?: string;
  postbusnummer?: number;
  plaats?: string;
  straatHuisnummer?: string;
  postcodeWoonplaats?: string;
  regio?: string;
  land?: string;
  geoData?: Record<string, unknown>;
};
export type KvkSbiActiviteit = { sbiCode: string; sbiOmschrijving: string; indHoofdactiviteit: string };
export type KvkVestiging = {
  vestigingsnummer: string;
  kvkNummer: string;
  rsin?: string;
  eersteHandelsnaam?: string;
  indHoofdvestiging?: string;
  indCommercieleVestiging?: string;
  totaalWerkzamePersonen?: number;
  adressen?: KvkProfielAdres[];
  websites?: string[];
  sbiActiviteiten?: KvkSbiActiviteit[];
};
export type KvkEigenaar = {
  rsin?: string;
  rechtsvorm?: string;
  uitgebreideRechtsvorm?: string;
  adressen?: KvkProfielAdres[];
  websites?: string[];
};
export type KvkBasisprofiel = {
  kvkNummer: string;
  indNonMailing?: string;
  naam: string;
  formeleRegistratiedatum?: string;
  materieleRegistratie?: { datumAanvang?: string; datumEinde?: string };
  totaalWerkzamePersonen?: number;
  statutaireNaam?: string;
  handelsnamen?: Array<{ naam: string; volgorde: number }>;
  sbiActiviteiten?: KvkSbiActiviteit[];
  links?: KvkLink[];
  _embedded?: { hoofdvestiging?: KvkVestiging; eigenaar?: KvkEigenaar };
};

/** Zoeken v2's parameters (query strings); `type` may repeat. */
export type KvkZoekParams = {
  kvkNummer?: string;
  rsin?: string;
  vestigingsnummer?: string;
  naam?: string;
  straatnaam?: string;
  plaats?: string;
  postcode?: string;
  huisnummer?: number;
  type?: string[];
  inclusiefInactieveRegistraties?: boolean;
  pagina?: number;
  resultatenPerPagina?: number;
};

/** A failed call: `status` 0 when KVK was not reached (network, timeout); `code` is KVK's IPD code when given. */
export class KvkError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'KvkError';
  }

  /** Zoeken answers 404 (IPD5200) when nothing matches, not an empty list. */
  get isNoResults(): boolean {
    return this.status === 404;
  }
}

export type KvkClient = {
  search: (params: KvkZoekParams) => Promise<KvkZoekResponse>;
  basisprofiel: (kvkNummer: string, options?: { geoData?: boolean }) => Promise<KvkBasisprofiel>;
};

type Options = { baseUrl?: string; apiKey: string; timeoutMs?: number; onWarning?: (warning: string) => void };

export function createKvkClient(options: Options): KvkClient {
  const base = (options.baseUrl ?? kvkProductionBaseUrl).replace(/\/$/, '');

  async function call<T>(path: string, query: URLSearchParams): Promise<T> {
    const qs = query.toString();
    let res: Response;
    try {
      res = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
        headers: { apikey: options.apiKey, accept: 'application/hal+json, application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : (err as Error).message;
      throw new KvkError(`Could not reach KVK: ${reason}`, 0, null);
    }
    const warning = res.headers.get('warning');
    if (warning) options.onWarning?.(warning);
    const body = (await res.json().catch(() => null)) as (Record<string, unknown> & { fout?: unknown }) | null;
    if (!res.ok) {
      const fout = Array.isArray(body?.fout) ? (body.fout[0] as { code?: unknown; omschrijving?: unknown } | undefined) : undefined;
      const code = typeof fout?.code === 'string' ? fout.code : null;
      const text = typeof fout?.omschrijving === 'string' ? fout.omschrijving : `HTTP ${res.status}`;
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new KvkError(text, res.status, code, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    }
    if (!body) throw new KvkError('KVK answered without a JSON body', 502, null);
    return body as T;
  }

  return {
    search(params) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const v of value) query.append(name, String(v));
        else query.set(name, String(value));
      }
      return call<KvkZoekResponse>('/v2/zoeken', query);
    },
    basisprofiel(kvkNummer, { geoData = false } = {}) {
      return call<KvkBasisprofiel>(
        `/v1/basisprofielen/${encodeURIComponent(kvkNummer)}`,
        new URLSearchParams({ geoData: String(geoData) }),
      );
    },
  };
}
