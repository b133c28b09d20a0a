import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { formatMoney } from '@/components/format';
import { chooseSimulatedOutcome, fetchSimulatedCheckout } from './payments-api';
import { PublicLayout } from './public-layout';
import { describeError } from '@/app/messages';

const outcomes = ['paid', 'failed', 'cancelled', 'expired'] as const;

/** /payment-checkout/:paymentId: the simulated provider's checkout, where the tester picks the outcome. */
export function SimulatedCheckoutPage() {
  useLazyNamespace('payments');
  const { t, i18n } = useTranslation();
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useQuery({
    queryKey: ['simulated-checkout', paymentId],
    queryFn: () => fetchSimulatedCheckout(paymentId),
    retry: false,
  });
  const choose = useMutation({
    mutationFn: (outcome: (typeof outcomes)[number]) => chooseSimulatedOutcome(paymentId, outcome),
    onSuccess: (result) => navigate(result.redirectUrl),
  });
  return (
    <PublicLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('payments:checkout.title')}
        </Typography>
        <Alert severity="warning">{t('payments:checkout.warning')}</Alert>
        {checkout.error && <Alert severity="error">{describeError(t, checkout.error)}</Alert>}
        {checkout.data && (
          <>
            <Typography>
              {checkout.data.description} · <strong>{formatMoney(checkout.data.amount, i18n.language)}</strong>
            </Typography>
            {checkout.data.status === 'pending' ? (
              <>
                <Typography variant="subtitle2">{t('payments:checkout.choose')}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {outcomes.map((outcome) => (
                    <Button
                      key={outcome}
                      variant={outcome === 'paid' ? 'contained' : 'outlined'}
                      color={outcome === 'paid' ? 'success' : 'inherit'}
                      disabled={choose.isPending}
                      onClick={() => choose.mutate(outcome)}
                      data-testid={`checkout-${outcome}`}
                    >
                      {t(`payments:checkout.${outcome}`)}
                    </Button>
                  ))}
                </Stack>
              </>
            ) : (
              <Button onClick={() => navigate(`/payment-status/${paymentId}`)}>{t('payments:public.title')}</Button>
            )}
          </>
        )}
        {choose.error && <Alert severity="error">{describeError(t, choose.error)}</Alert>}
      </Stack>
    </PublicLayout>
  );
}
