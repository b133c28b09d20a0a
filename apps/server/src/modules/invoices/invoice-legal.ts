import { type LegalCompanyField, legalCompanyFieldNames, legalCompanyFields } from '@wb/contract/invoices';
import type { Ctx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { getSettingsSection } from '@/modules/settings/settings.service';

/** The company details that Dutch law requires on an invoice and that the company has not filled in. */
export async function missingCompanyFields(ctx: Ctx): Promise<LegalCompanyField[]> {
  const company = await getSettingsSection(ctx, 'companyDetails');
  return legalCompanyFields.filter((field) => !String(company[field] ?? '').trim());
}

/**
 * An invoice may not be made final while the company details lack what the law requires (name,
 * address, VAT id, KvK number, IBAN): 409 naming the missing fields, each as a detail under
 * `companyDetails.<field>` so the app can link to the settings page.
 */
export async function assertLegalCompanyDetails(ctx: Ctx): Promise<void> {
  const missing = await missingCompanyFields(ctx);
  if (missing.length === 0) return;
  const names = missing.map((field) => legalCompanyFieldNames[field]);
  throw new AppError(
    'CONFLICT',
    'invoices.companyIncomplete',
    { fields: names.join(', ') },
    {
      details: missing.map((field) => ({
        path: `companyDetails.${field}`,
        key: 'invoices.companyFieldRequired',
        params: { field: legalCompanyFieldNames[field] },
      })),
    },
  );
}
