import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Radio, Stack, TextField, Typography } from '@mui/material';
import type { OrderStatus, UpdateOrderStatusInput } from '@wb/contract/order-statuses';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { statusName } from './order-status';
import { useStatusEdit } from './orders-api';
import { orderErrorText } from './order-errors';

type Props = { statuses: OrderStatus[]; readOnly: boolean };

/** Statuses: add, rename, colour, reorder, and the default, terminal and delivering flags. */
export function StatusListEditor({ statuses, readOnly }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fail = (err: unknown) => enqueueSnackbar(orderErrorText(t, err), { variant: 'error' });
  const patch = useStatusEdit(({ id, ...input }: UpdateOrderStatusInput & { id: string }) =>
    api('PATCH /order-statuses/:id', { params: { id }, body: input }),
  );
  const reorder = useStatusEdit((ids: string[]) => api('PUT /order-statuses/sort-order', { body: { ids } }));
  const remove = useStatusEdit((id: string) => api('DELETE /order-statuses/:id', { params: { id } }));
  const add = useStatusEdit((input: { name: string; colour: string }) => api('POST /order-statuses', { body: input }));
  const [newName, setNewName] = useState('');
  const [newColour, setNewColour] = useState('#607D8B');
  const save = (id: string, input: UpdateOrderStatusInput) => patch.mutate({ id, ...input }, { onError: fail });
  const move = (index: number, by: number) => {
    const ids = statuses.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids, { onError: fail });
  };

  return (
    <Stack spacing={1} data-testid="status-list-editor">
      {statuses.map((status, index) => (
        <Paper key={status.id} variant="outlined" sx={{ p: 1 }} data-testid="status-row" data-code={status.code}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box
              component="input"
              type="color"
              value={status.colour.toLowerCase()}
              disabled={readOnly}
              aria-label={t('orders:statusEditor.colour')}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => save(status.id, { colour: e.target.value })}
              sx={{ width: 40, height: 40, border: 0, p: 0, bgcolor: 'transparent', cursor: readOnly ? 'default' : 'pointer' }}
            />
            <NameField status={status} readOnly={readOnly} onSave={(name) => save(status.id, { name })} />
            <FormControlLabel
              control={
                <Radio
                  checked={status.isDefault}
                  disabled={readOnly || status.isTerminal}
                  onChange={() => save(status.id, { isDefault: true })}
                />
              }
              label={t('orders:statusEditor.default')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={status.isTerminal}
                  disabled={readOnly || status.isDefault}
                  onChange={(e) => save(status.id, { isTerminal: e.target.checked })}
                />
              }
              label={t('orders:statusEditor.terminal')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={status.isDelivering}
                  disabled={readOnly}
                  onChange={(e) => save(status.id, { isDelivering: e.target.checked })}
                />
              }
              label={t('orders:statusEditor.delivering')}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Typography variant="caption" color="text.secondary">
              {t('orders:statusEditor.orderCount', { count: status.orderCount })}
            </Typography>
            <IconButton disabled={readOnly || index === 0} onClick={() => move(index, -1)} aria-label={t('orders:statusEditor.up')}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              disabled={readOnly || index === statuses.length - 1}
              onClick={() => move(index, 1)}
              aria-label={t('orders:statusEditor.down')}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <span
              title={status.orderCount > 0 || status.isDefault ? t('orders:statusEditor.cannotDelete') : t('orders:statusEditor.delete')}
            >
              <IconButton
                disabled={readOnly || status.orderCount > 0 || status.isDefault}
                onClick={() => remove.mutate(status.id, { onError: fail })}
                aria-label={t('orders:statusEditor.delete')}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!newName.trim()) return;
            add.mutate({ name: newName.trim(), colour: newColour }, { onSuccess: () => setNewName(''), onError: fail });
          }}
        >
          <Box
            component="input"
            type="color"
            value={newColour.toLowerCase()}
            aria-label={t('orders:statusEditor.colour')}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => setNewColour(e.target.value)}
            sx={{ width: 40, height: 40, border: 0, p: 0, bgcolor: 'transparent' }}
          />
          <TextField size="small" label={t('orders:statusEditor.newStatus')} value={newName} onChange={(e) => setNewName(e.target.value)} />
          <Button type="submit" startIcon={<AddIcon />} disabled={!newName.trim() || add.isPending}>
            {t('orders:statusEditor.add')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The name, saved when the field is left; empty goes back to the built-in name of a seeded status. */
function NameField({ status, readOnly, onSave }: { status: OrderStatus; readOnly: boolean; onSave: (name: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(status.name ?? '');
  const [seen, setSeen] = useState(status.name);
  if (seen !== status.name) {
    setSeen(status.name);
    setValue(status.name ?? '');
  }
  return (
    <TextField
      size="small"
      label={t('orders:statusEditor.name')}
      placeholder={statusName(t, { ...status, name: null })}
      value={value}
      disabled={readOnly}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => value.trim() && value.trim() !== (status.name ?? '') && onSave(value.trim())}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    />
  );
}
