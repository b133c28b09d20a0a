import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Alert, Button, Stack } from '@mui/material';
import type { Invoice } from '@wb/contract/invoices';
import type { Payment } from '@wb/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { useCan } from '@/components/use-can';
import { useSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { IdealLinkPanel } from './ideal-link-panel';
import { useCreateIdeal } from './payments-api';
import { TerminalDialog } from './terminal-dialog';
import { describeError } from '@/app/messages';

/** On a final invoice with something outstanding: register a payment, an iDEAL link and QR code, or pay on a terminal. */
export function InvoicePaymentActions({ invoice }: { invoice: Invoice }) {
  useLazyNamespace('payments');
  const { t } = useTranslation();
  const canWrite = useCan('payments:write');
  // Settings → Payments → iDEAL off: no iDEAL link is offered (issue 25 item 16).
  const idealOn = useSettings().data?.payments.ideal.enabled ?? false;
  const ideal = useCreateIdeal();
  const [idealPayment, setIdealPayment] = useState<Payment | null>(null);
  const [idealOpen, setIdealOpen] = useState(false);
  const [terminal, setTerminal] = useState(false);
  const open =
    invoice.kind === 'invoice' && invoice.status !== 'draft' && invoice.status !== 'cancelled' && Number(invoice.outstandingAmount) > 0;
  if (!canWrite) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={Link} to={`/payments?invoiceId=${invoice.id}`} size="small">
        {t('payments:title')}
      </Button>
      {open && (
        <>
          <Button
            startIcon={<PaymentsIcon />}
            component={Link}
            to={`/payments/new?invoiceId=${invoice.id}`}
            size="small"
            data-testid="invoice-register-payment"
          >
            {t('payments:new')}
          </Button>
          {idealOn && (
            <Button
              startIcon={<QrCode2Icon />}
              size="small"
              data-testid="invoice-create-ideal"
              onClick={async () => {
                setIdealOpen(true);
                setIdealPayment(null);
                try {
                  setIdealPayment(await ideal.mutateAsync({ invoiceId: invoice.id }));
                } catch {
                  // Shown in the dialog.
                }
              }}
            >
              {t('payments:ideal.create')}
            </Button>
          )}
          <Button startIcon={<PointOfSaleIcon />} size="small" onClick={() => setTerminal(true)} data-testid="invoice-pay-terminal">
            {t('payments:terminal.pay')}
          </Button>
        </>
      )}
      {idealOpen && (
        <Dialog open onClose={() => setIdealOpen(false)} maxWidth="sm" fullWidth>
          <DialogTitle>{t('payments:ideal.title')}</DialogTitle>
          <DialogContent>
            {ideal.isPending && <Alert severity="info">{t('payments:ideal.creating')}</Alert>}
            {ideal.error && <Alert severity="error">{describeError(t, ideal.error)}</Alert>}
            {idealPayment && <IdealLinkPanel payment={idealPayment} />}
          </DialogContent>
          <DialogActions>
            {idealPayment && (
              <Button component={Link} to={`/payments/${idealPayment.id}`}>
                {t('payments:ideal.open')}
              </Button>
            )}
            <Button onClick={() => setIdealOpen(false)}>{t('payments:terminal.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {terminal && <TerminalDialog invoiceId={invoice.id} onClose={() => setTerminal(false)} />}
    </Stack>
  );
}
