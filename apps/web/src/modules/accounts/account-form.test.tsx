import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/app/i18n';
import nlAccounts from '@/locales/nl/accounts.json';
import nlLists from '@/locales/nl/lists.json';
import { AccountForm } from './account-form';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'accounts', nlAccounts);
  i18n.addResourceBundle('nl', 'lists', nlLists);
  await i18n.changeLanguage('nl');
});
afterEach(cleanup);

const renderForm = (onSubmit = vi.fn(async () => {})) => {
  render(<AccountForm defaultPaymentTerms={14} autoNumber onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
};

// The first render of a form with MUI in jsdom is slow on a busy machine.
describe('AccountForm', { timeout: 30_000 }, () => {
  it('says in Dutch that the account name is required, and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('Klantnaam is verplicht')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the IBAN in groups of 4 when the field is left, and refuses a wrong check digit', async () => {
    const onSubmit = renderForm();
    const iban = screen.getByTestId('field-iban') as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'nl91abna0417164300' } });
    fireEvent.blur(iban);
    expect(iban.value).toBe('NL91 ABNA 0417 1643 00');
    fireEvent.change(screen.getByTestId('field-companyName'), { target: { value: 'Kaasboer' } });
    fireEvent.change(iban, { target: { value: 'NL92ABNA0417164300' } });
    fireEvent.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('Ongeldig IBAN')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the contract input: no number (the series makes it), no credit limit as null, the default terms', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByTestId('field-companyName'), { target: { value: 'Kaasboer' } });
    fireEvent.change(screen.getByTestId('field-kvkNumber'), { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(input).toMatchObject({ companyName: 'Kaasboer', kvkNumber: '12345678', creditLimit: null, paymentTerms: 14, country: 'NL' });
    expect(input).not.toHaveProperty('accountNumber');
  });
});
