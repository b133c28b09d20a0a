import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import SendIcon from '@mui/icons-material/Send';
import {
  Checkbox,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
} from '@mui/material';
import type { TenantUser, TenantUserStatus } from '@wb/contract/tenant-users';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';

const statusColor: Record<TenantUserStatus, 'success' | 'default' | 'info'> = { active: 'success', inactive: 'default', invited: 'info' };

export type RowAction = 'edit' | 'reset' | 'resend' | 'delete';

type Props = {
  users: TenantUser[];
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
export function TenantUsersTable({ users, total, page, pageSize, selected, showTenant, allowed, onSelect, onPage, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const ids = users.map((u) => u.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const actions: Array<{ key: RowAction; icon: typeof EditIcon; show: (u: TenantUser) => boolean }> = [
    { key: 'edit', icon: EditIcon, show: () => allowed.edit },
    { key: 'reset', icon: LockResetIcon, show: () => allowed.reset },
    { key: 'resend', icon: SendIcon, show: (u) => allowed.resend && u.status === 'invited' },
    { key: 'delete', icon: DeleteIcon, show: () => allowed.delete },
  ];

  return (
    <Paper>
      <TableContainer>
        <Table size="small" data-testid="tenant-users-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && ids.some((id) => selected.includes(id))}
                  onChange={() => onSelect(allSelected ? [] : ids)}
                  slotProps={{ input: { 'aria-label': t('tenantUsers:list.selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('tenantUsers:list.name')}</TableCell>
              <TableCell>{t('tenantUsers:fields.email')}</TableCell>
              {showTenant && <TableCell>{t('tenantUsers:fields.tenant')}</TableCell>}
              <TableCell>{t('tenantUsers:fields.role')}</TableCell>
              <TableCell>{t('tenantUsers:list.status')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('tenantUsers:fields.department')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('tenantUsers:fields.lastLoginAt')}</TableCell>
              <TableCell align="right">{t('tenantUsers:list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} hover selected={selected.includes(user.id)} data-testid={`user-row-${user.email}`}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(user.id)}
                    onChange={() => toggle(user.id)}
                    slotProps={{ input: { 'aria-label': t('tenantUsers:list.select', { email: user.email }) } }}
                  />
                </TableCell>
                <TableCell>{`${user.firstName} ${user.lastName}`}</TableCell>
                <TableCell>{user.email}</TableCell>
                {showTenant && <TableCell>{user.tenantName}</TableCell>}
                <TableCell>{t(`common:roles.${user.role}`)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={statusColor[user.status]}
                    label={t(`tenantUsers:status.${user.status}`)}
                    data-testid="user-status"
                  />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{user.department ?? ''}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('tenantUsers:list.never')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions
                    .filter((a) => a.show(user))
                    .map(({ key, icon: Icon }) => (
                      <Tooltip key={key} title={t(`tenantUsers:actions.${key}`)}>
                        <IconButton
                          aria-label={t(`tenantUsers:actions.${key}`)}
                          onClick={() => onAction(key, user)}
                          data-testid={`user-${key}`}
                        >
                          <Icon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ))}
                </TableCell>
              </TableRow>
            ))}
            {users.length === 0 && (
              <TableRow>
                <TableCell colSpan={showTenant ? 9 : 8} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('tenantUsers:list.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_e, next) => onPage(next, pageSize)}
        onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
        labelRowsPerPage={t('tenantUsers:list.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('tenantUsers:list.displayed', { from, to, count })}
      />
    </Paper>
  );
}
