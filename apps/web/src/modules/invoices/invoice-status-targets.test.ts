import type { InvoiceStatus, InvoiceStatuses } from '@wb/contract/invoice-statuses';
import { describe, expect, it } from 'vitest';
import { handMoveTargets } from './invoice-status-targets';

const status = (code: string, extra: Partial<InvoiceStatus> = {}): InvoiceStatus => ({
  id: `id-${code}`,
  code,
  name: null,
  names: {},
  colour: '#9E9E9E',
  sortOrder: 0,
  isDefault: false,
  isTerminal: false,
  isSystem: false,
  invoiceCount: 0,
  ...extra,
});
const link = (from: string, to: string) => ({ id: `${from}-${to}`, fromStatusId: `id-${from}`, toStatusId: `id-${to}` });

const config: InvoiceStatuses = {
  statuses: [
    status('draft', { isSystem: true, isDefault: true }),
    status('sent', { isSystem: true }),
    status('overdue', { isSystem: true }),
    status('paid', { isSystem: true, isTerminal: true }),
    status('reminder'),
    status('collection'),
    status('written-off', { isTerminal: true }),
  ],
  transitions: [
    link('draft', 'sent'),
    link('draft', 'reminder'),
    link('sent', 'paid'),
    link('sent', 'reminder'),
    link('overdue', 'collection'),
    link('overdue', 'reminder'),
    link('written-off', 'reminder'),
  ],
};
const codes = (code: string) => handMoveTargets(config, code).map((s) => s.code);

describe('where an invoice may be moved by hand', () => {
  it("follows the shown status's transitions to the company's own statuses only", () => {
    expect(codes('sent')).toEqual(['reminder']);
    expect(codes('overdue')).toEqual(['collection', 'reminder']);
  });

  it('offers nothing for a draft, a terminal status or a status the company no longer has', () => {
    expect(codes('draft')).toEqual([]);
    expect(codes('written-off')).toEqual([]);
    expect(codes('gone')).toEqual([]);
  });
});
