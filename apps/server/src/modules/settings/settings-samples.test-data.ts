import type { SettingsSectionKey } from '@wb/contract/settings';

/**
 * For each section: a save that changes it (and the value a reload must then show where the
 * server normalises), and bad values with the field the error must name.
 */
export const sectionSamples: Record<
  SettingsSectionKey,
  { save: Record<string, unknown>; expect?: Record<string, unknown>; bad: Array<{ body: Record<string, unknown>; path: string }> }
> = {
  companyDetails: {
    save: {
      name: 'Groothandel Test B.V.',
      address: 'Keizersgracht 1',
      postalCode: '1015cd',
      city: 'Amsterdam',
      country: 'NL',
      cocNumber: '1234 5678',
      vatNumber: 'nl123456789b01',
      iban1: 'nl91abna0417164300',
      bic1: 'abnanl2a',
      email: 'Info@Example.com',
    },
    expect: {
      postalCode: '1015 CD',
      cocNumber: '12345678',
      vatNumber: 'NL123456789B01',
      iban1: 'NL91 ABNA 0417 1643 00',
      bic1: 'ABNANL2A',
      email: 'info@example.com',
    },
    bad: [
      { body: { postalCode: '123AB', country: 'NL' }, path: 'postalCode' },
      { body: { vatNumber: 'NL12345B01' }, path: 'vatNumber' },
      { body: { cocNumber: '1234567' }, path: 'cocNumber' },
      { body: { iban1: 'NL92ABNA0417164300' }, path: 'iban1' },
      { body: { email: 'not-an-email' }, path: 'email' },
      { body: { logoUrl: 'https://evil.test/logo.png' }, path: 'body' },
    ],
  },
  items: {
    save: { skuPrefix: 'ART-', lowStockThreshold: 3, defaultUnit: 'kg', quickAddAmounts: [2, 4], enableBarcodes: false },
    bad: [
      { body: { lowStockThreshold: -1 }, path: 'lowStockThreshold' },
      { body: { quickAddAmounts: [] }, path: 'quickAddAmounts' },
      { body: { defaultUnit: '' }, path: 'defaultUnit' },
      { body: { skuPrefix: 'A B' }, path: 'skuPrefix' },
    ],
  },
  quotes: {
    save: { headers: 'Offerte geldig 30 dagen', columns: ['name', 'quantity', 'total'] },
    bad: [
      { body: { columns: [] }, path: 'columns' },
      { body: { columns: ['name', 'colour'] }, path: 'columns.1' },
    ],
  },
  orders: {
    save: { headers: 'Pakbon', columns: ['itemNumber', 'name', 'quantity'], footer: 'Bedankt voor uw order' },
    bad: [{ body: { columns: ['name', 'name'] }, path: 'columns' }],
  },
  invoices: {
    save: {
      template: 'modern',
      defaultPaymentTerms: 14,
      enableLatePaymentFees: true,
      latePaymentFeePercentage: '1,5',
      reminderDaysBefore: 3,
    },
    expect: { latePaymentFeePercentage: '1.5' },
    bad: [
      { body: { latePaymentFeePercentage: 1.5 }, path: 'latePaymentFeePercentage' },
      { body: { latePaymentFeePercentage: '101' }, path: 'latePaymentFeePercentage' },
      { body: { defaultPaymentTerms: 400 }, path: 'defaultPaymentTerms' },
      { body: { template: 'fancy' }, path: 'template' },
    ],
  },
  cashBook: {
    save: { ledgers: [{ name: 'Kas', code: '1000', balances: [{ year: 2025, openingBalance: '1250.50' }] }] },
    bad: [
      {
        body: { ledgers: [{ name: 'Kas', balances: [{ year: 2025, openingBalance: 'lots' }] }] },
        path: 'ledgers.0.balances.0.openingBalance',
      },
      {
        body: {
          ledgers: [
            { name: 'Kas', balances: [] },
            { name: 'kas', balances: [] },
          ],
        },
        path: 'ledgers.1.name',
      },
      {
        body: {
          ledgers: [
            {
              name: 'Kas',
              balances: [
                { year: 2025, openingBalance: '1' },
                { year: 2025, openingBalance: '2' },
              ],
            },
          ],
        },
        path: 'ledgers.0.balances.1.year',
      },
    ],
  },
  categories: {
    save: { categories: [{ name: 'Groente' }, { name: 'Fruit', description: 'Vers' }], purchaseCategories: [{ name: 'Inkoop groente' }] },
    bad: [
      { body: { categories: [{ name: '' }] }, path: 'categories.0.name' },
      { body: { purchaseCategories: [{ name: 'A' }, { name: ' a ' }] }, path: 'purchaseCategories.1.name' },
    ],
  },
  routes: {
    save: {
      routeList: [
        { name: 'Route Noord', description: 'Maandag en donderdag' },
        { name: 'Route Zuid', active: false },
      ],
    },
    bad: [{ body: { routeList: [{ description: 'no name' }] }, path: 'routeList.0.name' }],
  },
  numbering: {
    save: { invoicePrefix: 'F2025-', invoiceStartNumber: 5000, autoGenerateOrderNumber: false, skuPrefix: 'SKU-' },
    bad: [
      { body: { invoiceStartNumber: 0 }, path: 'invoiceStartNumber' },
      { body: { invoiceStartNumber: 10.5 }, path: 'invoiceStartNumber' },
      { body: { orderPrefix: 'ORD <1>' }, path: 'orderPrefix' },
    ],
  },
  email: {
    save: { smtp: { from: 'Demo <info@demo.example.com>', host: 'smtp.example.com', port: 2525, auth: { user: 'mailer' } } },
    bad: [
      { body: { smtp: { port: 70000 } }, path: 'smtp.port' },
      { body: { smtp: { from: 'nobody' } }, path: 'smtp.from' },
      { body: { smtp: { host: 'bad host!' } }, path: 'smtp.host' },
    ],
  },
  emailTemplates: {
    save: { invoice: { subject: 'Uw factuur {{invoiceNumber}}', text: 'Beste {{contactName}}', html: '<p>Beste {{contactName}}</p>' } },
    bad: [{ body: { quote: { subject: 'Factuur {{invoiceNumber}}', text: '', html: '' } }, path: 'quote.subject' }],
  },
  communication: {
    save: { messageOfTheDay: 'Vrijdag gesloten', messageRetentionDays: 60, autoDeleteOldMessages: false },
    bad: [
      { body: { messageRetentionDays: 0 }, path: 'messageRetentionDays' },
      { body: { twilio: { accountSid: 'XX123' } }, path: 'twilio.accountSid' },
      { body: { twilio: { phoneNumber: '0612345678' } }, path: 'twilio.phoneNumber' },
    ],
  },
  traceability: {
    save: { lotNumberFormat: 'L-{year}{month}-{item}', enabled: true, requireLotForSales: true },
    bad: [
      { body: { lotNumberFormat: '{lot}-{year}' }, path: 'lotNumberFormat' },
      { body: { lotNumberFormat: '{year} {item}' }, path: 'lotNumberFormat' },
      { body: { lotNumberFormat: '' }, path: 'lotNumberFormat' },
    ],
  },
  printers: {
    save: { name: 'Kantoor', pageSize: 'A5', fontSizes: { default: 11 }, margins: { top: 5 }, pageOrientation: 'landscape' },
    expect: { fontSizes: { default: 11, header: 16, subheader: 14, footer: 10 }, margins: { top: 5, right: 10, bottom: 10, left: 10 } },
    bad: [
      { body: { fontSizes: { default: 2 } }, path: 'fontSizes.default' },
      { body: { pageOrientation: 'sideways' }, path: 'pageOrientation' },
    ],
  },
  search: {
    save: { fuzzySearch: false, resultsLimit: 25, searchDelayMs: 150, showContactInClientSearch: false },
    bad: [
      { body: { resultsLimit: 0 }, path: 'resultsLimit' },
      { body: { searchDelayMs: 'fast' }, path: 'searchDelayMs' },
    ],
  },
  payments: {
    save: { payMethods: ['cash', 'ideal'], provider: { testMode: false, webhookUrl: 'https://example.com/hook' } },
    bad: [
      { body: { payMethods: ['bitcoin'] }, path: 'payMethods.0' },
      { body: { provider: { apiKey: 'sk_live_123456789012' } }, path: 'provider.apiKey' },
      { body: { provider: { lastValidated: '2025-01-01T00:00:00Z' } }, path: 'provider' },
    ],
  },
  assistant: {
    save: { engine: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' },
    bad: [
      { body: { engine: 'openai', baseUrl: '', model: 'x' }, path: 'baseUrl' },
      { body: { baseUrl: 'not a url' }, path: 'baseUrl' },
      { body: { engine: 'gpt' }, path: 'engine' },
    ],
  },
};
