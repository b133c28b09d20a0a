import type { TenantCtx } from '@/platform/context';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { renderInvoiceUbl } from './invoice-ubl';
import type { UblData } from './ubl-types';
import { getInvoice, invoiceConflict } from './invoices.service';
import { endpointOf } from './ubl-parties';

/** The invoice or credit note as Peppol BIS 3.0 UBL: its file name and XML. */
export async function getInvoiceUbl(ctx: TenantCtx, id: string): Promise<{ filename: string; content: string }> {
  const invoice = await getInvoice(ctx, id);
  const account = await getAccount(ctx, invoice.account.id);
  const company = await getSettingsSection(ctx, 'companyDetails');
  const credited = invoice.creditedInvoice ? await getInvoice(ctx, invoice.creditedInvoice.id) : null;
  const iban = company.iban1 || company.bankAccount;
  const data: UblData = {
    invoice,
    creditedInvoiceDate: credited?.invoiceDate ?? null,
    // The buyer's own reference: a credit note's is its invoice's (its own reference names the invoice).
    buyerReference: (credited ? credited.reference : invoice.reference) || account.accountNumber,
    seller: {
      name: company.name,
      lines: [],
      contact: [],
      vatNumber: company.vatNumber,
      country: company.country,
      kvk: company.cocNumber,
      iban,
      bic: iban === company.iban1 ? company.bic1 : '',
      street: company.address,
      city: company.city,
      postalCode: company.postalCode,
    },
    buyer: {
      name: account.companyName,
      accountNumber: account.accountNumber,
      lines: [],
      contact: [],
      iban: account.iban,
      bic: '',
      vatNumber: account.vatNumber,
      country: account.country,
      kvk: account.kvkNumber,
      street: [account.street, account.houseNumber].filter(Boolean).join(' '),
      city: account.city,
      postalCode: account.postalCode,
    },
  };
  if (!endpointOf(data.buyer)) throw invoiceConflict('account', 'invoices.noElectronicAddress');
  const name = invoice.invoiceNumber ?? `concept-${invoice.id.slice(0, 8)}`;
  return { filename: `${name.replace(/[^\w.-]+/g, '_')}.xml`, content: renderInvoiceUbl(data) };
}
