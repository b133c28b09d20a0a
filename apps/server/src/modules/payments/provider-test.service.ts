import { renderMessage } from '@wb/contract/messages';
import type { ProviderTestResult } from '@wb/contract/payments';
import { isKeptSecret } from '@wb/contract/settings-fields';
import { createMollieProvider } from '@/integrations/mollie/mollie-provider';
import type { Ctx } from '@/platform/context';
import type { SecretBox } from '@/platform/crypto/secret-box';
import { fieldError } from '@/platform/errors';
import { getSettingsSecret, getSettingsSection, updateServerManagedFields } from '@/modules/settings/settings.service';
import { ProviderError } from './payment-provider';

const keyPattern = /^(live|test)_[A-Za-z0-9]{10,}$/;

/** The key to test: the one typed in, else the stored one; refused without one or with a wrong prefix. */
export async function keyToTest(ctx: Ctx, box: SecretBox, given: string | undefined): Promise<{ apiKey: string; stored: boolean }> {
  const stored = isKeptSecret(given) || !given;
  const apiKey = stored ? await getSettingsSecret(ctx, box, 'payments', ['provider', 'apiKey']) : given;
  if (!apiKey) throw fieldError('VALIDATION_FAILED', 'apiKey', 'payments.apiKeyRequired');
  if (!keyPattern.test(apiKey)) throw fieldError('VALIDATION_FAILED', 'apiKey', 'payments.invalidApiKey');
  return { apiKey, stored };
}

/** Calls the provider with the key (outside any transaction): a 401 means an invalid key. Lists its terminals. */
export async function testProviderKey(apiKey: string): Promise<Omit<ProviderTestResult, 'lastValidated'>> {
  const provider = createMollieProvider(apiKey);
  const mode = apiKey.startsWith('live_') ? 'live' : 'test';
  try {
    await provider.verify();
  } catch (err) {
    const invalid = err instanceof ProviderError && (err.status === 401 || err.status === 403);
    return {
      ok: false,
      message: invalid
        ? renderMessage('payments.invalidApiKey')
        : renderMessage('payments.connectionFailedBecause', { reason: (err as Error).message }),
      mode,
      terminals: [],
    };
  }
  // Terminals need the point-of-sale method; without it the list is simply empty.
  const terminals = await provider.listTerminals().catch(() => []);
  return { ok: true, message: null, mode, terminals };
}

/** Records the outcome of testing the stored key: last validated, valid, the terminals. */
export async function recordProviderTest(ctx: Ctx, result: Omit<ProviderTestResult, 'lastValidated'>): Promise<string> {
  const lastValidated = new Date().toISOString();
  const current = await getSettingsSection(ctx, 'payments');
  await updateServerManagedFields(ctx, 'payments', {
    provider: {
      ...current.provider,
      apiKey: '',
      lastValidated,
      isValid: result.ok,
      terminals: result.ok ? result.terminals : current.provider.terminals,
    },
  });
  return lastValidated;
}
