import { Alert, Stack, Typography } from '@mui/material';
import type { TenantUser, TenantUserStatus } from '@wb/contract/tenant-users';
import { tenantUserRoles } from '@wb/contract/tenant-users';
import { tenantRoles } from '@wb/contract/roles';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { useCan, useCapability } from '@/components/use-can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTenant, useTenantOptions } from '@/modules/tenants/tenants-api';
import { ResetPasswordDialog } from './reset-password-dialog';
import type { UserFormMode } from './tenant-user-fields';
import { TenantUserDialog } from './tenant-user-dialog';
import { useBulkDelete, useBulkUpdateStatus, useResendInvitation, useTenantUsers } from './tenant-users-api';
import { TenantUsersBulkBar } from './tenant-users-bulk-bar';
import { type RowAction, TenantUsersTable } from './tenant-users-table';
import { TenantUsersToolbar } from './tenant-users-toolbar';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { describeError, translateDetail } from '@/app/messages';

type DialogState =
  | { kind: 'form'; mode: UserFormMode; user?: TenantUser }
  | { kind: 'reset'; user: TenantUser }
  | { kind: 'delete'; users: TenantUser[] }
  | null;

/**
 * Tenant users: a TENANT_ADMIN's own company at /tenant-users; a SUPER_ADMIN sees every tenant
 * there (with a tenant filter), and one tenant at /tenants/{tenantId}/users.
 */
