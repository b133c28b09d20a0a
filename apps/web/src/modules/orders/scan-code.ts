import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { orderKeys, searchCatalog } from './orders-api';

/** What a barcode scanner types: an EAN-8, UPC-A, EAN-13 or GTIN-14 (digits only). */
export const looksLikeBarcode = (text: string) => /^\d{8}$|^\d{12,14}$/.test(text.trim());

/** The item a scanned or typed code names exactly: its barcode, else its item number. */
export function itemOfCode(items: readonly OrderCatalogItem[], code: string): OrderCatalogItem | undefined {
  const text = code.trim();
  return items.find((i) => i.barcode !== '' && i.barcode === text) ?? items.find((i) => i.sku.toLowerCase() === text.toLowerCase());
}

/**
 * Finds the item of a scanned code: first among the tiles already on the device (so a scan works
 * offline), then, online, by asking the server. Undefined when no item has that code.
 */
export async function findScannedItem(client: QueryClient, code: string): Promise<OrderCatalogItem | undefined> {
  const cached = client.getQueriesData<OrderCatalogItem[]>({ queryKey: ['orders', 'catalog'] }).flatMap(([, items]) => items ?? []);
  const known = itemOfCode(cached, code);
  if (known || !onlineManager.isOnline()) return known;
  const found = await client.fetchQuery({
    queryKey: orderKeys.catalog(code.trim(), ''),
    queryFn: ({ signal }) => searchCatalog(code.trim(), '', 20, signal),
    staleTime: 60_000,
  });
  return itemOfCode(found, code);
}
