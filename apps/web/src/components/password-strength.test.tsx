import { k } from '@wb/contract/message-keys';
import { changeLanguage, i18nReady } from '@/app/i18n';
import { translateMessage } from '@/app/messages';
import { passwordMessages } from '@wb/contract/messages/password';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { PasswordStrength } from './password-strength';

beforeAll(() => i18nReady);
afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

describe('PasswordStrength', () => {
  it('says in Dutch why a common password is refused, and that a strong one will do', async () => {
    const { rerender } = render(<PasswordStrength password="12345678" />);
    expect(await screen.findByText('Dit is een van de meest gebruikte wachtwoorden')).toBeTruthy();
    expect(screen.getByTestId('password-strength').dataset.score).toBe('0');
    rerender(<PasswordStrength password="Demo!2345-Kaas" />);
    expect(await screen.findByText('Sterk genoeg')).toBeTruthy();
  });

  it('shows nothing before a password is typed', () => {
    render(<PasswordStrength password="" />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });

  it("translates the server's reasons in every language", async () => {
    for (const language of ['nl', 'en', 'tr', 'ar'] as const) {
      await changeLanguage(language);
      for (const [reason, message] of Object.entries(passwordMessages)) {
        const shown = translateMessage(i18n.t, k(`password.${reason as keyof typeof passwordMessages}`));
        expect(shown, `${language}: ${message}`).not.toMatch(/passwordStrength/);
        if (language !== 'en') expect(shown, `${language}: ${message}`).not.toBe(message);
        else expect(shown).toBe(message);
      }
    }
  });
});
