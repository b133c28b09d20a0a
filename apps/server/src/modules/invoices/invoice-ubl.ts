import { money } from '@wb/domain/money';
import { peppolUnitCode } from '@wb/domain/peppol-units';
import { XMLBuilder } from 'fast-xml-parser';
import { categoryOf, endpointOf, type TaxCategory } from './ubl-parties';
import type { UblData, UblParty } from './ubl-types';

/**
 * Peppol BIS Billing 3.0 UBL of an invoice (Invoice, 380) or credit note (CreditNote, 381),
 * built as an object and written by fast-xml-parser's builder (escaping is the library's),
 * elements in schema order, empty ones left out (Peppol forbids them). Amounts keep their sign:
 * a credit note turns every amount around (its totals become positive, a credited deposit line
 * negative); a line with a negative price carries the sign in its quantity (prices are never
 * negative, BR-27).
 */

type XmlNode = { [key: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | undefined;

const ns = 'urn:oasis:names:specification:ubl:schema:xsd:';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false, suppressEmptyNode: true });

/** Leaves out what is empty: empty strings, undefined, and elements left with nothing in them. */
function prune(value: XmlValue): XmlValue {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const kept = value.map((v) => prune(v)).filter((v): v is XmlNode => v !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(([, v]) => v !== undefined);
  if (!entries.some(([k]) => !k.startsWith('@_'))) return undefined;
  return Object.fromEntries(entries);
}

const text = (value: string, attributes: Record<string, string> = {}): XmlValue =>
  value === '' ? undefined : { '#text': value, ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [`@_${k}`, v])) };
const eur = (value: string) => text(value, { currencyID: 'EUR' });
const decimal = (value: string | ReturnType<typeof money>, places: number) =>
  money(value.toString())
    .toDecimalPlaces(places)
    .toFixed(places)
    .replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1');
const taxScheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };

function partyXml(party: UblParty, legalId: boolean): XmlNode {
  const endpoint = endpointOf(party);
  const dutch = (party.country || 'NL').toUpperCase() === 'NL';
  return {
    'cbc:EndpointID': endpoint ? text(endpoint.id, { schemeID: endpoint.scheme }) : undefined,
    'cac:PartyName': { 'cbc:Name': party.name },
    'cac:PostalAddress': {
      'cbc:StreetName': party.street,
      'cbc:CityName': party.city,
      'cbc:PostalZone': party.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': (party.country || 'NL').toUpperCase() },
    },
    'cac:PartyTaxScheme': party.vatNumber ? { 'cbc:CompanyID': party.vatNumber, ...taxScheme } : undefined,
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': party.name,
      'cbc:CompanyID': legalId && dutch && party.kvk ? text(party.kvk, { schemeID: '0106' }) : undefined,
    },
  };
}

function taxCategoryXml(category: TaxCategory, rate: number): XmlNode {
  return {
    'cbc:ID': category.id,
    'cbc:Percent': String(rate),
    'cbc:TaxExemptionReasonCode': category.reasonCode,
    'cbc:TaxExemptionReason': category.reason,
    ...taxScheme,
  };
}

/** BG-13: stated with a delivery date, and always for an intra-EU supply (BR-IC-11/12). */
function deliveryXml(data: UblData, categories: TaxCategory[]): XmlNode | undefined {
  const { invoice } = data;
  if (!invoice.deliveryDate && !categories.some((c) => c.id === 'K')) return undefined;
  return {
    'cbc:ActualDeliveryDate': invoice.deliveryDate ?? invoice.invoiceDate,
    'cac:DeliveryLocation': {
      'cac:Address': { 'cac:Country': { 'cbc:IdentificationCode': invoice.deliveryCountry || data.buyer.country || 'NL' } },
    },
  };
}

