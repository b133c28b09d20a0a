import type { TenantCtx } from '@/platform/context';
import { threadFunction } from '@/platform/worker-thread';
import { findPdfSeller } from '@/modules/invoices/invoice-pdf.service';
import type { PdfLanguage } from '@/modules/invoices/invoice-pdf-labels';
import { getSupplier } from '@/modules/suppliers/suppliers.service';
import type { PurchaseOrderPdfData } from './purchase-order-pdf';
import { getPurchaseOrder } from './purchase-orders.service';

/** `renderPurchaseOrderPdf` on a worker thread, as the invoice PDF (PDFKit works synchronously). */
const renderOffThread = threadFunction<PurchaseOrderPdfData, Buffer>(
  new URL('./purchase-order-pdf.ts', import.meta.url),
  'renderPurchaseOrderPdf',
);

/** The supplier's language: Dutch for a supplier in the Netherlands or Belgium (or without a country), else English. */
export const supplierLanguage = (country: string): PdfLanguage => (!country || country === 'NL' || country === 'BE' ? 'nl' : 'en');

/** Everything the purchase-order PDF shows, gathered in the request's transaction: the language is the supplier's unless chosen. */
export async function findPurchaseOrderPdfData(ctx: TenantCtx, id: string, language?: PdfLanguage): Promise<PurchaseOrderPdfData> {
  const order = await getPurchaseOrder(ctx, id);
  const supplier = await getSupplier(ctx, order.supplierId);
  const { seller, logo } = await findPdfSeller(ctx);
  return {
    order,
    seller,
    logo,
    supplier: {
      name: supplier.name,
      accountNumber: supplier.supplierNumber,
      lines: [
        supplier.address,
        [supplier.postalCode, supplier.city].filter(Boolean).join(' '),
        supplier.country === 'NL' ? '' : supplier.country,
      ],
      vatNumber: supplier.vatNumber,
      country: supplier.country,
    },
    language: language ?? supplierLanguage(supplier.country),
  };
}

/** The purchase order as a PDF file (rendered off the request's transaction). */
export async function renderPurchaseOrderPdfFile(data: PurchaseOrderPdfData): Promise<{ filename: string; content: Buffer }> {
  const content = await renderOffThread(data);
  return { filename: `${data.order.poNumber.replace(/[^\w.-]+/g, '_')}.pdf`, content };
}
