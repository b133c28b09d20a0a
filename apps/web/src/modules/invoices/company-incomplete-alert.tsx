import { Alert, Button } from '@mui/material';
import { legalCompanyFields } from '@wb/contract/invoices';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/app/api/api-error';

/** The company details a finalise was refused for (details under `companyDetails.<field>`), or none. */
export function missingCompanyFieldsOf(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  const fields = err.details.map((d) => d.path.replace(/^companyDetails\./, ''));
  return err.details.every((d) => d.path.startsWith('companyDetails.'))
    ? fields.filter((f) => (legalCompanyFields as readonly string[]).includes(f))
    : [];
}

/** "Complete the company details first" with the missing fields by name and a link to the settings page. */
export function CompanyIncompleteAlert({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="company-incomplete"
      action={
        <Button component={Link} to="/settings/company-details" color="inherit" size="small">
          {t('invoices:legal.openSettings')}
        </Button>
      }
    >
      {t('invoices:legal.incomplete', { fields: fields.map((f) => t(`invoices:legal.fields.${f}`)).join(', ') })}
    </Alert>
  );
}
