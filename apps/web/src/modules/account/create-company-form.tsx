import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { type CompanyDetailsInput, companyDetailsSchema } from '@wb/contract/account';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateCompany } from './account-api';
import { applyFieldErrors, describeAccountError } from './account-errors';
import { CompanyFields } from './company-fields';
import { adoptSession } from './session-grant';

/** A signed-in person without a company registers one and becomes its admin. */
export function CreateCompanyForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyDetailsInput>({ resolver: zodResolver(companyDetailsSchema), defaultValues: { companyName: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const grant = await create.mutateAsync(values);
      adoptSession(grant);
      enqueueSnackbar(t('account:noCompany.created', { name: grant.user.tenantName }), { variant: 'success' });
      onClose();
    } catch (err) {
      applyFieldErrors(err, form.setError, ['companyName', 'kvkNumber', 'vatNumber', 'address', 'postalCode', 'city', 'country']);
      setFailure(describeAccountError(t, err, 'account:errors.companyRegistrationFailed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }} data-testid="create-company-form">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <CompanyFields control={form.control} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('account:noCompany.submit')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </Stack>
    </Box>
  );
}
