import type { Account } from '@wb/contract/accounts';
import { describe, expect, it } from 'vitest';
import { accountChoiceLabel } from './account-picker';

describe('the account pickers (Settings → Search → showContactInClientSearch)', () => {
  const account = {
    companyName: 'Bakkerij Noordkant',
    accountNumber: 'ACC-1001',
    city: 'Utrecht',
    contactPerson: 'Henk Spijkerman',
  } as Account;
  it('show the contact while on, and not while off', () => {
    expect(accountChoiceLabel(account, true)).toBe('Bakkerij Noordkant · ACC-1001 · Utrecht · Henk Spijkerman');
    expect(accountChoiceLabel(account, false)).toBe('Bakkerij Noordkant · ACC-1001 · Utrecht');
    expect(accountChoiceLabel({ ...account, contactPerson: '', firstName: 'Wilma', lastName: 'Ouwerkerk' }, true)).toContain(
      'Wilma Ouwerkerk',
    );
  });
});
