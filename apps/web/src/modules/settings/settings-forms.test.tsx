import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDetailsForm } from './company-details-form';
import { PaymentsForm } from './payments-form';
import { SearchForm } from './search-form';
import { renderTab } from './settings-test-kit';
import { TraceabilityForm } from './traceability-form';

// MUI forms in jsdom are slow on two cores.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field as HTMLInputElement;
};

describe('company details tab', () => {
  it('formats Dutch postcode, VAT, KvK and IBAN as they are typed, and saves only this section', async () => {
    const { puts } = await renderTab(<CompanyDetailsForm />, {
      onPut: (_url, body) => new Response(JSON.stringify({ ...(body as object), logoUrl: '' }), { status: 200 }),
    });
    await screen.findByLabelText('Company name');
    expect(type('Postal code', '1015cd').value).toBe('1015 CD');
    expect(type('VAT number', 'nl 123456789 b01').value).toBe('NL123456789B01');
    expect(type('KVK number', '1234 5678').value).toBe('12345678');
    expect(type('IBAN 1', 'nl91abna0417164300').value).toBe('NL91 ABNA 0417 1643 00');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [put] = puts();
    expect(put?.url).toBe('/api/v1/settings/company-details');
    expect(put?.body).toMatchObject({
      postalCode: '1015 CD',
      vatNumber: 'NL123456789B01',
      cocNumber: '12345678',
      iban1: 'NL91 ABNA 0417 1643 00',
    });
    expect(put?.body).not.toHaveProperty('logoUrl');
    await screen.findByText('Settings saved');
  });

  it('shows bad values at their fields and sends nothing', async () => {
    const { puts } = await renderTab(<CompanyDetailsForm />);
    await screen.findByLabelText('Company name');
    type('Postal code', '123');
    type('VAT number', 'NL12');
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('Invalid postal code');
    expect(screen.getByText('Invalid VAT number')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('puts server field errors at the field and says "Failed to update company details"', async () => {
    await renderTab(<CompanyDetailsForm />, {
      onPut: () =>
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'city', message: 'Maximum 100 characters' }] },
          }),
          { status: 400 },
        ),
    });
    await screen.findByLabelText('Company name');
    type('City', 'Amsterdam');
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('Failed to update company details');
    expect(screen.getByText('Maximum 100 characters')).toBeTruthy();
  });

  it('says "saving failed, please try again" when the server fails', async () => {
    await renderTab(<SearchForm />, { onPut: () => new Response('oops', { status: 500 }) });
    await screen.findByLabelText('Maximum results');
    type('Maximum results', '20');
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('Failed to update settings');
    expect(screen.getByTestId('settings-form-error').textContent).toBe('Saving failed, please try again.');
  });

  it('says "Failed to fetch settings" when the settings cannot be loaded', async () => {
    await renderTab(<CompanyDetailsForm />, { bulk: null });
    await screen.findByText('Failed to fetch settings');
  });

  it('shows the values without a Save button to someone who may only read', async () => {
    await renderTab(<CompanyDetailsForm />, { permissions: { settings: 'read' } });
    await screen.findByLabelText('Company name');
    expect(screen.queryByTestId('settings-save')).toBeNull();
    expect(screen.getByLabelText('Company name').matches(':disabled')).toBe(true);
  });
});

describe('traceability tab', () => {
  it('previews the lot number while the format is typed', async () => {
    await renderTab(<TraceabilityForm />);
    const preview = await screen.findByTestId('lot-preview');
    const year = String(new Date().getFullYear());
    expect(preview.textContent).toContain(`GREENFARM-${year}`);
    type('Lot number format', 'L-{item}-{year}');
    expect(screen.getByTestId('lot-preview').textContent).toBe(`L-TOMATO-${year}`);
    type('Lot number format', 'L-{lot}');
    await screen.findByText('Unknown placeholder');
    expect(screen.getByTestId('lot-preview').textContent).toBe('—');
  });
});

describe('payments tab', () => {
  it('asks for an API key before iDEAL is switched on: "API key is required"', async () => {
    const { puts } = await renderTab(<PaymentsForm />);
    fireEvent.click(await screen.findByLabelText('iDEAL payments'));
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByText('API key is required');
    expect(puts()).toHaveLength(0);
    type('API key', 'test_abcdefghij1234567890');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ ideal: { enabled: true }, provider: { apiKey: 'test_abcdefghij1234567890' } });
  });
});
