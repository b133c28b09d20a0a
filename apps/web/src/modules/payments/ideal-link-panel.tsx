import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import type { Payment } from '@wb/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailPaymentLink } from './payments-api';
import { describeError } from '@/app/messages';

/** An iDEAL payment's link and QR code, and sending the link by e-mail. */
export function IdealLinkPanel({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const email = useEmailPaymentLink(payment.id);
  const [to, setTo] = useState('');
  const [sent, setSent] = useState(false);
  if (!payment.checkoutUrl) return null;
  return (
    <Stack spacing={1.5} data-testid="ideal-link-panel">
      {payment.provider === 'simulated' && <Alert severity="info">{t('payments:detail.simulated')}</Alert>}
      <Typography variant="body2">
        {t('payments:detail.checkoutLink')}:{' '}
        <MuiLink href={payment.checkoutUrl} target="_blank" rel="noopener" data-testid="ideal-checkout-link">
          {payment.checkoutUrl}
        </MuiLink>
      </Typography>
      {payment.qrCode && (
        <Box
          component="img"
          src={payment.qrCode}
          alt={t('payments:detail.qrCode')}
          sx={{ width: 200, height: 200 }}
          data-testid="ideal-qr"
        />
      )}
      {payment.status === 'pending' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField size="small" type="email" label={t('payments:detail.emailTo')} value={to} onChange={(e) => setTo(e.target.value)} />
          <Button
            onClick={async () => {
              await email.mutateAsync(to);
              setSent(true);
            }}
            disabled={!to || email.isPending}
          >
            {t('payments:detail.emailLink')}
          </Button>
        </Stack>
      )}
      {sent && <Alert severity="success">{t('payments:detail.sent')}</Alert>}
      {email.error && <Alert severity="error">{describeError(t, email.error)}</Alert>}
    </Stack>
  );
}
