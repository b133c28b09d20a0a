import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { ApiError } from '@/app/api/api-error';
import { isNavItemActive, visibleNavItems } from '@/app/navigation';
import nlLists from '@/locales/nl/lists.json';
import { sessionUserOf } from '@/test/session-user';
import { describeError, translateMessage } from '@/app/messages';
import { k } from '@wb/contract/message-keys';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'lists', nlLists);
  await i18n.changeLanguage('nl');
});

describe('translateMessage', () => {
  it('translates the contract messages by key and fills in the number of a limit', () => {
    const t = i18n.t.bind(i18n);
    expect(translateMessage(t, k('suppliers.nameRequired'))).toBe('naam van de leverancier is verplicht');
    expect(translateMessage(t, k('validation.invalidKvk'))).toBe('Ongeldig KvK-nummer');
    expect(translateMessage(t, k('validation.maxCharacters', { max: 200 }))).toBe('Maximaal 200 tekens');
    expect(translateMessage(t, 'Something new')).toBe('Something new');
  });

  it("says why a call failed: the server's field message when it has one", () => {
    const t = i18n.t.bind(i18n);
    const refused = new ApiError(
      409,
      'CONFLICT',
      'Cannot delete a supplier with linked items',
      [
        {
          path: 'linkedItems',
          message: 'Cannot delete a supplier with linked items (2)',
          key: 'suppliers.hasItemsCount',
          params: { count: 2 },
        },
      ],
      undefined,
      'suppliers.hasItems',
    );
    expect(describeError(t, refused)).toBe('Een leverancier met gekoppelde artikelen kan niet worden verwijderd');
  });
});

describe('the master-data menu entries', () => {
  it('are shown to the people of a company, not to the super admin (who has no company data)', () => {
    expect(visibleNavItems(sessionUserOf('sales')).map((i) => i.key)).toEqual(expect.arrayContaining(['accounts', 'items', 'suppliers']));
    expect(visibleNavItems(sessionUserOf('SUPER_ADMIN')).map((i) => i.key)).not.toContain('accounts');
    const accounts = visibleNavItems(sessionUserOf('sales')).find((i) => i.key === 'accounts');
    expect(accounts && isNavItemActive(accounts, '/accounts/123/edit')).toBe(true);
  });
});
