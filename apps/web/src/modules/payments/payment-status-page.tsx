import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { PublicPaymentView } from '@wb/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { formatMoney } from '@/components/format';
import { fetchPublicStatus } from './payments-api';
import { PublicLayout } from './public-layout';
import { describeError } from '@/app/messages';

const icon: Record<PublicPaymentView['status'], typeof CheckCircleIcon> = {
  paid: CheckCircleIcon,
  pending: HourglassTopIcon,
  failed: CancelIcon,
  expired: CancelIcon,
  cancelled: CancelIcon,
  refunded: CheckCircleIcon,
};
const colour = {
  paid: 'success.main',
  pending: 'info.main',
  failed: 'error.main',
  expired: 'warning.main',
  cancelled: 'text.secondary',
  refunded: 'warning.main',
} as const;

/** /payment-status/:paymentId: public, no sign-in; asks again every few seconds while pending. */
export function PaymentStatusPage() {
  useLazyNamespace('payments');
  const { t, i18n } = useTranslation();
  const { paymentId = '' } = useParams();
  const status = useQuery({
    queryKey: ['public-payment', paymentId],
    queryFn: () => fetchPublicStatus(paymentId),
    enabled: Boolean(paymentId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
  const view = status.data;
  const Icon = view ? icon[view.status] : HourglassTopIcon;
  return (
    <PublicLayout>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('payments:public.title')}
        </Typography>
        {!paymentId && <Alert severity="error">{t('payments:messages.idRequired')}</Alert>}
        {status.isLoading && <CircularProgress />}
        {status.error && <Alert severity="error">{describeError(t, status.error)}</Alert>}
        {view && (
          <>
            <Icon sx={{ fontSize: 64, color: colour[view.status] }} />
            <Typography variant="h6" data-testid="public-payment-status" data-status={view.status}>
              {t(`payments:public.status.${view.status}`)}
            </Typography>
            <Typography>{t(`payments:public.text.${view.status}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {view.description} · {formatMoney(view.amount, i18n.language)}
            </Typography>
            {view.checkoutUrl && (
              <Button variant="contained" href={view.checkoutUrl}>
                {t('payments:public.payNow')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
