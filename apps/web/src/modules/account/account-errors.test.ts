import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { i18n } from '@/app/i18n';
import { translateMessage } from '@/app/messages';
import { k } from '@wb/contract/message-keys';
import enAccount from '@/locales/en/account.json';
import nlAccount from '@/locales/nl/account.json';
import { describeAccountError } from './account-errors';

i18n.addResourceBundle('nl', 'account', nlAccount);
i18n.addResourceBundle('en', 'account', enAccount);
const t = i18n.getFixedT('nl');

describe('account messages in the web app', () => {
  it('shows the spec fallback when the server gave no message (network down)', () => {
    expect(describeAccountError(t, new ApiError(0, 'NETWORK', 'Network error'), 'account:errors.updateProfileFailed')).toBe(
      'Profiel bijwerken mislukt',
    );
    expect(describeAccountError(i18n.getFixedT('en'), new TypeError('x'), 'account:errors.uploadAvatarFailed')).toBe(
      'Failed to upload avatar',
    );
  });

  it("uses the server's answer, by its code, when there is one", () => {
    const err = new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.');
    expect(describeAccountError(t, err, 'account:errors.changePasswordFailed')).toBe(t('common:errors.RATE_LIMITED'));
    const notVerified = new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please confirm your email address before signing in');
    expect(describeAccountError(t, notVerified, 'x')).toContain('Bevestig eerst je e-mailadres');
  });

  it('translates the messages of the account calls by key, and "Minimum N characters required"', () => {
    expect(translateMessage(t, k('account.companyName'))).toBe('Bedrijfsnaam is verplicht.');
    expect(translateMessage(t, k('auth.invalidCode'))).toBe('Ongeldige verificatiecode');
    expect(translateMessage(t, k('validation.minCharactersRequired', { min: 8 }))).toBe('Minimaal 8 tekens vereist');
    expect(translateMessage(t, 'Something the map does not know')).toBe('Something the map does not know');
  });
});
