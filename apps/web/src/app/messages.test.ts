import { k } from '@wb/contract/message-keys';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { i18n } from '@/app/i18n';
import { describeError, translateDetail, translateMessage } from '@/app/messages';

const t = i18n.getFixedT('nl');

describe('the API says its errors by key; the web translates them', () => {
  it('says a 403 as "not allowed", never as a server error', () => {
    const forbidden = new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this', [], undefined, 'auth.forbidden');
    expect(describeError(t, forbidden)).toBe('Je hebt geen rechten om dit te doen.');
    expect(describeError(t, new ApiError(403, 'FORBIDDEN', 'x'))).toBe('Je hebt geen rechten om dit te doen.');
  });

  it("says a module's rule by its key with its params, and a field's detail the same way", () => {
    const err = new ApiError(409, 'CONFLICT', 'This invoice number is already in use', [], undefined, 'invoices.orderInvoicedNumber', {
      orderNumber: 'O-7',
    });
    expect(describeError(t, err)).toBe('Deze order is al gefactureerd: O-7');
    expect(translateDetail(t, { path: 'x', message: 'Maximum 5 characters', key: 'validation.maxCharacters', params: { max: 5 } })).toBe(
      'Maximaal 5 tekens',
    );
    expect(translateMessage(t, k('validation.required'))).toBe('Dit veld is verplicht');
  });
});
