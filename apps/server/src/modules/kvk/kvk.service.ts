import {
  type KvkActive,
  type KvkCompany,
  type KvkSearchResponse,
  type KvkUsage,
  type KvkValidation,
  type VatCheck,
  kvkCacheHours,
} from '@wb/contract/kvk';
import type { Config } from '@/config';
import { ctxOf } from '@/platform/context';
import { inTransaction, type Db, type Tx } from '@/db/transaction';
import { createKvkClient, type KvkClient, KvkError } from '@/integrations/kvk/kvk-client';
import { createViesClient, splitVatNumber, ViesError } from '@/integrations/vies/vies-client';
import { isValidVatNumber, normalizeVatNumber } from '@wb/domain/dutch-formats';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { AppError } from '@/platform/errors';
import { getSettingsSecret } from '@/modules/settings/settings.service';
import { type CachedCompany, companyOf, searchResultsOf } from './kvk-mapping';
import { countUsage, deleteStaleAnswers, selectAccountIdByKvk, selectCachedAnswer, selectUsage, upsertCachedAnswer } from './kvk.queries';

/**
 * The company register (platform §7 KVK). Each question is answered from the shared 24-hour cache
 * when it can be, else by KVK: with the company's own API key (settings, search section, stored
 * encrypted), else the platform's (KVK_API_KEY; the offline demo's fake register). The call to KVK
 * runs outside any transaction; the tenant's monthly counter counts the calls KVK answered.
 * `tenantId` is null for a super admin and for the public registration page (no counter).
 */
export type KvkDeps = { db: Db; config: Config };
type KeySource = KvkUsage['keySource'];

/** A profile the register does not have, cached like a company. */
type CachedProfile = CachedCompany | { notFound: true };

async function tenantKey(tx: Tx, deps: KvkDeps, tenantId: string): Promise<string | null> {
  const box = createSecretBox(deps.config.appSecret);
  return getSettingsSecret(ctxOf(tx, { principal: null, tenantId }), box, 'search', ['kvk', 'apiKey']);
}

function keySourceOf(deps: KvkDeps, own: string | null): KeySource {
  if (own) return 'tenant';
  if (deps.config.kvkApiKey) return deps.config.kvkDemo ? 'demo' : 'platform';
  return 'none';
}

function clientOf(deps: KvkDeps, own: string | null, log?: (warning: string) => void): KvkClient {
  const apiKey = own ?? deps.config.kvkApiKey;
  if (!apiKey) throw new AppError('SERVICE_UNAVAILABLE', 'kvk.notConfigured');
  return createKvkClient({ baseUrl: deps.config.kvkApiUrl, apiKey, ...(log ? { onWarning: log } : {}) });
}

/** KVK's failures in the app's shape (docs/errors.md): never a 500. */
export function appErrorOf(err: unknown): unknown {
  if (!(err instanceof KvkError)) return err;
  if (err.status === 429) {
    return new AppError('RATE_LIMITED', 'kvk.rateLimited', undefined, { headers: { 'retry-after': String(err.retryAfterSeconds ?? 60) } });
  }
  if (err.status === 401 || err.status === 403) return new AppError('SERVICE_UNAVAILABLE', 'kvk.keyRejected');
  if (err.status === 400) return new AppError('BAD_REQUEST', 'kvk.invalidRequest');
  return new AppError('SERVICE_UNAVAILABLE', 'kvk.unavailable', undefined, { headers: { 'retry-after': '30' } });
}

/**
 * The cache, then KVK: `ask` calls the register and answers what to cache (a "no results" too).
 * Counts a cache answer or a call for the tenant.
 */
async function cachedOrAsk<T>(deps: KvkDeps, tenantId: string | null, key: string, ask: (client: KvkClient) => Promise<T>): Promise<T> {
  const first = await inTransaction(deps.db, { tenantId }, async (tx) => {
    const cached = (await selectCachedAnswer(tx, key)) as T | undefined;
    if (cached !== undefined) {
      if (tenantId) await countUsage(tx, tenantId, 'cacheHits');
      return { cached };
    }
    return { own: tenantId ? await tenantKey(tx, deps, tenantId) : null };
  });
  if ('cached' in first) return first.cached as T;
  const client = clientOf(deps, first.own ?? null);
  let answer: T;
  try {
    answer = await ask(client);
  } catch (err) {
    throw appErrorOf(err);
  }
  await inTransaction(deps.db, { tenantId }, async (tx) => {
    await upsertCachedAnswer(tx, key, answer, kvkCacheHours);
    await deleteStaleAnswers(tx);
    if (tenantId) await countUsage(tx, tenantId, 'calls');
  });
  return answer;
}

