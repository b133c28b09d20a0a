import type { PackageTransaction } from '@wb/contract/packages';
import { parseCsv } from '@wb/domain/csv';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { packageCsv } from './package-csv';

const row = (notes: string, netChange: number, totalValue: string): PackageTransaction => ({
  id: '01900000-0000-7000-8000-000000000001',
  packageType: 'euro_pallet',
  customTypeId: null,
  customTypeName: null,
  accountId: '01900000-0000-7000-8000-000000000002',
  accountNumber: 'KL-1001',
  companyName: 'Bistro; "De Zwaan"',
  date: '2026-11-20',
  quantityReceived: 0,
  quantityDelivered: 3,
  netChange,
  unitValue: '12.50',
  totalValue,
  notes,
  reference: 'ORD-1001',
  origin: 'manual',
  orderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('the package transactions CSV', () => {
  it('defuses a note a spreadsheet would read as a formula, and keeps negative amounts as numbers', () => {
    const text = packageCsv(i18n.t, [row('=HYPERLINK("http://x")', -3, '-37.50'), row('@SUM(A1)', 2, '25.00')]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(';-3;');
    expect(lines[1]).toContain(';-37.50;');
    expect(lines[2]).toContain(";'@SUM(A1)");
    // Read back as written: the company name with its semicolon and quotes, the notes as typed.
    const table = parseCsv(text.replace(/^\uFEFF/, ''), ';');
    expect(table.rows.map((r) => [r[2], r[11]])).toEqual([
      ['Bistro; "De Zwaan"', '=HYPERLINK("http://x")'],
      ['Bistro; "De Zwaan"', '@SUM(A1)'],
    ]);
  });
});
