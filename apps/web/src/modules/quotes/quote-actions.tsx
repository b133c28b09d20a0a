import { Alert, Button, TextField } from '@mui/material';
import type { Quote } from '@wb/contract/quotes';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Stack } from '@/components/stack';
import { openQuotePdf, useAcceptQuote, useDeclineQuote, useDeleteQuote, useQuoteEmailDraft, useSendQuote } from './quotes-api';

/** What can be done with a saved quote: PDF, send (e-mail with the template and PDF), accept into an order, decline, delete. */
export function QuoteActions({ quote, canWrite }: { quote: Quote; canWrite: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [emailing, setEmailing] = useState(false);
  const [confirm, setConfirm] = useState<'accept' | 'decline' | 'delete' | null>(null);
  const accept = useAcceptQuote(quote.id);
  const decline = useDeclineQuote(quote.id);
  const remove = useDeleteQuote();
  const fail = (err: unknown) => enqueueSnackbar(describeError(t, err), { variant: 'error' });
  const open = quote.status === 'draft' || quote.status === 'sent';

  const run = async () => {
    try {
      if (confirm === 'accept') {
        const result = await accept.mutateAsync(undefined);
        enqueueSnackbar(t('quotes:actions.accepted', { number: result.orderNumber }), { variant: 'success' });
        await navigate(`/orders/${result.orderId}/edit`);
      } else if (confirm === 'decline') {
        await decline.mutateAsync(undefined);
        enqueueSnackbar(t('quotes:actions.declined'), { variant: 'success' });
      } else if (confirm === 'delete') {
        await remove.mutateAsync(quote.id);
        await navigate('/quotes', { replace: true });
      }
      setConfirm(null);
    } catch (err) {
      setConfirm(null);
      fail(err);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="quote-actions">
      <Button variant="outlined" onClick={() => void openQuotePdf(quote.id).catch(fail)} data-testid="quote-pdf">
        {t('quotes:actions.pdf')}
      </Button>
      {canWrite && open && (
        <Button variant="outlined" onClick={() => setEmailing(true)} data-testid="quote-send">
          {quote.status === 'draft' ? t('quotes:actions.send') : t('quotes:actions.sendAgain')}
        </Button>
      )}
      {canWrite && quote.status === 'sent' && (
        <Button variant="contained" color="success" onClick={() => setConfirm('accept')} data-testid="quote-accept">
          {t('quotes:actions.accept')}
        </Button>
      )}
      {canWrite && quote.status === 'sent' && (
        <Button variant="outlined" color="error" onClick={() => setConfirm('decline')} data-testid="quote-decline">
          {t('quotes:actions.decline')}
        </Button>
      )}
      {canWrite && quote.status === 'draft' && (
        <Button color="error" onClick={() => setConfirm('delete')} data-testid="quote-delete">
          {t('quotes:actions.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`quotes:confirm.${confirm}Title`) : ''}
        confirmLabel={confirm ? t(`quotes:actions.${confirm}`) : ''}
        danger={confirm !== 'accept'}
        busy={accept.isPending || decline.isPending || remove.isPending}
        onConfirm={() => void run()}
        onClose={() => setConfirm(null)}
      >
        {confirm ? t(`quotes:confirm.${confirm}Text`, { number: quote.quoteNumber }) : ''}
      </ConfirmDialog>
      {emailing && <QuoteSendDialog quote={quote} onClose={() => setEmailing(false)} />}
    </Stack>
  );
}

/** The e-mail as the quote template makes it, editable, sent with the PDF through the outbox. */
function QuoteSendDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const draft = useQuoteEmailDraft(quote.id, true);
  const send = useSendQuote(quote.id);
  const [edits, setEdits] = useState<{ to?: string; subject?: string; body?: string }>({});
  const value = (field: 'to' | 'subject' | 'body') => edits[field] ?? draft.data?.[field] ?? '';
  const submit = async (skipEmail: boolean) => {
    try {
      await send.mutateAsync(
        skipEmail
          ? { skipEmail: true }
          : { to: value('to'), ...(edits.subject || edits.body ? { subject: value('subject'), body: value('body') } : {}) },
      );
      enqueueSnackbar(t(skipEmail ? 'quotes:email.marked' : 'quotes:email.sent'), { variant: 'success' });
      onClose();
    } catch (err) {
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('quotes:email.title', { number: quote.quoteNumber })}</DialogTitle>
      <DialogContent>
        {draft.isError && <Alert severity="error">{describeError(t, draft.error)}</Alert>}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('quotes:email.to')}
            value={value('to')}
            onChange={(e) => setEdits({ ...edits, to: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'quote-email-to' } }}
          />
          <TextField
            label={t('quotes:email.subject')}
            value={value('subject')}
            onChange={(e) => setEdits({ ...edits, subject: e.target.value })}
          />
          <TextField
            label={t('quotes:email.body')}
            value={value('body')}
            onChange={(e) => setEdits({ ...edits, body: e.target.value })}
            multiline
            minRows={6}
          />
          <Alert severity="info">{t('quotes:email.attachment', { file: `${quote.quoteNumber}.pdf` })}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        {quote.status === 'draft' && (
          <Button onClick={() => void submit(true)} disabled={send.isPending} data-testid="quote-mark-sent">
            {t('quotes:email.markSent')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => void submit(false)}
          disabled={send.isPending || !draft.data}
          data-testid="quote-email-send"
        >
          {t('quotes:email.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
