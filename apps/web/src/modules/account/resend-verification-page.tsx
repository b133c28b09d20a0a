import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type ResendVerificationInput, resendVerificationInputSchema } from '@wb/contract/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import { FormTextField } from '@/components/form-fields';
import { PublicCard } from './public-card';
import { useAccountTexts } from './use-account-texts';

/** /resend-verification: a new confirmation link. The answer never tells whether the address has an account. */
export function ResendVerificationPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResendVerificationInput>({ resolver: zodResolver(resendVerificationInputSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /auth/resend-verification', { body: values, auth: false });
      setSent(true);
    } catch (err) {
      setFailure(err instanceof ApiError && err.code === 'RATE_LIMITED' ? describeError(t, err) : t('account:resend.failed'));
    }
  });

  return (
    <PublicCard title={t('account:resend.title')} subtitle={t('account:resend.subtitle')}>
      {sent ? (
        <Alert severity="success" data-testid="resend-sent">
          {t('account:resend.sent')}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('account:fields.email')}
            required
            fullWidth
            autoComplete="email"
          />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
            {t('account:resend.submit')}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to="/login">
          {t('account:register.signIn')}
        </MuiLink>
      </Typography>
    </PublicCard>
  );
}
