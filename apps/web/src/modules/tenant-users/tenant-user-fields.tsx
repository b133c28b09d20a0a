import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { CreateTenantUserInput, TenantUser, TenantUserRole } from '@wb/contract/tenant-users';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { DecimalField } from '@/components/decimal-field';
import { Field, FieldGrid } from '@/components/field-grid';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/app/messages';

export type UserFormMode = 'create' | 'edit' | 'invite';
export type UserFormValues = CreateTenantUserInput;

type Props = {
  form: UseFormReturn<UserFormValues, unknown, unknown>;
  mode: UserFormMode;
  roles: readonly TenantUserRole[];
  managers: TenantUser[];
  /** Salary, hire date and phone: only for users:admin. */
  showPersonal: boolean;
  /** A super admin without a fixed tenant picks one. */
  tenants?: Array<{ id: string; name: string }>;
};

/** The fields of a tenant user, for creating, editing and inviting. */
export function TenantUserFields({ form, mode, roles, managers, showPersonal, tenants }: Props) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const error = (name: keyof UserFormValues) => {
    const message = formState.errors[name]?.message;
    return { error: !!message, helperText: translateMessage(t, typeof message === 'string' ? message : undefined) };
  };
  const text = (name: keyof UserFormValues, extra: object = {}) => ({
    ...register(name),
    ...error(name),
    label: t(`tenantUsers:fields.${name}`),
    fullWidth: true,
    ...extra,
  });

  return (
    <FieldGrid sx={{ pt: 1 }}>
      {tenants && (
        <Field>
          <Controller
            name="tenantId"
            control={control}
            render={({ field }) => (
              <TextField
                select
                {...field}
                value={field.value ?? ''}
                {...error('tenantId')}
                label={t('tenantUsers:fields.tenant')}
                fullWidth
              >
                {tenants.map((tenant) => (
                  <MenuItem key={tenant.id} value={tenant.id}>
                    {tenant.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Field>
      )}
      <Field span={6}>
        <TextField {...text('firstName', { required: true, autoFocus: true })} />
      </Field>
      <Field span={6}>
        <TextField {...text('lastName', { required: true })} />
      </Field>
      <Field span={showPersonal ? 6 : 12}>
        <TextField {...text('email', { required: true, type: 'email' })} />
      </Field>
      {showPersonal && (
        <Field span={6}>
          <TextField {...text('phone', { type: 'tel' })} />
        </Field>
      )}
      {mode === 'create' && (
        <Field>
          <TextField {...text('password', { required: true, type: 'password', autoComplete: 'new-password' })} />
        </Field>
      )}
      <Field span={6}>
        <Controller
          name="role"
          control={control}
          render={({ field }) => (
            <TextField select {...field} {...error('role')} label={t('tenantUsers:fields.role')} fullWidth data-testid="role-select">
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`common:roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Field>
      <Field span={6}>
        <Controller
          name="managerId"
          control={control}
          render={({ field }) => (
            <TextField
              select
              {...field}
              value={field.value ?? ''}
              {...error('managerId')}
              label={t('tenantUsers:fields.manager')}
              fullWidth
            >
              <MenuItem value="">{t('tenantUsers:fields.noManager')}</MenuItem>
              {managers.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {`${m.firstName} ${m.lastName}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Field>
      <Field span={6}>
        <TextField {...text('department')} />
      </Field>
      <Field span={6}>
        <TextField {...text('position')} />
      </Field>
      {showPersonal && (
        <>
          <Field span={6}>
            <Controller
              name="hireDate"
              control={control}
              render={({ field }) => (
                <DateField
                  {...error('hireDate')}
                  label={t('tenantUsers:fields.hireDate')}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  fullWidth
                />
              )}
            />
          </Field>
          <Field span={6}>
            <Controller
              name="salary"
              control={control}
              render={({ field }) => (
                <DecimalField
                  {...error('salary')}
                  helperText={error('salary').helperText ?? t('tenantUsers:fields.salaryHint')}
                  label={t('tenantUsers:fields.salary')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  minDecimals={2}
                  fullWidth
                />
              )}
            />
          </Field>
        </>
      )}
      {mode !== 'invite' && (
        <Field>
          <Controller
            name="isActive"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('tenantUsers:fields.isActive')}
              />
            )}
          />
        </Field>
      )}
    </FieldGrid>
  );
}
