import { money } from '@wb/domain/money';
import type { InvoicePdfData } from './invoice-pdf';

/**
 * Peppol BIS Billing 3.0 UBL of an invoice (Invoice, 380) or credit note (CreditNote, 381, with
 * positive amounts and a reference to its invoice), elements in schema order. Endpoint and legal
 * ids are the KvK numbers (scheme 0106), else the VAT ids (9944); payment by SEPA transfer (58).
 */
export type UblParty = InvoicePdfData['seller'] & { street: string; city: string; postalCode: string; kvk: string };
export type UblData = {
  invoice: InvoicePdfData['invoice'];
  seller: UblParty & { iban: string; bic: string };
  buyer: UblParty & { accountNumber: string };
  creditedInvoiceDate?: string | null;
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** An element, or nothing when its value is empty (Peppol forbids empty elements). */
function el(name: string, value: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}

const eur = (name: string, value: string) => el(name, value, { currencyID: 'EUR' });
const abs = (value: string) => money(value).abs().toFixed(2);
const quantity = (value: string) =>
  money(value)
    .abs()
    .toFixed(4)
    .replace(/\.?0+$/, '');
const taxScheme = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';

/** UN/ECE Rec 20 code of a unit as the app writes it; one (C62) when unknown. */
export function unitCode(unit: string): string {
  const codes: Record<string, string> = {
    kg: 'KGM',
    g: 'GRM',
    gram: 'GRM',
    l: 'LTR',
    liter: 'LTR',
    ltr: 'LTR',
    m: 'MTR',
    doos: 'BX',
    box: 'BX',
    pak: 'PK',
    krat: 'CT',
    uur: 'HUR',
  };
  return codes[unit.trim().toLowerCase()] ?? 'C62';
}

/** VAT category: S for 21% and 9%; 0% is an intra-EU supply (K) to a buyer abroad with a VAT id, else zero rated (Z). */
function category(rate: number, data: UblData): { id: string; reason: string } {
  if (rate > 0) return { id: 'S', reason: '' };
  if (data.buyer.country && data.buyer.country !== 'NL' && data.buyer.vatNumber) return { id: 'K', reason: 'VATEX-EU-IC' };
  return { id: 'Z', reason: '' };
}

function partyXml(party: UblParty): string {
  const endpoint = party.kvk
    ? el('cbc:EndpointID', party.kvk, { schemeID: '0106' })
    : el('cbc:EndpointID', party.vatNumber, { schemeID: '9944' });
  return [
    '<cac:Party>',
    endpoint,
    `<cac:PartyName>${el('cbc:Name', party.name)}</cac:PartyName>`,
    '<cac:PostalAddress>',
    el('cbc:StreetName', party.street),
    el('cbc:CityName', party.city),
    el('cbc:PostalZone', party.postalCode),
    `<cac:Country>${el('cbc:IdentificationCode', party.country || 'NL')}</cac:Country>`,
    '</cac:PostalAddress>',
    party.vatNumber ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', party.vatNumber)}${taxScheme}</cac:PartyTaxScheme>` : '',
    `<cac:PartyLegalEntity>${el('cbc:RegistrationName', party.name)}${party.kvk ? el('cbc:CompanyID', party.kvk, { schemeID: '0106' }) : ''}</cac:PartyLegalEntity>`,
    '</cac:Party>',
  ].join('');
}

/**
 * The delivery (BG-13): its date and country. Stated when the invoice has a delivery date, and
 * always for an intra-EU supply (BR-IC-11/12), where an invoice without a delivery date was
 * delivered on its invoice date and a delivery without a country went to the buyer's.
 */
function deliveryXml(data: UblData): string {
  const { invoice } = data;
  const intraEu = invoice.totals.vatBreakdown.some((v) => category(v.rate, data).id === 'K');
  if (!invoice.deliveryDate && !intraEu) return '';
  const country = invoice.deliveryCountry || data.buyer.country || 'NL';
  return [
    '<cac:Delivery>',
    el('cbc:ActualDeliveryDate', invoice.deliveryDate ?? invoice.invoiceDate),
    `<cac:DeliveryLocation><cac:Address><cac:Country>${el('cbc:IdentificationCode', country)}</cac:Country></cac:Address></cac:DeliveryLocation>`,
    '</cac:Delivery>',
  ].join('');
}

export function renderInvoiceUbl(data: UblData): string {
  const { invoice } = data;
  const credit = invoice.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const totals = invoice.totals;
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityTag = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const payable = abs(totals.gross);

  const subtotals = totals.vatBreakdown
    .map((v) => {
      const cat = category(v.rate, data);
      return `<cac:TaxSubtotal>${eur('cbc:TaxableAmount', abs(v.base))}${eur('cbc:TaxAmount', abs(v.vat))}<cac:TaxCategory>${el('cbc:ID', cat.id)}${el('cbc:Percent', String(v.rate))}${el('cbc:TaxExemptionReasonCode', cat.reason)}${taxScheme}</cac:TaxCategory></cac:TaxSubtotal>`;
    })
    .join('');

  const lines = invoice.lines
    .map((line, index) => {
      const cat = category(line.vatRate, data);
      const net = abs(line.lineNet);
      // The net price after the line discount (4 decimals); the gross price and discount are not
      // repeated as a price allowance, whose exact-decimal check would trip over that rounding.
      const netPrice = money(line.price)
        .times(money(100).minus(line.discount || '0'))
        .dividedBy(100)
        .toDecimalPlaces(4);
      return [
        `<${lineTag}>`,
        el('cbc:ID', String(index + 1)),
        el(quantityTag, quantity(line.quantity), { unitCode: unitCode(line.unit) }),
        eur('cbc:LineExtensionAmount', net),
        '<cac:Item>',
        el('cbc:Name', line.description.slice(0, 200)),
        line.itemNumber ? `<cac:SellersItemIdentification>${el('cbc:ID', line.itemNumber)}</cac:SellersItemIdentification>` : '',
        `<cac:ClassifiedTaxCategory>${el('cbc:ID', cat.id)}${el('cbc:Percent', String(line.vatRate))}${taxScheme}</cac:ClassifiedTaxCategory>`,
        '</cac:Item>',
        `<cac:Price>${eur('cbc:PriceAmount', netPrice.toFixed(4).replace(/(\.\d\d\d?)0+$/, '$1'))}</cac:Price>`,
        `</${lineTag}>`,
      ].join('');
    })
    .join('');

  const buyerReference = invoice.reference || data.buyer.accountNumber;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    el('cbc:CustomizationID', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'),
    el('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
    el('cbc:ID', invoice.invoiceNumber ?? ''),
    el('cbc:IssueDate', invoice.invoiceDate),
    credit ? '' : el('cbc:DueDate', invoice.dueDate),
    credit ? el('cbc:CreditNoteTypeCode', '381') : el('cbc:InvoiceTypeCode', '380'),
    el('cbc:Note', invoice.notes.slice(0, 1000)),
    el('cbc:DocumentCurrencyCode', 'EUR'),
    el('cbc:BuyerReference', buyerReference.slice(0, 200)),
    invoice.creditedInvoice?.invoiceNumber
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', invoice.creditedInvoice.invoiceNumber)}${el('cbc:IssueDate', data.creditedInvoiceDate ?? '')}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : '',
    `<cac:AccountingSupplierParty>${partyXml(data.seller)}</cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty>${partyXml(data.buyer)}</cac:AccountingCustomerParty>`,
    deliveryXml(data),
    data.seller.iban
      ? `<cac:PaymentMeans>${el('cbc:PaymentMeansCode', '58')}${el('cbc:PaymentID', invoice.invoiceNumber ?? '')}<cac:PayeeFinancialAccount>${el('cbc:ID', data.seller.iban.replace(/\s+/g, ''))}${data.seller.bic ? `<cac:FinancialInstitutionBranch>${el('cbc:ID', data.seller.bic)}</cac:FinancialInstitutionBranch>` : ''}</cac:PayeeFinancialAccount></cac:PaymentMeans>`
      : '',
    credit ? '' : `<cac:PaymentTerms>${el('cbc:Note', `${invoice.paymentTerms} dagen`)}</cac:PaymentTerms>`,
    `<cac:TaxTotal>${eur('cbc:TaxAmount', abs(totals.vat))}${subtotals}</cac:TaxTotal>`,
    '<cac:LegalMonetaryTotal>',
    eur('cbc:LineExtensionAmount', abs(totals.net)),
    eur('cbc:TaxExclusiveAmount', abs(totals.net)),
    eur('cbc:TaxInclusiveAmount', payable),
    eur('cbc:PayableAmount', payable),
    '</cac:LegalMonetaryTotal>',
    lines,
    `</${root}>`,
  ].join('\n');
}
