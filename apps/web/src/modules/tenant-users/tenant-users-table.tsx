import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import SendIcon from '@mui/icons-material/Send';
import { Chip, IconButton, Tooltip } from '@mui/material';
import type { TenantUser, TenantUserStatus } from '@wb/contract/tenant-users';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import { type ListColumn, ListTable } from '@/components/list-table';

const statusColor: Record<TenantUserStatus, 'success' | 'default' | 'info'> = { active: 'success', inactive: 'default', invited: 'info' };

export type RowAction = 'edit' | 'reset' | 'resend' | 'delete';

type Props = {
  users: TenantUser[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  selected: string[];
  showTenant: boolean;
  allowed: Record<RowAction, boolean>;
  onSelect: (ids: string[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onAction: (action: RowAction, user: TenantUser) => void;
};

/** The users of a tenant (or of all tenants, for a super admin), with selection for bulk actions. */
export function TenantUsersTable({
  users,
  loading,
  total,
  page,
  pageSize,
  selected,
  showTenant,
  allowed,
  onSelect,
  onPage,
  onAction,
}: Props) {
  const { t, i18n } = useTranslation();
  const actions: Array<{ key: RowAction; icon: typeof EditIcon; show: (u: TenantUser) => boolean }> = [
    { key: 'edit', icon: EditIcon, show: () => allowed.edit },
    { key: 'reset', icon: LockResetIcon, show: () => allowed.reset },
    { key: 'resend', icon: SendIcon, show: (u) => allowed.resend && u.status === 'invited' },
    { key: 'delete', icon: DeleteIcon, show: () => allowed.delete },
  ];
  const columns: ListColumn<TenantUser>[] = [
    { key: 'name', label: t('tenantUsers:list.name'), render: (user) => `${user.firstName} ${user.lastName}` },
    { key: 'email', label: t('tenantUsers:fields.email'), render: (user) => user.email },
    ...(showTenant ? [{ key: 'tenant', label: t('tenantUsers:fields.tenant'), render: (user: TenantUser) => user.tenantName }] : []),
    { key: 'role', label: t('tenantUsers:fields.role'), render: (user) => t(`common:roles.${user.role}`) },
    {
      key: 'status',
      label: t('tenantUsers:list.status'),
      render: (user) => (
        <Chip size="small" color={statusColor[user.status]} label={t(`tenantUsers:status.${user.status}`)} data-testid="user-status" />
      ),
    },
    { key: 'department', label: t('tenantUsers:fields.department'), hideBelow: 'md', render: (user) => user.department ?? '' },
    {
      key: 'lastLogin',
      label: t('tenantUsers:fields.lastLoginAt'),
      hideBelow: 'md',
      render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('tenantUsers:list.never')),
    },
    {
      key: 'actions',
      label: t('tenantUsers:list.actions'),
      align: 'right',
      render: (user) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {actions
            .filter((a) => a.show(user))
            .map(({ key, icon: Icon }) => (
              <Tooltip key={key} title={t(`tenantUsers:actions.${key}`)}>
                <IconButton aria-label={t(`tenantUsers:actions.${key}`)} onClick={() => onAction(key, user)} data-testid={`user-${key}`}>
                  <Icon fontSize="small" />
                </IconButton>
              </Tooltip>
            ))}
        </span>
      ),
    },
  ];

  return (
    <ListTable
      testId="tenant-users-table"
      columns={columns}
      rows={users}
      loading={loading}
      empty={t('tenantUsers:list.empty')}
      page={page + 1}
      pageSize={pageSize}
      pageSizes={[10, 20, 50, 100]}
      total={total}
      onPage={(next, size) => onPage(size === pageSize ? next - 1 : 0, size)}
      rowProps={(user) => ({ 'data-testid': `user-row-${user.email}` })}
      selection={{
        selected,
        onSelect,
        label: (user) => t('tenantUsers:list.select', { email: user.email }),
        allLabel: t('tenantUsers:list.selectAll'),
      }}
    />
  );
}