/** Search by name, or by number when the term is 8 digits (Zoeken v2), inactive registrations included. */
export function searchKvk(deps: KvkDeps, tenantId: string | null, term: string): Promise<KvkSearchResponse> {
  const byNumber = /^\d{8}$/.test(term);
  return cachedOrAsk(deps, tenantId, `search:${term.toLowerCase()}`, async (client) => {
    try {
      const body = await client.search({
        ...(byNumber ? { kvkNummer: term } : { naam: term }),
        inclusiefInactieveRegistraties: true,
        resultatenPerPagina: 50,
      });
      return searchResultsOf(term, body);
    } catch (err) {
      if (err instanceof KvkError && err.isNoResults) return searchResultsOf(term, null);
      throw err;
    }
  });
}

function profileOf(deps: KvkDeps, tenantId: string | null, kvkNumber: string): Promise<CachedProfile> {
  return cachedOrAsk<CachedProfile>(deps, tenantId, `profile:${kvkNumber}`, async (client) => {
    try {
      return companyOf(await client.basisprofiel(kvkNumber));
    } catch (err) {
      if (err instanceof KvkError && err.status === 404) return { notFound: true };
      throw err;
    }
  });
}

/** A company's basic profile, and the tenant's account that already has its number. */
export async function getKvkCompany(deps: KvkDeps, tenantId: string | null, kvkNumber: string): Promise<KvkCompany> {
  const profile = await profileOf(deps, tenantId, kvkNumber);
  if ('notFound' in profile) throw new AppError('NOT_FOUND', 'kvk.companyNotFound');
  const existingAccountId = tenantId
    ? await inTransaction(deps.db, { tenantId }, (tx) => selectAccountIdByKvk(tx, tenantId, kvkNumber))
    : null;
  return { ...profile, existingAccountId };
}

export async function validateKvk(deps: KvkDeps, tenantId: string | null, kvkNumber: string): Promise<KvkValidation> {
  const profile = await profileOf(deps, tenantId, kvkNumber);
  const found = !('notFound' in profile);
  return { kvkNumber, valid: true, exists: found, name: found ? profile.name : null };
}

export async function kvkActive(deps: KvkDeps, tenantId: string | null, kvkNumber: string): Promise<KvkActive> {
  const profile = await profileOf(deps, tenantId, kvkNumber);
  if ('notFound' in profile) return { kvkNumber, exists: false, active: false, dissolvedOn: null };
  return { kvkNumber, exists: true, active: profile.active, dissolvedOn: profile.dissolvedOn };
}

/** The tenant's calls this month, and whose key answers them. */
export async function kvkUsage(deps: KvkDeps, tenantId: string): Promise<KvkUsage> {
  return inTransaction(deps.db, { tenantId }, async (tx) => {
    const usage = await selectUsage(tx, tenantId);
    return { ...usage, keySource: keySourceOf(deps, await tenantKey(tx, deps, tenantId)) };
  });
}

/**
 * GET /kvk/vat/{vatNumber}: the number's format and check first (a Dutch btw-id by mod 97 or the
 * 11-proof, external-apis §7.2; 400 when it fails), then the EU's VIES for the definitive answer.
 * VIES down or busy → 503 with a readable message, never a 500.
 */
export async function checkVatNumber(deps: KvkDeps, value: string): Promise<VatCheck> {
  const vatNumber = normalizeVatNumber(value);
  if (!isValidVatNumber(vatNumber) || !splitVatNumber(vatNumber)) throw new AppError('BAD_REQUEST', 'kvk.vatInvalid');
  try {
    const answer = await createViesClient({ baseUrl: deps.config.viesApiUrl }).check(vatNumber);
    return {
      vatNumber,
      formatValid: true,
      registered: answer.valid,
      name: answer.name,
      address: answer.address,
      checkedAt: answer.requestDate,
    };
  } catch (err) {
    if (err instanceof ViesError && err.isInputError) throw new AppError('BAD_REQUEST', 'kvk.vatInvalid');
    if (err instanceof ViesError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'kvk.viesUnavailable', undefined, { headers: { 'retry-after': '30' } });
    }
    throw err;
  }
}
