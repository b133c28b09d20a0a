import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { RolePermissions } from '@wb/contract/role-permissions';
import { type PermissionLevel, type PermissionMatrix, permissionAreas, permissionLevels } from '@wb/contract/roles';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { useResetRolePermissions, useRolePermissions, useSaveRolePermissions } from './roles-api';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/**
 * Settings › Roles: the permission matrix of each tenant role (areas × levels), changed by
 * whoever holds users:admin. The server applies a change from the next request on.
 */
export function RolePermissionsTab() {
  useLazyNamespace('roles');
  const { t } = useTranslation();
  const { data, error } = useRolePermissions();
  if (error) return <Alert severity="error">{describeError(t, error)}</Alert>;
  if (!data) return null;
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('roles:intro')}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="role-matrix">
            <TableHead>
              <TableRow>
                <TableCell>{t('roles:role')}</TableCell>
                {permissionAreas.map((area) => (
                  <TableCell key={area}>{t(`roles:areas.${area}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{t('common:roles.TENANT_ADMIN')}</TableCell>
                <TableCell colSpan={permissionAreas.length + 1}>
                  <Typography variant="body2" color="text.secondary">
                    {t('roles:tenantAdminHolds')}
                  </Typography>
                </TableCell>
              </TableRow>
              {data.items.map((item) => (
                <RoleRow key={`${item.role}-${item.updatedAt ?? ''}`} item={item} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

function RoleRow({ item }: { item: RolePermissions }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [matrix, setMatrix] = useState<PermissionMatrix>(item.permissions);
  const save = useSaveRolePermissions();
  const reset = useResetRolePermissions();
  const dirty = permissionAreas.some((area) => matrix[area] !== item.permissions[area]);
  const done = () => enqueueSnackbar(t('roles:saved', { role: t(`common:roles.${item.role}`) }), { variant: 'success' });
  const failed = (err: unknown) => enqueueSnackbar(describeError(t, err), { variant: 'error' });

  return (
    <TableRow data-testid={`role-row-${item.role}`}>
      <TableCell>
        <Stack spacing={0.5}>
          <span>{t(`common:roles.${item.role}`)}</span>
          {!item.isDefault && <Chip size="small" label={t('roles:changed')} sx={{ alignSelf: 'flex-start' }} />}
        </Stack>
      </TableCell>
      {permissionAreas.map((area) => (
        <TableCell key={area}>
          <TextField
            select
            size="small"
            variant="standard"
            value={matrix[area] ?? ''}
            onChange={(e) => setMatrix((m) => ({ ...m, [area]: (e.target.value || undefined) as PermissionLevel | undefined }))}
            slotProps={{ htmlInput: { 'aria-label': `${t(`common:roles.${item.role}`)} ${t(`roles:areas.${area}`)}` } }}
            data-testid={`level-${item.role}-${area}`}
            sx={{ minWidth: 88 }}
          >
            <MenuItem value="">{t('roles:levels.none')}</MenuItem>
            {permissionLevels.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`roles:levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
        </TableCell>
      ))}
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            size="small"
            variant="contained"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate({ role: item.role, permissions: matrix }, { onSuccess: done, onError: failed })}
            data-testid={`save-${item.role}`}
          >
            {t('common:actions.save')}
          </Button>
          <Button
            size="small"
            disabled={item.isDefault || reset.isPending}
            onClick={() => reset.mutate(item.role, { onSuccess: done, onError: failed })}
          >
            {t('roles:reset')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
