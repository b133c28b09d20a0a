import type { TenantCtx } from '@/platform/context';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getDocumentPackageBalance } from '@/modules/packages/package-balance.service';
import { getPdfLogo } from '@/modules/settings/company-logo.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import type { InvoicePdfData } from './invoice-pdf';
import { renderInvoicePdfOffThread } from './invoice-pdf-thread';
import type { PdfLanguage } from './invoice-pdf-labels';
import { getInvoice } from './invoices.service';

/** The company as a document PDF shows it (an invoice's, a quote's, a purchase order's): name, address, KvK, VAT id, IBAN and logo. */
export async function findPdfSeller(ctx: TenantCtx): Promise<Pick<InvoicePdfData, 'seller' | 'logo'>> {
  const company = await getSettingsSection(ctx, 'companyDetails');
  const logo = await getPdfLogo(ctx);
  const iban = company.iban1 || company.bankAccount;
  const seller: InvoicePdfData['seller'] = {
    name: company.name,
    lines: [company.address, [company.postalCode, company.city].filter(Boolean).join(' '), company.country === 'NL' ? '' : company.country],
    vatNumber: company.vatNumber,
    country: company.country,
    kvk: company.cocNumber,
    iban,
    bic: iban === company.iban1 ? company.bic1 : '',
    contact: [company.phone, company.email, company.website].filter(Boolean),
  };
  return { seller, logo: logo ? { content: logo, contentType: 'image/png' } : null };
}

/**
 * The parties a document PDF shows (an invoice's, a quote's): the company with its logo, KvK, VAT id
 * and IBAN, the account with its address; and the account's language (English for accounts abroad).
 */
export async function findPdfParties(ctx: TenantCtx, accountId: string) {
  const account = await getAccount(ctx, accountId);
  const { seller, logo } = await findPdfSeller(ctx);
  const street = [account.street, account.houseNumber].filter(Boolean).join(' ');
  const buyer: InvoicePdfData['buyer'] = {
    name: account.companyName,
    accountNumber: account.accountNumber,
    lines: [
      account.contactPerson,
      street,
      [account.postalCode, account.city].filter(Boolean).join(' '),
      account.country === 'NL' ? '' : account.country,
    ],
    vatNumber: account.vatNumber,
    country: account.country,
  };
  const language: PdfLanguage = account.country && account.country !== 'NL' ? 'en' : 'nl';
  return { seller, buyer, logo, language };
}

/** Everything the PDF shows, gathered in the request's transaction. */
export async function findInvoicePdfData(ctx: TenantCtx, id: string, language?: PdfLanguage): Promise<InvoicePdfData> {
  const stored = await getInvoice(ctx, id);
  // Settings → Invoices → invoice notes off: the PDF leaves them out (they stay stored).
  const { enableInvoiceNotes } = await getSettingsSection(ctx, 'invoices');
  const invoice = enableInvoiceNotes ? stored : { ...stored, notes: '' };
  const parties = await findPdfParties(ctx, invoice.account.id);
  // The customer's crates and pallets after this delivery (issue 27); a credit note leaves them out.
  const packageBalance =
    invoice.kind === 'credit_note'
      ? null
      : await getDocumentPackageBalance(ctx, invoice.account.id, invoice.deliveryDate ?? invoice.invoiceDate);
  return { invoice, ...parties, packageBalance, language: language ?? parties.language };
}

/**
 * The invoice as a PDF file: its name and bytes, rendered on a worker thread. Takes the data
 * gathered by `findInvoicePdfData`, so the route renders after its transaction has ended and the
 * connection (PGlite's only one) is free meanwhile.
 */
export async function renderInvoicePdfFile(data: InvoicePdfData): Promise<{ filename: string; content: Buffer }> {
  const content = await renderInvoicePdfOffThread(data);
  const name = data.invoice.invoiceNumber ?? `concept-${data.invoice.id.slice(0, 8)}`;
  return { filename: `${name.replace(/[^\w.-]+/g, '_')}.pdf`, content };
}
