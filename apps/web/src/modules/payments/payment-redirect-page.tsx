import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { PublicLayout } from './public-layout';

/** /payment-status/redirect?id=…: where the provider sends the customer back; shows the payment's status page. */
export function PaymentRedirectPage() {
  useLazyNamespace('payments');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Navigate to={`/payment-status/${encodeURIComponent(id)}`} replace />;
  return (
    <PublicLayout>
      <Alert severity="error">{t('payments:messages.idRequired')}</Alert>
    </PublicLayout>
  );
}
