import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { ItemDialog } from './item-dialog';

// Settings → Items → enableBarcodes (issue 25 item 16): the item dialog's barcode field.
let enableBarcodes = true;
vi.mock('@/app/workspace-settings', () => ({
  useSettings: () => ({
    data: {
      items: { enableBarcodes, defaultUnit: 'pcs', defaultCategory: '', enableStockTracking: false, requireDescription: false },
      numbering: { autoGenerateSku: true },
      categories: { categories: [] },
      traceability: { enabled: false },
    },
  }),
}));
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: vi.fn() }) }));
vi.mock('./items-api', () => {
  const mutation = () => ({ mutateAsync: vi.fn(), isPending: false, error: null });
  return {
    useSupplierChoices: () => ({ data: { items: [] } }),
    useCreateItem: mutation,
    useUpdateItem: mutation,
    useBookOpeningStock: mutation,
  };
});

beforeAll(() => loadNamespace('items', 'nl'));
afterEach(cleanup);

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ItemDialog open item={null} onClose={() => {}} onSaved={() => {}} />
    </QueryClientProvider>,
  );

describe('the item dialog (Settings → Items → barcodes)', () => {
  it('asks for a barcode while on', () => {
    enableBarcodes = true;
    show();
    expect(document.querySelector('input[name="barcode"]')).not.toBeNull();
  });

  it('has no barcode field while off', () => {
    enableBarcodes = false;
    show();
    expect(document.querySelector('input[name="sortOrder"], input[name="commodityCode"]')).not.toBeNull();
    expect(document.querySelector('input[name="barcode"]')).toBeNull();
  });
});
