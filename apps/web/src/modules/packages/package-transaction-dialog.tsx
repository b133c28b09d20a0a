import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import {
  type PackageTransaction,
  type PackageTransactionFormValues,
  packageTransactionFormSchema,
  packageTypes,
} from '@wb/contract/packages';
import { todayInCompanyZone } from '@wb/domain/today';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
import { FormDecimalField } from '@/components/decimal-field';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { applyServerErrors, FormNumberField, FormSelectField, FormTextField } from '@/components/form-fields';
import { Grid } from '@/components/grid';
import { useCan } from '@/components/use-can';
import { type AccountChoice, AccountPicker } from '@/modules/orders/account-picker';
import { originLabel } from './package-labels';
import { describeError, translateMessage } from '@/app/messages';
import { useDeletePackageTransaction, usePackageTypes, useSavePackageTransaction } from './packages-api';

const fields = [
  'packageType',
  'customTypeId',
  'accountId',
  'date',
  'quantityReceived',
  'quantityDelivered',
  'unitValue',
  'notes',
  'reference',
];

type Props = { transaction: PackageTransaction | null; accountId?: string; onClose: () => void };

/**
 * A manual transaction (a driver's pickup, a count correction) made or changed; the reason is
 * required. One raised by an order is shown read-only: it changes with its order.
 */
export function PackageTransactionDialog({ transaction, onClose }: Props) {
  const { t } = useTranslation();
  const canWrite = useCan('orders:write');
  const canDelete = useCan('orders:delete');
  const types = usePackageTypes();
  const save = useSavePackageTransaction();
  const remove = useDeletePackageTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [account, setAccount] = useState<AccountChoice | null>(
    transaction ? { id: transaction.accountId, label: `${transaction.companyName} · ${transaction.accountNumber}` } : null,
  );
  const fromOrder = !!transaction && transaction.origin !== 'manual';
  const readOnly = fromOrder || !canWrite;
  const form = useForm<PackageTransactionFormValues>({
    resolver: zodResolver(packageTransactionFormSchema),
    defaultValues: {
      packageType: transaction?.packageType ?? 'chicken_crate',
      customTypeId: transaction?.customTypeId ?? null,
      accountId: transaction?.accountId ?? '',
      date: transaction?.date ?? todayInCompanyZone(),
      quantityReceived: transaction?.quantityReceived ?? 0,
      quantityDelivered: transaction?.quantityDelivered ?? 0,
      unitValue: transaction?.unitValue ?? '',
      notes: transaction?.notes ?? '',
      reference: transaction?.reference ?? '',
    },
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const packageType = useWatch({ control, name: 'packageType' });
  const customOptions = (types.data?.custom ?? [])
    .filter((c) => c.isActive || c.id === transaction?.customTypeId)
    .map((c) => ({ value: c.id, label: c.name }));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const input = { ...values, customTypeId: values.packageType === 'custom' ? values.customTypeId : null };
    try {
      await save.mutateAsync({ id: transaction?.id ?? null, input });
      onClose();
    } catch (err) {
      if (!applyServerErrors(setError, err, fields)) setFailure(describeError(t, err));
    }
  });

  const confirmDelete = async () => {
    if (!transaction) return;
    try {
      await remove.mutateAsync(transaction.id);
      onClose();
    } catch (err) {
      setDeleting(false);
      setFailure(describeError(t, err));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{transaction ? t('packages:form.editTitle') : t('packages:form.newTitle')}</DialogTitle>
      <DialogContent>
        {fromOrder && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="raised-by-order">
            {t('packages:form.raisedByOrder', { origin: originLabel(t, transaction), reference: transaction.reference })}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }} component="form" id="package-transaction" noValidate onSubmit={submit}>
          <Grid size={12}>
            <Controller
              control={control}
              name="accountId"
              render={({ fieldState }) => (
                <AccountPicker
                  label={t('packages:fields.account')}
                  value={account}
                  disabled={readOnly}
                  onChange={(choice) => {
                    setAccount(choice);
                    setValue('accountId', choice?.id ?? '', { shouldValidate: formState.isSubmitted });
                  }}
                  error={translateMessage(t, fieldState.error?.message)}
                  data-testid="package-account"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="packageType"
              label={t('packages:fields.packageType')}
              options={packageTypes.map((type) => ({ value: type, label: t(`packages:types.${type}`) }))}
              testId="package-type"
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {packageType === 'custom' ? (
              <FormSelectField
                control={control}
                name="customTypeId"
                label={t('packages:fields.customType')}
                options={[{ value: '', label: '' }, ...customOptions]}
                testId="package-custom-type"
                disabled={readOnly}
              />
            ) : (
              <Controller
                control={control}
                name="date"
                render={({ field, fieldState }) => (
                  <DateField
                    label={t('packages:fields.date')}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    name={field.name}
                    fullWidth
                    disabled={readOnly}
                    error={!!fieldState.error}
                    helperText={translateMessage(t, fieldState.error?.message)}
                    testId="package-date"
                  />
                )}
              />
            )}
          </Grid>
          <Grid size={6}>
            <FormNumberField
              control={control}
              name="quantityDelivered"
              label={t('packages:fields.quantityDelivered')}
              min={0}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={6}>
            <FormNumberField
              control={control}
              name="quantityReceived"
              label={t('packages:fields.quantityReceived')}
              min={0}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDecimalField
              control={control}
              name="unitValue"
              label={t('packages:fields.unitValue')}
              helperText={t('packages:form.unitValueHint')}
              minDecimals={2}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="reference" label={t('packages:fields.reference')} disabled={readOnly} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="notes"
              label={t('packages:fields.reason')}
              required={!fromOrder}
              multiline
              minRows={2}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        {transaction && !fromOrder && canDelete && (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ marginInlineEnd: 'auto' }} data-testid="package-delete">
            {t('packages:actions.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{readOnly ? t('common:actions.close') : t('common:actions.cancel')}</Button>
        {!readOnly && (
          <Button type="submit" form="package-transaction" variant="contained" disabled={formState.isSubmitting} data-testid="package-save">
            {t('common:actions.save')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={deleting}
        title={t('packages:form.deleteTitle')}
        confirmLabel={t('packages:actions.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      >
        {t('packages:form.deleteText')}
      </ConfirmDialog>
    </Dialog>
  );
}
