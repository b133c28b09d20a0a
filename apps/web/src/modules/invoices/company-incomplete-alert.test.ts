import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/api/api-error';
import { missingCompanyFieldsOf } from './company-incomplete-alert';

describe('a finalise refused for missing company details', () => {
  it('names the fields the server listed under companyDetails', () => {
    const err = new ApiError(409, 'CONFLICT', 'Complete the company details…', [
      { path: 'companyDetails.vatNumber', message: 'VAT number is required', key: 'invoices.companyFieldRequired' },
      { path: 'companyDetails.iban1', message: 'IBAN is required', key: 'invoices.companyFieldRequired' },
    ]);
    expect(missingCompanyFieldsOf(err)).toEqual(['vatNumber', 'iban1']);
  });

  it('is no such refusal for other conflicts', () => {
    expect(
      missingCompanyFieldsOf(
        new ApiError(409, 'CONFLICT', 'This invoice is already final', [{ path: 'status', message: 'x', key: 'invoices.alreadyFinal' }]),
      ),
    ).toEqual([]);
    expect(missingCompanyFieldsOf(new Error('x'))).toEqual([]);
  });
});
