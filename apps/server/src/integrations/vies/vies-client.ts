/**
 * A small client for the EU's VAT number check (VIES), REST variant: `POST {base}/check-vat-number`
 * with `{ countryCode, vatNumber }` (the number without its country prefix) answers
 * `{ countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address, … }`; a check
 * VIES could not do answers `{ actionSucceed: false, errorWrappers: [{ error, message }] }` with an
 * error such as INVALID_INPUT, MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE or
 * GLOBAL_MAX_CONCURRENT_REQ / MS_MAX_CONCURRENT_REQ. The base URL is configurable (VIES_API_URL),
 * so tests and the offline demo talk to a loopback fake that speaks the same API (fake-vies.ts).
 */
import { normalizeVatNumber } from '@wb/domain/dutch-formats';

export const viesProductionBaseUrl = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** VIES's "unknown" for a name or address a member state does not share. */
const viesUnknown = '---';

export type ViesCheckResponse = {
  countryCode: string;
  vatNumber: string;
  requestDate: string;
  valid: boolean;
  requestIdentifier?: string;
  name?: string;
  address?: string;
  traderName?: string;
  traderStreet?: string;
  traderPostalCode?: string;
  traderCity?: string;
  traderCompanyType?: string;
};
export type ViesErrorBody = { actionSucceed: false; errorWrappers: Array<{ error: string; message?: string }> };

/** The app's reading of one check: `name`/`address` null when VIES does not share them. */
export type ViesCheck = {
  countryCode: string;
  vatNumber: string;
  valid: boolean;
  name: string | null;
  address: string | null;
  requestDate: string;
};

/**
 * A check that failed: `status` 0 when VIES was not reached (network, timeout); `code` is VIES's
 * error (INVALID_INPUT, MS_UNAVAILABLE, …) when it gave one. `isInputError`: the number itself was refused.
 */
export class ViesError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ViesError';
  }

  get isInputError(): boolean {
    return this.code === 'INVALID_INPUT' || this.code === 'INVALID_REQUESTER_INFO';
  }
}

export type ViesClient = { check: (vatNumber: string) => Promise<ViesCheck> };
type Options = { baseUrl?: string; timeoutMs?: number };

/** `NL004495445B01` → `{ countryCode: 'NL', number: '004495445B01' }`; null without a two-letter prefix. */
/** The member states VIES answers for (Greece as EL; XI: Northern Ireland). */
const viesCountries = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

export function splitVatNumber(value: string): { countryCode: string; number: string } | null {
  const compact = normalizeVatNumber(value);
  const match = compact.match(/^([A-Z]{2})([0-9A-Z+*]{2,12})$/);
  if (!match?.[1] || !match[2] || !viesCountries.has(match[1])) return null;
  return { countryCode: match[1], number: match[2] };
}

const known = (v: string | undefined) => (v && v.trim() !== viesUnknown && v.trim() !== '' ? v.trim() : null);

export function createViesClient(options: Options = {}): ViesClient {
  const base = (options.baseUrl ?? viesProductionBaseUrl).replace(/\/$/, '');
  return {
    async check(value) {
      const parts = splitVatNumber(value);
      if (!parts) throw new ViesError('Not a VAT number with a country prefix', 400, 'INVALID_INPUT');
      let res: Response;
      try {
        res = await fetch(`${base}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: parts.countryCode, vatNumber: parts.number }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
        });
      } catch (err) {
        const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : (err as Error).message;
        throw new ViesError(`Could not reach VIES: ${reason}`, 0, null);
      }
      const body = (await res.json().catch(() => null)) as (Partial<ViesCheckResponse> & Partial<ViesErrorBody>) | null;
      const wrapped = Array.isArray(body?.errorWrappers) ? body.errorWrappers[0] : undefined;
      if (!res.ok || body?.actionSucceed === false || wrapped) {
        throw new ViesError(wrapped?.message ?? wrapped?.error ?? `HTTP ${res.status}`, res.ok ? 502 : res.status, wrapped?.error ?? null);
      }
      if (!body || typeof body.valid !== 'boolean') throw new ViesError('VIES answered without a result', 502, null);
      return {
        countryCode: body.countryCode ?? parts.countryCode,
        vatNumber: body.vatNumber ?? parts.number,
        valid: body.valid,
        name: known(body.name),
        address: known(body.address),
        requestDate: body.requestDate ?? new Date().toISOString(),
      };
    },
  };
}
