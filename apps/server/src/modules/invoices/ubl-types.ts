import type { InvoicePdfData } from './invoice-pdf';

/** What a UBL invoice is made of: the PDF's data, with the address parts and KvK number Peppol asks for. */
export type UblParty = InvoicePdfData['seller'] & { street: string; city: string; postalCode: string; kvk: string };
export type UblData = {
  invoice: InvoicePdfData['invoice'];
  seller: UblParty & { iban: string; bic: string };
  buyer: UblParty & { accountNumber: string };
  creditedInvoiceDate?: string | null;
  /** The buyer's reference (BT-10): for a credit note the credited invoice's, not its number. */
  buyerReference?: string;
};
