import { k } from '@wb/contract/message-keys';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { apiPathOf } from './company-logo-src';
import { loadWorkspaceTexts } from './workspace-texts';
import { firstMessage, translateMessage } from '@/app/messages';

describe('apiPathOf', () => {
  it('removes a leading /api (and version) from a media path', () => {
    expect(apiPathOf('/api/v1/settings/company-logo?v=abc')).toBe('/settings/company-logo?v=abc');
    expect(apiPathOf('/api/settings/company-logo')).toBe('/settings/company-logo');
    expect(apiPathOf('/settings/company-logo')).toBe('/settings/company-logo');
    expect(apiPathOf('/apix/y')).toBe('/apix/y');
  });
});

describe('translateMessage', () => {
  it("translates the contract's messages, with numbers, and keeps unknown ones", async () => {
    await loadWorkspaceTexts();
    const t = i18n.getFixedT('nl');
    expect(translateMessage(t, k('settings.apiKeyRequired'))).toBe('API-sleutel is verplicht');
    expect(translateMessage(t, k('validation.maxCharacters', { max: 20 }))).toBe('Maximaal 20 tekens');
    expect(translateMessage(t, k('validation.required'))).toBe('Dit veld is verplicht');
    expect(translateMessage(t, 'Something new')).toBe('Something new');
  });

  it('finds the message of an error on an item of a list', () => {
    expect(firstMessage({ 1: { message: 'Minimum 1', ref: {} } })).toBe('Minimum 1');
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
