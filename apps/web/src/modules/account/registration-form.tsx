import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type RegisterCompanyInput, type RegisterResult, registerCompanyInputSchema, registerInputSchema } from '@wb/contract/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import { applyFieldErrors } from './account-errors';
import { CompanyFields } from './company-fields';
import { FormTextField } from '@/components/form-fields';
import { formGrid, span } from '@/components/field-grid';
import { PersonFields } from './person-fields';
import { VerificationSent } from './verification-sent';
import { adoptSession } from './session-grant';
import { PasswordStrength } from '@/components/password-strength';

const userFields = ['firstName', 'lastName', 'email', 'password'] as const;
const companyFields = ['companyName', 'kvkNumber', 'vatNumber', 'address', 'postalCode', 'city', 'country'] as const;
const empty: RegisterCompanyInput = { firstName: '', lastName: '', email: '', password: '', companyName: '' };

/**
 * Registration of a person, or of a company with that person as its admin. When the server
 * answers a token and user the person is signed in; otherwise they are told to confirm their
 * address (platform §4).
 */
export function RegistrationForm({ company }: { company: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = company ? registerCompanyInputSchema : registerInputSchema;
  // The schemas are strict: the person form must not carry the company's (empty) fields.
  const form = useForm<RegisterCompanyInput>({
    resolver: zodResolver(schema as typeof registerCompanyInputSchema),
    defaultValues: company ? empty : (pick(empty, userFields) as RegisterCompanyInput),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const locale = (['nl', 'en', 'tr', 'ar'] as const).find((l) => i18n.language.startsWith(l));
    try {
      const result: RegisterResult = company
        ? await api('POST /auth/register/company', { body: { ...values, locale }, auth: false })
        : await api('POST /auth/register', { body: { ...pick(values, userFields), locale }, auth: false });
      if ('access_token' in result && result.user) {
        adoptSession(result);
        await navigate('/', { replace: true });
      } else {
        setSentTo(values.email.trim().toLowerCase());
      }
    } catch (err) {
      applyFieldErrors(err, form.setError, [...userFields, ...companyFields]);
      setFailure(failureText(err));
    }
  });

  function failureText(err: unknown): string {
    if (!(err instanceof ApiError) || err.code === 'NETWORK')
      return t(company ? 'account:errors.companyRegistrationFailed' : 'account:errors.registrationFailed');
    if (err.code === 'RATE_LIMITED') return describeError(t, err);
    return t('account:register.failed');
  }

  if (sentTo) return <VerificationSent email={sentTo} />;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} data-testid="registration-form">
      {failure && (
        <Alert severity="error" data-testid="registration-error">
          {failure}
        </Alert>
      )}
      {company && (
        <>
          <Typography variant="subtitle1">{t('account:register.companySection')}</Typography>
          <CompanyFields control={form.control} />
          <Typography variant="subtitle1" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            {t('account:register.adminSection')}
          </Typography>
        </>
      )}
      <Box sx={formGrid}>
        <PersonFields control={form.control} />
        <FormTextField
          sx={span(6)}
          control={form.control}
          name="password"
          type="password"
          label={t('account:fields.password')}
          helperText={t('common:validation.minLength', { count: 8 })}
          required
          autoComplete="new-password"
        />
      </Box>
      <PasswordStrength
        password={form.watch('password')}
        userInputs={[form.watch('firstName'), form.watch('lastName'), form.watch('email'), form.watch('companyName') ?? '']}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
        {form.formState.isSubmitting
          ? t('account:register.submitting')
          : t(company ? 'account:register.submitCompany' : 'account:register.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('account:register.haveAccount')}{' '}
        <MuiLink component={Link} to="/login">
          {t('account:register.signIn')}
        </MuiLink>
        {' · '}
        <MuiLink component={Link} to={company ? '/register' : '/register/company'}>
          {t(company ? 'account:register.personInstead' : 'account:register.companyInstead')}
        </MuiLink>
      </Typography>
    </Stack>
  );
}

function pick<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<T, K>;
}
