import type { CreateInvoiceInput } from '@wb/contract/invoices';
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { InvoiceNotesField } from './invoice-notes-field';

let enableInvoiceNotes = true;
vi.mock('@/app/workspace-settings', () => ({ useSettingsData: () => ({ invoices: { enableInvoiceNotes } }) }));

beforeAll(() => loadNamespace('invoices', 'nl'));
afterEach(cleanup);

function Form() {
  const { control } = useForm<CreateInvoiceInput>({ defaultValues: { notes: 'Achterom bezorgen' } });
  return <InvoiceNotesField control={control} readOnly={false} />;
}

describe('the invoice notes field (Settings → Invoices → invoice notes)', () => {
  it('shows the notes while the switch is on', () => {
    enableInvoiceNotes = true;
    render(<Form />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Achterom bezorgen');
  });

  it('hides them while it is off', () => {
    enableInvoiceNotes = false;
    render(<Form />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
