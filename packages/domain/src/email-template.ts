/**
 * E-mail templates (platform §3): subject and body in text and HTML, with {{variables}} filled
 * in when a message is made. The settings page's live preview uses the same function.
 */

export const emailTemplateKinds = ['quote', 'order', 'invoice', 'invoiceReminder', 'openOrders', 'outstandingInvoices'] as const;
export type EmailTemplateKind = (typeof emailTemplateKinds)[number];

const common = ['companyName', 'accountName', 'contactName'] as const;

/** The variables each template may use. */
export const emailTemplateVariables: Record<EmailTemplateKind, readonly string[]> = {
  quote: [...common, 'quoteNumber', 'quoteDate', 'validUntil', 'totalAmount'],
  order: [...common, 'orderNumber', 'orderDate', 'deliveryDate', 'totalAmount'],
  invoice: [...common, 'invoiceNumber', 'invoiceDate', 'dueDate', 'totalAmount', 'outstandingAmount', 'paymentLink'],
  invoiceReminder: [
    ...common,
    'invoiceNumber',
    'invoiceDate',
    'dueDate',
    'totalAmount',
    'outstandingAmount',
    'daysOverdue',
    'lateFee',
    'lateFeeNotice',
    'paymentLink',
  ],
  openOrders: [...common, 'orderCount', 'orderList'],
  outstandingInvoices: [...common, 'invoiceCount', 'invoiceList', 'outstandingAmount'],
};

/** Example values for the live preview. */
export const emailTemplateSampleValues: Record<string, string> = {
  companyName: 'Demo Groothandel B.V.',
  accountName: 'Bakkerij Jansen',
  contactName: 'Piet Jansen',
  quoteNumber: 'QUO-1000',
  quoteDate: '01-03-2025',
  validUntil: '31-03-2025',
  orderNumber: 'ORD-1000',
  orderDate: '01-03-2025',
  deliveryDate: '03-03-2025',
  invoiceNumber: 'INV-1000',
  invoiceDate: '01-03-2025',
  dueDate: '31-03-2025',
  totalAmount: '€ 1.234,56',
  paymentLink: 'https://example.com/pay/INV-1000',
  orderCount: '2',
  orderList: 'ORD-1000 (03-03-2025)\nORD-1001 (05-03-2025)',
  invoiceCount: '2',
  invoiceList: 'INV-0990 € 500,00\nINV-0995 € 734,56',
  outstandingAmount: '€ 1.234,56',
  daysOverdue: '5',
  lateFee: '€ 24,69',
  lateFeeNotice: 'Volgens onze voorwaarden brengen wij € 24,69 (2% van het openstaande bedrag) in rekening wegens te late betaling.',
};

const variable = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The variables a template text uses, without repeats. */
export function templateVariablesUsed(text: string): string[] {
  return [...new Set([...text.matchAll(variable)].map((m) => m[1] ?? ''))];
}

/** The variables used that the kind does not offer. */
export function unknownTemplateVariables(kind: EmailTemplateKind, text: string): string[] {
  return templateVariablesUsed(text).filter((name) => !emailTemplateVariables[kind].includes(name));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Fills the variables in. In HTML the values are escaped (and line breaks become <br>), so a
 * customer's name can never add markup; a variable without a value stays as written.
 */
export function renderTemplate(text: string, values: Record<string, string>, mode: 'text' | 'html' = 'text'): string {
  return text.replace(variable, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return mode === 'html' ? escapeHtml(value).replace(/\n/g, '<br>') : value;
  });
}

/**
 * A template without what it says about the payment link, for a message that has none: in text
 * the sentence holding {{paymentLink}}, in HTML its link (and the paragraph left empty by it).
 * No empty sentence and no link to nowhere.
 */
export function withoutPaymentLink(text: string, mode: 'text' | 'html' = 'text'): string {
  if (mode === 'html')
    return text
      .replace(/<a\b[^>]*\{\{\s*paymentLink\s*\}\}[^>]*>[\s\S]*?<\/a>/g, '')
      .replace(/[^<>.]*\{\{\s*paymentLink\s*\}\}[^<>.]*\.?/g, '')
      .replace(/<p>\s*<\/p>/g, '');
  return text.replace(/ ?[^.!?\n]*\{\{\s*paymentLink\s*\}\}[^.!?\n]*[.!?]?/g, '');
}
