import type { EmailTemplateKind } from '@wb/domain/email-template';

type Template = { subject: string; text: string; html: string };

const signature = 'Met vriendelijke groet,\n{{companyName}}';
const htmlSignature = '<p>Met vriendelijke groet,<br>{{companyName}}</p>';

/** The templates a new company starts with (Dutch: the customers of a Dutch wholesaler). */
export const defaultEmailTemplates: Record<EmailTemplateKind, Template> = {
  quote: {
    subject: 'Offerte {{quoteNumber}} van {{companyName}}',
    text: `Beste {{contactName}},\n\nIn de bijlage vindt u offerte {{quoteNumber}} van {{quoteDate}} voor {{accountName}}, ter waarde van {{totalAmount}}. De offerte is geldig tot {{validUntil}}.\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>In de bijlage vindt u offerte <strong>{{quoteNumber}}</strong> van {{quoteDate}} voor {{accountName}}, ter waarde van {{totalAmount}}. De offerte is geldig tot {{validUntil}}.</p>${htmlSignature}`,
  },
  order: {
    subject: 'Orderbevestiging {{orderNumber}}',
    text: `Beste {{contactName}},\n\nWij hebben uw order {{orderNumber}} van {{orderDate}} ontvangen. De verwachte leverdatum is {{deliveryDate}}. Totaal: {{totalAmount}}.\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>Wij hebben uw order <strong>{{orderNumber}}</strong> van {{orderDate}} ontvangen. De verwachte leverdatum is {{deliveryDate}}. Totaal: {{totalAmount}}.</p>${htmlSignature}`,
  },
  invoice: {
    subject: 'Factuur {{invoiceNumber}} van {{companyName}}',
    text: `Beste {{contactName}},\n\nIn de bijlage vindt u factuur {{invoiceNumber}} van {{invoiceDate}} ter waarde van {{totalAmount}}. Wij verzoeken u {{outstandingAmount}} vóór {{dueDate}} te voldoen. U kunt ook direct betalen via {{paymentLink}}.\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>In de bijlage vindt u factuur <strong>{{invoiceNumber}}</strong> van {{invoiceDate}} ter waarde van {{totalAmount}}. Wij verzoeken u {{outstandingAmount}} vóór {{dueDate}} te voldoen.</p><p><a href="{{paymentLink}}">Direct betalen</a></p>${htmlSignature}`,
  },
  invoiceReminder: {
    subject: 'Betalingsherinnering factuur {{invoiceNumber}}',
    text: `Beste {{contactName}},\n\nVolgens onze administratie staat van factuur {{invoiceNumber}} van {{invoiceDate}} nog {{outstandingAmount}} open; de vervaldatum is {{dueDate}}. Wilt u het bedrag zo spoedig mogelijk voldoen? Heeft u al betaald, dan kunt u deze herinnering als niet verzonden beschouwen.\n\n{{lateFeeNotice}}\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>Volgens onze administratie staat van factuur <strong>{{invoiceNumber}}</strong> van {{invoiceDate}} nog <strong>{{outstandingAmount}}</strong> open; de vervaldatum is {{dueDate}}. Wilt u het bedrag zo spoedig mogelijk voldoen? Heeft u al betaald, dan kunt u deze herinnering als niet verzonden beschouwen.</p><p>{{lateFeeNotice}}</p>${htmlSignature}`,
  },
  openOrders: {
    subject: 'Overzicht openstaande orders voor {{accountName}}',
    text: `Beste {{contactName}},\n\nEr staan {{orderCount}} orders open:\n\n{{orderList}}\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>Er staan {{orderCount}} orders open:</p><p>{{orderList}}</p>${htmlSignature}`,
  },
  outstandingInvoices: {
    subject: 'Openstaande facturen {{accountName}}',
    text: `Beste {{contactName}},\n\nVolgens onze administratie staan er {{invoiceCount}} facturen open, samen {{outstandingAmount}}:\n\n{{invoiceList}}\n\nWilt u deze zo spoedig mogelijk voldoen?\n\n${signature}`,
    html: `<p>Beste {{contactName}},</p><p>Volgens onze administratie staan er {{invoiceCount}} facturen open, samen <strong>{{outstandingAmount}}</strong>:</p><p>{{invoiceList}}</p><p>Wilt u deze zo spoedig mogelijk voldoen?</p>${htmlSignature}`,
  },
};

/**
 * The invoice e-mail for a customer outside the Netherlands (who also gets the PDF in English),
 * used while the company keeps the Dutch default; a company's own wording is sent as written.
 */
export const englishInvoiceTemplate: Template = {
  subject: 'Invoice {{invoiceNumber}} from {{companyName}}',
  text: 'Dear {{contactName}},\n\nPlease find attached invoice {{invoiceNumber}} of {{invoiceDate}} for {{totalAmount}}. We kindly ask you to pay {{outstandingAmount}} by {{dueDate}}. You can also pay directly via {{paymentLink}}.\n\nKind regards,\n{{companyName}}',
  html: '<p>Dear {{contactName}},</p><p>Please find attached invoice <strong>{{invoiceNumber}}</strong> of {{invoiceDate}} for {{totalAmount}}. We kindly ask you to pay {{outstandingAmount}} by {{dueDate}}.</p><p><a href="{{paymentLink}}">Pay now</a></p><p>Kind regards,<br>{{companyName}}</p>',
};
