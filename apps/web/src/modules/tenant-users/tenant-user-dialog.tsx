import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  createTenantUserInputSchema,
  inviteTenantUserInputSchema,
  type TenantUser,
  type TenantUserRole,
  updateTenantUserInputSchema,
} from '@wb/contract/tenant-users';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TenantUserFields, type UserFormMode, type UserFormValues } from './tenant-user-fields';
import { useCreateTenantUser, useInviteTenantUser, useUpdateTenantUser } from './tenant-users-api';
import { formatDateTime } from '@/components/format';
import { describeError } from '@/app/messages';
import { applyServerErrors } from '@/app/server-errors';

const schemas = { create: createTenantUserInputSchema, edit: updateTenantUserInputSchema, invite: inviteTenantUserInputSchema };
const formFields = [
  'tenantId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'role',
  'managerId',
  'department',
  'position',
  'hireDate',
  'salary',
  'isActive',
] as const;

type Props = {
  mode: UserFormMode;
  user?: TenantUser;
  /** The tenant a super admin works in; absent for a tenant admin (their own) or to pick one. */
  tenantId?: string;
  tenants?: Array<{ id: string; name: string }>;
  roles: readonly TenantUserRole[];
  managers: TenantUser[];
  showPersonal: boolean;
  onClose: (saved?: TenantUser) => void;
};

/** Create, edit or invite a tenant user; validated with the contract's schema, then by the server. */
export function TenantUserDialog({ mode, user, tenantId, tenants, roles, managers, showPersonal, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTenantUser();
  const invite = useInviteTenantUser();
  const update = useUpdateTenantUser();
  const form = useForm<UserFormValues, unknown, unknown>({
    resolver: zodResolver(schemas[mode]) as unknown as Resolver<UserFormValues, unknown, unknown>,
    defaultValues: defaultsFor(mode, user, tenantId, tenants !== undefined, showPersonal),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = values as UserFormValues;
      const saved =
        mode === 'edit' && user
          ? await update.mutateAsync({ id: user.id, input: { ...input, isActive: input.isActive ?? true } })
          : mode === 'invite'
            ? await invite.mutateAsync(input)
            : await create.mutateAsync(input);
      onClose(saved);
    } catch (err) {
      if (!applyServerErrors(t, err, form.setError, formFields)) setFailure(describeError(t, err));
    }
  });

  return (
    <Dialog open onClose={() => onClose()} maxWidth="sm" fullWidth data-testid="user-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{t(`tenantUsers:dialog.${mode}`)}</DialogTitle>
        <DialogContent>
          {mode === 'invite' && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('tenantUsers:dialog.inviteHint')}
            </Typography>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="user-dialog-error">
              {failure}
            </Alert>
          )}
          <TenantUserFields
            form={form}
            mode={mode}
            roles={roles}
            managers={managers.filter((m) => m.id !== user?.id)}
            showPersonal={showPersonal}
            tenants={tenants}
          />
          {user && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="last-login">
              {t('tenantUsers:fields.lastLoginAt')}:{' '}
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('tenantUsers:list.never')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} data-testid="user-dialog-submit">
            {form.formState.isSubmitting ? t('tenantUsers:dialog.saving') : t(`tenantUsers:dialog.submit.${mode}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Only the fields the mode sends: a strict schema refuses any other, and hidden personal fields stay unchanged. */
function defaultsFor(
  mode: UserFormMode,
  user: TenantUser | undefined,
  tenantId: string | undefined,
  pickTenant: boolean,
  showPersonal: boolean,
) {
  const values: Record<string, unknown> = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'sales',
    managerId: user?.managerId ?? '',
    department: user?.department ?? '',
    position: user?.position ?? '',
  };
  if (mode !== 'edit' && (tenantId !== undefined || pickTenant)) values.tenantId = tenantId ?? '';
  if (mode === 'create') values.password = '';
  if (mode !== 'invite') values.isActive = user?.isActive ?? true;
  if (showPersonal) {
    values.phone = user?.phone ?? '';
    values.hireDate = user?.hireDate ?? '';
    values.salary = user?.salary ?? '';
  }
  return values as UserFormValues;
}
