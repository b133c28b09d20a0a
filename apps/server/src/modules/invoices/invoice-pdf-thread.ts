import { threadFunction } from '@/platform/worker-thread';
import type { InvoicePdfData } from './invoice-pdf';

/**
 * `renderInvoicePdf` on a worker thread. PDFKit lays out and compresses synchronously: a
 * 200-line invoice held the event loop for about 250 ms here, a 1,000-line one about 500 ms,
 * and every other request waited that long (issue 25).
 */
export const renderInvoicePdfOffThread = threadFunction<InvoicePdfData, Buffer>(
  new URL('./invoice-pdf.ts', import.meta.url),
  'renderInvoicePdf',
);
