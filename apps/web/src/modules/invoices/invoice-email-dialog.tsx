import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type Invoice, type SendInvoiceInput, sendInvoiceInputSchema } from '@wb/contract/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError, translateMessage } from '@/app/messages';
import { invoiceKeys } from './invoices-api';

const fields = ['to', 'cc', 'subject', 'body'] as const;

/** E-mail a final invoice: to, cc, subject and body from the tenant's template, the PDF attached. */
export function InvoiceEmailDialog({ invoice, onClose }: { invoice: Invoice; onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draft = useQuery({
    queryKey: ['invoices', 'email-draft', invoice.id],
    queryFn: ({ signal }) => api('GET /invoices/:id/email', { params: { id: invoice.id }, signal }),
  });
  const send = useMutation({
    mutationFn: (input: SendInvoiceInput) => api('POST /invoices/:id/email', { params: { id: invoice.id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
  const { control, handleSubmit, reset, formState } = useForm<SendInvoiceInput>({
    resolver: zodResolver(sendInvoiceInputSchema) as never,
    defaultValues: { to: '', cc: '', subject: '', body: '' },
  });
  useEffect(() => {
    if (draft.data) reset({ to: draft.data.to, cc: '', subject: draft.data.subject, body: draft.data.body });
  }, [draft.data, reset]);
  // A refusal shows in the dialog (send.error); it is not thrown on as an unhandled rejection.
  const onSend = handleSubmit((values) => {
    send.mutate({ ...values, cc: values.cc || undefined }, { onSuccess: () => onClose(true) });
  });
  const error = draft.error ?? send.error;

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" data-testid="invoice-email-dialog">
      <DialogTitle>{t('invoices:email.title', { number: invoice.invoiceNumber })}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id="invoice-email-form"
          // The dialog sits in the invoice page's form: React passes a portal's submit on to it,
          // which would save the invoice as well (issue 25, item 11). Sending mail saves nothing.
          onSubmit={(event: FormEvent) => {
            event.stopPropagation();
            void onSend(event);
          }}
          noValidate
        >
          {error && <Alert severity="error">{translateMessage(t, describeError(t, error))}</Alert>}
          {fields.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t(`invoices:email.${name}`)}
                  required={name !== 'cc'}
                  multiline={name === 'body'}
                  minRows={name === 'body' ? 6 : undefined}
                  error={!!formState.errors[name]}
                  helperText={translateMessage(t, formState.errors[name]?.message)}
                  slotProps={{ htmlInput: { 'data-testid': `invoice-email-${name}` } }}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="attachUbl"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('invoices:email.attachUbl')}
              />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            {t('invoices:email.attachment', { file: `${invoice.invoiceNumber}.pdf` })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('invoices:actions.cancel')}</Button>
        <Button
          type="submit"
          form="invoice-email-form"
          variant="contained"
          disabled={send.isPending || draft.isLoading}
          data-testid="invoice-email-send"
        >
          {t('invoices:email.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
