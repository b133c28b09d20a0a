import { buildIban } from '@wb/domain/dutch-formats';
import { paymentsSettingsSchema } from '@wb/contract/settings';
import type { Tx } from '@/db/transaction';
import { upsertSettingRow } from './settings.queries';

/**
 * Company details that Dutch law wants on an invoice (name, address, VAT id, KvK number, IBAN),
 * complete for each demo company, so that its invoices can be finalised and pass the Peppol
 * rules as shipped. Valid test values: the VAT ids pass the 11-proof, the IBANs mod 97.
 */
const demoCompanies: Record<string, Record<string, string>> = {
  'Demo Groothandel B.V.': {
    name: 'Demo Groothandel B.V.',
    address: 'Havenweg 12',
    postalCode: '1014 AB',
    city: 'Amsterdam',
    country: 'NL',
    email: 'info@demo.example.com',
    cocNumber: '30123456',
    vatNumber: 'NL859340880B01',
    iban1: 'NL91ABNA0417164300',
    bic1: 'ABNANL2A',
    accountHolder1: 'Demo Groothandel B.V.',
  },
  'Andere Handel B.V.': {
    name: 'Andere Handel B.V.',
    address: 'Marktstraat 5',
    postalCode: '3011 AA',
    city: 'Rotterdam',
    country: 'NL',
    email: 'info@other.example.com',
    cocNumber: '68750110',
    vatNumber: 'NL004495445B01',
    iban1: buildIban('NL', 'INGB0001234567'),
    bic1: 'INGBNL2A',
    accountHolder1: 'Andere Handel B.V.',
  },
};

export async function seedDemoCompanyDetails(tx: Tx, tenantId: string, tenantName: string, userId: string | null): Promise<void> {
  const value = demoCompanies[tenantName];
  if (!value) return;
  await upsertSettingRow(tx, tenantId, { section: 'companyDetails', value, secrets: {}, updatedBy: userId });
  // iDEAL on in the demo, paid on the simulated checkout (a real company turns it on with its API key).
  const payments = paymentsSettingsSchema.parse({ ideal: { enabled: true } });
  await upsertSettingRow(tx, tenantId, { section: 'payments', value: payments, secrets: {}, updatedBy: userId });
}
