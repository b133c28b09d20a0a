import {
  Alert,
  Button,
  Card,
  CardContent,
  Grid,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCan } from '@/components/use-can';
import { formatDateTime, formatMoney } from '@/components/format';
import { IdealLinkPanel } from './ideal-link-panel';
import { PaymentStatusChip } from './payment-status-chip';
import { useDeletePayment, usePayment, useRefundPayment } from './payments-api';
import { describeError } from '@/app/messages';

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId}>{children}</Typography>
    </Grid>
  );
}

/** /payments/:id: every field, the invoices it went to, refunds, the iDEAL link, and the actions. */
export function PaymentDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const payment = usePayment(id);
  const refund = useRefundPayment(id);
  const remove = useDeletePayment();
  const canWrite = useCan('payments:write');
  const canDelete = useCan('payments:delete');
  const [refunding, setRefunding] = useState(false);
  const [refundAmount, setRefundAmount] = useState('');
  const [refundText, setRefundText] = useState('');
  const [deleting, setDeleting] = useState(false);
  const money = (value: string) => formatMoney(value, i18n.language);

  if (payment.error) return <Alert severity="error">{describeError(t, payment.error)}</Alert>;
  const p = payment.data;
  if (!p) return null;
  const manual = !p.provider && p.refundedAmount === '0.00' && p.status !== 'refunded' && p.status !== 'partial_refund';
  const refundable = p.status === 'completed' || p.status === 'partial_refund';

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('payments:detail.title', { amount: money(p.amount) })}
        </Typography>
        <PaymentStatusChip status={p.status} />
        {canWrite && manual && (
          <Button component={Link} to={`/payments/${p.id}/edit`}>
            {t('payments:edit')}
          </Button>
        )}
        {canWrite && refundable && (
          <Button onClick={() => setRefunding(true)} data-testid="payment-refund">
            {t('payments:detail.refund')}
          </Button>
        )}
        {canDelete && manual && (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('payments:detail.delete')}
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Field label={t('payments:fields.amount')} testId="payment-amount">
              {money(p.amount)}
            </Field>
            <Field label={t('payments:fields.paymentDate')}>{p.paymentDate}</Field>
            <Field label={t('payments:fields.method')}>{t(`payments:methods.${p.method}`)}</Field>
            <Field label={t('payments:fields.account')}>{p.account?.companyName ?? '—'}</Field>
            <Field label={t('payments:fields.reference')}>{p.reference || '—'}</Field>
            <Field label={t('payments:fields.currency')}>{p.currency}</Field>
            <Field label={t('payments:fields.allocated')}>{money(p.allocatedAmount)}</Field>
            <Field label={t('payments:fields.refunded')}>{money(p.refundedAmount)}</Field>
            <Field label={t('payments:fields.provider')}>{p.provider ? t(`payments:providers.${p.provider}`) : '—'}</Field>
            {p.terminalId && <Field label={t('payments:fields.terminal')}>{p.terminalId}</Field>}
            <Grid size={12}>
              <Typography variant="caption" color="text.secondary">
                {t('payments:fields.notes')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.notes || '—'}</Typography>
            </Grid>
            {p.provider && (
              <Grid size={12}>
                <MuiLink href={p.statusPage} target="_blank" rel="noopener" data-testid="payment-status-page">
                  {t('payments:detail.statusPage')}
                </MuiLink>
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>
      {p.checkoutUrl && p.status === 'pending' && (
        <Card>
          <CardContent>
            <IdealLinkPanel payment={p} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="subtitle1">{t('payments:detail.allocations')}</Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('payments:fields.invoice')}</TableCell>
                <TableCell align="right">{t('payments:fields.amount')}</TableCell>
                <TableCell align="right">{t('payments:fields.refunded')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.allocations.map((a) => (
                <TableRow key={a.invoiceId}>
                  <TableCell>
                    <Link to={`/invoices/${a.invoiceId}/edit`}>{a.invoiceNumber}</Link>
                  </TableCell>
                  <TableCell align="right">{money(a.amount)}</TableCell>
                  <TableCell align="right">{money(a.reversed)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {p.refunds.length > 0 && (
            <>
              <Typography variant="subtitle1" sx={{ mt: 2 }}>
                {t('payments:detail.refunds')}
              </Typography>
              <Table size="small">
                <TableBody>
                  {p.refunds.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{formatDateTime(r.createdAt, i18n.language)}</TableCell>
                      <TableCell>{r.description}</TableCell>
                      <TableCell align="right">{money(r.amount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={refunding}
        title={t('payments:detail.refund')}
        confirmLabel={t('payments:detail.refund')}
        busy={refund.isPending}
        error={refund.error ? describeError(t, refund.error) : undefined}
        onClose={() => setRefunding(false)}
        onConfirm={async () => {
          await refund.mutateAsync({ amount: refundAmount || undefined, description: refundText || undefined });
          setRefunding(false);
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={t('payments:detail.refundAmount')}
            helperText={t('payments:detail.refundAll')}
            value={refundAmount}
            onChange={(e) => setRefundAmount(e.target.value)}
          />
          <TextField
            size="small"
            label={t('payments:detail.refundDescription')}
            value={refundText}
            onChange={(e) => setRefundText(e.target.value)}
          />
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        danger
        title={t('payments:detail.delete')}
        confirmLabel={t('payments:detail.delete')}
        busy={remove.isPending}
        error={remove.error ? describeError(t, remove.error) : undefined}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await remove.mutateAsync(p.id);
          navigate('/payments');
        }}
      >
        {t('payments:detail.deleteConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
