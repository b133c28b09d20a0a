import type { TenantCtx } from '@/platform/context';
import { threadFunction } from '@/platform/worker-thread';
import { findPdfParties } from '@/modules/invoices/invoice-pdf.service';
import type { PdfLanguage } from '@/modules/invoices/invoice-pdf-labels';
import { getSettingsSection } from '@/modules/settings/settings.service';
import type { QuotePdfData } from './quote-pdf';
import { getQuote } from './quotes.service';

/** `renderQuotePdf` on a worker thread, as the invoice PDF (PDFKit works synchronously). */
const renderQuotePdfOffThread = threadFunction<QuotePdfData, Buffer>(new URL('./quote-pdf.ts', import.meta.url), 'renderQuotePdf');

/** Everything the quote PDF shows, gathered in the request's transaction: the language is the customer's unless chosen. */
export async function findQuotePdfData(ctx: TenantCtx, id: string, language?: PdfLanguage): Promise<QuotePdfData> {
  const quote = await getQuote(ctx, id);
  const parties = await findPdfParties(ctx, quote.account.id);
  const settings = await getSettingsSection(ctx, 'quotes');
  return { quote, ...parties, headerText: settings.headers, columns: settings.columns, language: language ?? parties.language };
}

/** The quote as a PDF file (rendered off the request's transaction). */
export async function renderQuotePdfFile(data: QuotePdfData): Promise<{ filename: string; content: Buffer }> {
  const content = await renderQuotePdfOffThread(data);
  return { filename: `${data.quote.quoteNumber.replace(/[^\w.-]+/g, '_')}.pdf`, content };
}
