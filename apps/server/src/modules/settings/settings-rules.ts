import type { SettingsSectionKey } from '@wb/contract/settings';
import type { StoredSecrets } from '@/db/column-types';
import { invalidField } from '@/platform/errors';
import { newId } from '@/platform/ids';

type Json = Record<string, unknown>;

/**
 * What a section's schema cannot check alone, because it depends on what is stored: fields the
 * server keeps (the logo, the provider's validation state), a key that must exist, new ids.
 */
export function applySectionRules(
  key: SettingsSectionKey,
  value: Json,
  before: Json,
  secrets: StoredSecrets,
  changedSecrets: string[],
): Json {
  switch (key) {
    case 'companyDetails':
      return { ...value, logoUrl: before.logoUrl ?? '' };
    case 'payments':
      return paymentsRules(value, before, secrets, changedSecrets);
    case 'cashBook': {
      const ledgers = (value.ledgers as Json[]).map((ledger) => ({ ...ledger, id: ledger.id ?? newId() }));
      return { ...value, ledgers };
    }
    default:
      return value;
  }
}

function paymentsRules(value: Json, before: Json, secrets: StoredSecrets, changedSecrets: string[]): Json {
  const ideal = value.ideal as { enabled: boolean };
  if (ideal.enabled && !secrets['provider.apiKey']) {
    throw invalidField('provider.apiKey', 'settings.apiKeyRequired');
  }
  // Test mode on: a test_ key; off: a live_ key (issue 25 item 16). A kept key is checked by the
  // prefix its mask shows (settings-secrets.ts), so turning test mode over alone is checked too.
  const mode = keyModeOf(secrets['provider.apiKey']?.mask);
  const testMode = (value.provider as { testMode: boolean }).testMode;
  if (mode && (mode === 'test') !== testMode) {
    throw invalidField('provider.apiKey', testMode ? 'settings.apiKeyNotTest' : 'settings.apiKeyNotLive');
  }
  const previous = before.provider as Json;
  const keyChanged = changedSecrets.includes('provider.apiKey');
  return {
    ...value,
    provider: {
      ...(value.provider as Json),
      // A new key has not been checked yet; the provider's connection test sets these.
      lastValidated: keyChanged ? null : previous.lastValidated,
      isValid: keyChanged ? null : previous.isValid,
      terminals: keyChanged ? [] : previous.terminals,
    },
  };
}

/** 'test' or 'live' from a provider key or its mask (which keeps the prefix); null when unknown. */
export function keyModeOf(keyOrMask: string | null | undefined): 'test' | 'live' | null {
  if (keyOrMask?.startsWith('test_')) return 'test';
  if (keyOrMask?.startsWith('live_')) return 'live';
  return null;
}