function lineXml(data: UblData, line: UblData['invoice']['lines'][number], index: number, sign: number): XmlNode {
  const credit = data.invoice.kind === 'credit_note';
  const net = money(line.lineNet).times(sign);
  // The net price after the line discount (4 decimals): the line amount is quantity × this price.
  let price = money(line.price)
    .times(money(100).minus(line.discount || '0'))
    .dividedBy(100)
    .toDecimalPlaces(4);
  let quantity = money(line.quantity).times(sign);
  if (price.isNegative()) {
    price = price.negated();
    quantity = quantity.negated();
  }
  const category = categoryOf(line.vatRate, data);
  return {
    'cbc:ID': String(index + 1),
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: text(decimal(quantity, 4), { unitCode: peppolUnitCode(line.unit).code }),
    'cbc:LineExtensionAmount': eur(net.toFixed(2)),
    'cac:Item': {
      'cbc:Name': line.description.slice(0, 200),
      'cac:SellersItemIdentification': line.itemNumber ? { 'cbc:ID': line.itemNumber } : undefined,
      'cac:ClassifiedTaxCategory': { 'cbc:ID': category.id, 'cbc:Percent': String(line.vatRate), ...taxScheme },
    },
    'cac:Price': { 'cbc:PriceAmount': eur(price.toFixed(4).replace(/(\.\d{2}\d*?)0+$/, '$1')) },
  };
}

export function renderInvoiceUbl(data: UblData): string {
  const { invoice } = data;
  const credit = invoice.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const root = credit ? 'CreditNote' : 'Invoice';
  const totals = invoice.totals;
  const signed = (value: string) => money(value).times(sign).toFixed(2);
  const categories = totals.vatBreakdown.map((v) => categoryOf(v.rate, data));
  const payable = signed(totals.gross);
  const document: XmlNode = {
    '@_xmlns': `${ns}${root}-2`,
    '@_xmlns:cac': `${ns}CommonAggregateComponents-2`,
    '@_xmlns:cbc': `${ns}CommonBasicComponents-2`,
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    'cbc:ID': invoice.invoiceNumber ?? '',
    'cbc:IssueDate': invoice.invoiceDate,
    'cbc:DueDate': credit ? undefined : invoice.dueDate,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? '381' : '380',
    'cbc:Note': invoice.notes.slice(0, 1000),
    'cbc:DocumentCurrencyCode': 'EUR',
    'cbc:BuyerReference': (data.buyerReference ?? (invoice.reference || data.buyer.accountNumber)).slice(0, 200),
    'cac:BillingReference': invoice.creditedInvoice?.invoiceNumber
      ? {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': invoice.creditedInvoice.invoiceNumber,
            'cbc:IssueDate': data.creditedInvoiceDate ?? '',
          },
        }
      : undefined,
    'cac:AccountingSupplierParty': { 'cac:Party': partyXml(data.seller, true) },
    'cac:AccountingCustomerParty': { 'cac:Party': partyXml(data.buyer, true) },
    'cac:Delivery': deliveryXml(data, categories),
    'cac:PaymentMeans': data.seller.iban
      ? {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': invoice.invoiceNumber ?? '',
          'cac:PayeeFinancialAccount': {
            'cbc:ID': data.seller.iban.replace(/\s+/g, ''),
            'cac:FinancialInstitutionBranch': data.seller.bic ? { 'cbc:ID': data.seller.bic } : undefined,
          },
        }
      : undefined,
    'cac:PaymentTerms': credit ? undefined : { 'cbc:Note': `${invoice.paymentTerms} dagen` },
    'cac:TaxTotal': {
      'cbc:TaxAmount': eur(signed(totals.vat)),
      'cac:TaxSubtotal': totals.vatBreakdown.map((v, i) => ({
        'cbc:TaxableAmount': eur(signed(v.base)),
        'cbc:TaxAmount': eur(signed(v.vat)),
        'cac:TaxCategory': taxCategoryXml(categories[i] as TaxCategory, v.rate),
      })),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': eur(signed(totals.net)),
      'cbc:TaxExclusiveAmount': eur(signed(totals.net)),
      'cbc:TaxInclusiveAmount': eur(payable),
      'cbc:PayableAmount': eur(payable),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: invoice.lines.map((line, index) => lineXml(data, line, index, sign)),
  };
  const xml = builder.build({ [root]: prune(document) }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
