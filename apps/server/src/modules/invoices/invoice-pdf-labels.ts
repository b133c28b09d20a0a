/**
 * The printed words of an invoice PDF. Dutch is the default; English for accounts abroad.
 * (Turkish and Arabic need fonts with their letters, which the built-in PDF fonts lack.)
 */
export type PdfLanguage = 'nl' | 'en';

export const pdfLabels = {
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    proForma: 'Pro-formafactuur (concept)',
    creditFor: 'Creditnota voor factuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    deliveryDate: 'Leverdatum',
    deliveryCountry: 'Geleverd in',
    reference: 'Referentie',
    customerNumber: 'Klantnummer',
    vatId: 'Btw-nummer',
    kvk: 'KvK',
    iban: 'IBAN',
    bic: 'BIC',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unit: 'Eenheid',
    price: 'Prijs excl. btw',
    discount: 'Korting',
    vat: 'Btw',
    amount: 'Bedrag excl. btw',
    vatBase: 'Grondslag',
    vatAmount: 'Btw-bedrag',
    vatAt: 'Btw {rate}',
    subtotal: 'Totaal excl. btw',
    vatTotal: 'Totaal btw',
    total: 'Totaal incl. btw',
    payBy:
      'Wij verzoeken u het bedrag van {amount} uiterlijk {due} ({terms} dagen) over te maken op {iban} t.n.v. {name}, onder vermelding van {number}.',
    refund: 'Het bedrag van {amount} wordt verrekend of aan u terugbetaald.',
    paid: 'Deze factuur is volledig betaald. Dank u wel.',
    scanToPay: 'Scan om te betalen',
    intraEu: 'Intracommunautaire levering, artikel 138, lid 1, Richtlijn 2006/112/EG',
    order: 'Order',
    page: 'Pagina {page} van {pages}',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    proForma: 'Pro forma invoice (draft)',
    creditFor: 'Credit note for invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    dueDate: 'Due date',
    deliveryDate: 'Delivery date',
    deliveryCountry: 'Delivered to',
    reference: 'Reference',
    customerNumber: 'Customer number',
    vatId: 'VAT ID',
    kvk: 'Chamber of Commerce',
    iban: 'IBAN',
    bic: 'BIC',
    description: 'Description',
    quantity: 'Quantity',
    unit: 'Unit',
    price: 'Price excl. VAT',
    discount: 'Discount',
    vat: 'VAT',
    amount: 'Amount excl. VAT',
    vatBase: 'Taxable amount',
    vatAmount: 'VAT amount',
    vatAt: 'VAT {rate}',
    subtotal: 'Total excl. VAT',
    vatTotal: 'Total VAT',
    total: 'Total incl. VAT',
    payBy: 'Please transfer {amount} by {due} ({terms} days) to {iban} in the name of {name}, quoting {number}.',
    refund: 'The amount of {amount} will be settled or refunded to you.',
    paid: 'This invoice has been paid in full. Thank you.',
    scanToPay: 'Scan to pay',
    intraEu: 'Intra-Community supply, Article 138(1) Directive 2006/112/EC',
    order: 'Order',
    page: 'Page {page} of {pages}',
  },
} as const;

export type PdfLabels = (typeof pdfLabels)[PdfLanguage];

/** A label with its {placeholders} filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