export function TenantUsersPage() {
  useLazyNamespace('tenantUsers', 'tenants');
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tenantId: fixedTenant } = useParams();
  const isSuper = useCapability('manageTenants');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TenantUserStatus | ''>('');
  const [tenantFilter, setTenantFilter] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [bulkError, setBulkError] = useState<string[] | null>(null);
  const tenantId = fixedTenant ?? (tenantFilter || undefined);
  const list = useTenantUsers({
    q: q || undefined,
    status: status || undefined,
    tenantId,
    page: paging.page + 1,
    pageSize: paging.pageSize,
  });
  const tenantOptions = useTenantOptions(isSuper && !fixedTenant);
  const fixed = useTenant(isSuper ? fixedTenant : undefined);
  const dialogTenant = dialog?.kind === 'form' ? (dialog.user?.tenantId ?? tenantId) : undefined;
  const managers = useTenantUsers({ tenantId: dialogTenant, pageSize: 200 });
  const bulkStatus = useBulkUpdateStatus();
  const bulkDelete = useBulkDelete();
  const resend = useResendInvitation();

  const users = list.data?.items ?? [];
  const allowed = {
    edit: useCan('users:write', true),
    reset: useCan('users:admin', true),
    resend: useCan('users:write', true),
    delete: useCan('users:delete', true),
  };
  const roles = useCapability('manageTenantUsers') ? tenantUserRoles : tenantRoles;
  const byId = new Map(users.map((u) => [u.id, u]));

  /** Bulk refusals name each user and why; nothing was changed. */
  const explain = (err: unknown, ids: string[]) => {
    if (!(err instanceof ApiError) || !err.details.some((d) => d.path.startsWith('userIds.'))) return [describeError(t, err)];
    return err.details.map((d) => {
      const who = byId.get(ids[Number(d.path.split('.')[1])] ?? '');
      return `${who ? `${who.firstName} ${who.lastName}` : d.path}: ${translateDetail(t, d)}`;
    });
  };

  const runBulkStatus = async (isActive: boolean) => {
    setBulkError(null);
    try {
      const result = await bulkStatus.mutateAsync({ userIds: selected, isActive });
      enqueueSnackbar(t(isActive ? 'tenantUsers:bulk.activated' : 'tenantUsers:bulk.deactivated', { count: result.count }), {
        variant: 'success',
      });
      setSelected([]);
    } catch (err) {
      setBulkError(explain(err, selected));
    }
  };

  const onAction = async (action: RowAction, target: TenantUser) => {
    if (action === 'edit') setDialog({ kind: 'form', mode: 'edit', user: target });
    else if (action === 'reset') setDialog({ kind: 'reset', user: target });
    else if (action === 'delete') setDialog({ kind: 'delete', users: [target] });
    else {
      try {
        await resend.mutateAsync(target.id);
        enqueueSnackbar(t('tenantUsers:invite.resent', { email: target.email }), { variant: 'success' });
      } catch (err) {
        enqueueSnackbar(describeError(t, err), { variant: 'error' });
      }
    }
  };

  const title = fixedTenant ? t('tenantUsers:titleOf', { tenant: fixed.data?.name ?? '…' }) : t('tenantUsers:title');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <TenantUsersToolbar
        search={q}
        status={status}
        tenantFilter={isSuper && !fixedTenant ? { value: tenantFilter, options: tenantOptions ?? [] } : undefined}
        canWrite={allowed.edit}
        onSearch={(value) => {
          setQ(value);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        onStatus={(value) => {
          setStatus(value);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        onTenant={(value) => {
          setTenantFilter(value);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        onCreate={() => setDialog({ kind: 'form', mode: 'create' })}
        onInvite={() => setDialog({ kind: 'form', mode: 'invite' })}
      />
      {list.isError && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      {bulkError && (
        <Alert severity="error" onClose={() => setBulkError(null)} data-testid="bulk-error">
          <div>{t('tenantUsers:bulk.refused')}</div>
          {bulkError.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <TenantUsersBulkBar
        count={selected.length}
        canWrite={allowed.edit}
        canDelete={allowed.delete}
        busy={bulkStatus.isPending || bulkDelete.isPending}
        onStatus={runBulkStatus}
        onDelete={() => setDialog({ kind: 'delete', users: selected.map((id) => byId.get(id)).filter((u) => u !== undefined) })}
        onClear={() => setSelected([])}
      />
      <TenantUsersTable
        users={users}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        selected={selected}
        showTenant={isSuper && !fixedTenant}
        allowed={allowed}
        onSelect={setSelected}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        onAction={onAction}
      />
      {dialog?.kind === 'form' && (
        <TenantUserDialog
          mode={dialog.mode}
          user={dialog.user}
          tenantId={isSuper ? tenantId : undefined}
          tenants={isSuper && !tenantId && dialog.mode !== 'edit' ? (tenantOptions ?? []) : undefined}
          roles={roles}
          managers={dialogTenant || !isSuper ? (managers.data?.items ?? []) : []}
          showPersonal={allowed.reset}
          onClose={(saved) => {
            setDialog(null);
            if (saved) enqueueSnackbar(t(`tenantUsers:saved.${dialog.mode}`, { email: saved.email }), { variant: 'success' });
          }}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog
          user={dialog.user}
          onClose={(done) => {
            setDialog(null);
            if (done) enqueueSnackbar(t('tenantUsers:reset.done'), { variant: 'success' });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('tenantUsers:delete.title', { count: dialog.users.length })}
          confirmLabel={t('tenantUsers:delete.confirm')}
          busy={bulkDelete.isPending}
          error={
            bulkDelete.error
              ? explain(
                  bulkDelete.error,
                  dialog.users.map((u) => u.id),
                ).join(' · ')
              : null
          }
          onClose={() => {
            bulkDelete.reset();
            setDialog(null);
          }}
          onConfirm={async () => {
            const ids = dialog.users.map((u) => u.id);
            const result = await bulkDelete.mutateAsync({ userIds: ids }).catch(() => null);
            if (!result) return;
            enqueueSnackbar(t('tenantUsers:delete.done', { count: result.count }), { variant: 'success' });
            setSelected((current) => current.filter((id) => !ids.includes(id)));
            setDialog(null);
          }}
        >
          {t('tenantUsers:delete.text', { names: dialog.users.map((u) => `${u.firstName} ${u.lastName}`).join(', ') })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
