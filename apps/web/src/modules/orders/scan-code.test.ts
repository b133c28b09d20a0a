import type { OrderCatalogItem } from '@wb/contract/orders';
import { describe, expect, it } from 'vitest';
import { itemOfCode, looksLikeBarcode } from './scan-code';

const item = (sku: string, barcode: string) => ({ id: sku, sku, barcode, name: sku }) as OrderCatalogItem;

describe('scanned codes', () => {
  it('knows what a scanner types: EAN-8, UPC-A, EAN-13, GTIN-14', () => {
    expect(['87654321', '012345678905', '8712345678906', '18712345678903'].map(looksLikeBarcode)).toEqual([true, true, true, true]);
    expect(['1234567', '123456789', 'melk', '8712345 678906', ''].map(looksLikeBarcode)).toEqual([false, false, false, false, false]);
  });

  it('finds the item by its barcode first, then by item number, never by a part of either', () => {
    const items = [item('ITEM-1', '8712345678906'), item('8712345678913', ''), item('ITEM-3', '8712345678913')];
    expect(itemOfCode(items, ' 8712345678906 ')?.sku).toBe('ITEM-1');
    expect(itemOfCode(items, '8712345678913')?.sku).toBe('ITEM-3');
    expect(itemOfCode(items, 'item-1')?.sku).toBe('ITEM-1');
    expect(itemOfCode(items, '871234567890')).toBeUndefined();
    expect(itemOfCode([item('ITEM-9', '')], '')).toBeUndefined();
  });
});
