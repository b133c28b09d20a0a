import { CardContent, Alert, Button, Card, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { createTenantInputSchema, subscriptionStatuses, updateTenantInputSchema } from '@wb/contract/tenants';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, FieldGrid } from '@/components/field-grid';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useCreateTenant, useTenant, useUpdateTenant } from './tenants-api';
import { PasswordStrength } from '@/components/password-strength';
import { describeError, translateMessage } from '@/app/messages';
import { applyServerErrors } from '@/app/server-errors';

type FormValues = {
  name: string;
  subscriptionStatus: (typeof subscriptionStatuses)[number];
  withAdmin: boolean;
  invite: boolean;
  admin: { firstName: string; lastName: string; email: string; password: string };
};
const adminFields = ['firstName', 'lastName', 'email', 'password'] as const;
const serverFields = ['name', 'subscriptionStatus', ...adminFields.map((f) => `admin.${f}`)];

/** /tenants/new (with the first admin, by password or invitation) and /tenants/{id}/edit. */
export function TenantFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useTenant(id);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: {
      name: '',
      subscriptionStatus: 'active',
      withAdmin: true,
      invite: false,
      admin: { firstName: '', lastName: '', email: '', password: '' },
    },
  });
  const { register, control, handleSubmit, setError, reset, watch, formState } = form;
  useEffect(() => {
    if (existing.data) reset({ ...form.getValues(), name: existing.data.name, subscriptionStatus: existing.data.subscriptionStatus });
  }, [existing.data, reset, form]);

  const showIssues = (issues: z.core.$ZodIssue[]) => {
    for (const issue of issues) setError(issue.path.join('.') as 'name', { type: 'schema', message: issue.message });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const admin = values.withAdmin ? { ...values.admin, password: values.invite ? undefined : values.admin.password } : undefined;
    const parsed = id
      ? updateTenantInputSchema.safeParse({ name: values.name, subscriptionStatus: values.subscriptionStatus })
      : createTenantInputSchema.safeParse({ name: values.name, subscriptionStatus: values.subscriptionStatus, admin });
    if (!parsed.success) return showIssues(parsed.error.issues);
    try {
      const saved = id
        ? await update.mutateAsync({ id, input: parsed.data })
        : await create.mutateAsync(parsed.data as z.output<typeof createTenantInputSchema>);
      await navigate(`/tenants/${saved.id}`);
    } catch (err) {
      // The first admin is made by the tenant-users service, whose field names have no prefix.
      const rename = { firstName: 'admin.firstName', lastName: 'admin.lastName', email: 'admin.email', password: 'admin.password' };
      if (!applyServerErrors(t, err, setError, serverFields, rename)) setFailure(describeError(t, err));
    }
  });

  const message = (path: string) => {
    const parts = path.split('.');
    const error = parts.length === 2 ? formState.errors.admin?.[parts[1] as keyof FormValues['admin']] : formState.errors[path as 'name'];
    return { error: !!error, helperText: translateMessage(t, error?.message) };
  };
  const withAdmin = watch('withAdmin');
  const invite = watch('invite');

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {id ? t('tenants:form.editTitle') : t('tenants:form.newTitle')}
      </Typography>
      {failure && (
        <Alert severity="error" data-testid="tenant-form-error">
          {failure}
        </Alert>
      )}
      <Card>
        <CardContent>
          <FieldGrid>
            <Field span={8}>
              <TextField {...register('name')} {...message('name')} label={t('tenants:fields.name')} required fullWidth autoFocus />
            </Field>
            <Field span={4}>
              <Controller
                name="subscriptionStatus"
                control={control}
                render={({ field }) => (
                  <TextField select {...field} {...message('subscriptionStatus')} label={t('tenants:fields.subscriptionStatus')} fullWidth>
                    {subscriptionStatuses.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`tenants:status.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Field>
          </FieldGrid>
        </CardContent>
      </Card>
      {!id && (
        <Card>
          <CardContent>
            <Typography variant="h6">{t('tenants:form.adminTitle')}</Typography>
            <Controller
              name="withAdmin"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('tenants:form.withAdmin')}
                />
              )}
            />
            {withAdmin && (
              <FieldGrid sx={{ mt: 1 }}>
                {(['firstName', 'lastName', 'email'] as const).map((f) => (
                  <Field key={f} span={f === 'email' ? 12 : 6}>
                    <TextField
                      {...register(`admin.${f}`)}
                      {...message(`admin.${f}`)}
                      label={t(`tenantUsers:fields.${f}`)}
                      required
                      fullWidth
                    />
                  </Field>
                ))}
                <Field>
                  <Controller
                    name="invite"
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel
                        control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                        label={t('tenants:form.inviteAdmin')}
                      />
                    )}
                  />
                </Field>
                {!invite && (
                  <Field>
                    <TextField
                      {...register('admin.password')}
                      {...message('admin.password')}
                      type="password"
                      autoComplete="new-password"
                      label={t('tenantUsers:fields.password')}
                      required
                      fullWidth
                    />
                    <PasswordStrength password={form.watch('admin.password')} />
                  </Field>
                )}
              </FieldGrid>
            )}
          </CardContent>
        </Card>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="tenant-form-submit">
          {formState.isSubmitting ? t('tenantUsers:dialog.saving') : t('common:actions.save')}
        </Button>
        <Button component={Link} to={id ? `/tenants/${id}` : '/tenants'}>
          {t('common:actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
