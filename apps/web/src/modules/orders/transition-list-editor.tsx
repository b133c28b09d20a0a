import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { OrderStatusTransition } from '@wb/contract/order-statuses';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { StatusChip, type StatusModel, statusName } from './order-status';
import { useStatusEdit } from './orders-api';
import { describeError, translateDetail, translateMessage } from '@/app/messages';

type Pair = { fromStatusId: string; toStatusId: string };
type Props = { model: StatusModel; transitions: OrderStatusTransition[]; readOnly: boolean };

/** The allowed transitions: add one (not to the same status, not twice), delete one with undo. */
export function TransitionListEditor({ model, transitions, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const create = useStatusEdit((pair: Pair) => api('POST /order-status-transitions', { body: pair }));
  const remove = useStatusEdit((id: string) => api('DELETE /order-status-transitions/:id', { params: { id } }));
  const reason = (err: unknown) =>
    err instanceof ApiError ? ((err.details[0] ? translateDetail(t, err.details[0]) : describeError(t, err)) ?? '') : '';

  const add = () => {
    if (from === to) return setProblem(translateMessage(t, 'orderStatuses.sameStatus') ?? '');
    if (transitions.some((tr) => tr.fromStatusId === from && tr.toStatusId === to))
      return setProblem(translateMessage(t, 'orderStatuses.transitionExists') ?? '');
    setProblem(undefined);
    create.mutate(
      { fromStatusId: from, toStatusId: to },
      {
        onSuccess: () => setTo(''),
        onError: (err) => setProblem(`${t('orders:statusEditor.messages.addTransitionFailed')}: ${reason(err)}`),
      },
    );
  };

  const undo = (pair: Pair) =>
    create.mutate(pair, {
      onError: () => enqueueSnackbar(t('orders:statusEditor.messages.restoreTransitionFailed'), { variant: 'error' }),
    });

  const drop = (transition: OrderStatusTransition) =>
    remove.mutate(transition.id, {
      onSuccess: () => {
        const pair = { fromStatusId: transition.fromStatusId, toStatusId: transition.toStatusId };
        const key = enqueueSnackbar(t('orders:statusEditor.transitionDeleted'), {
          variant: 'info',
          autoHideDuration: 8000,
          action: (
            <Button
              color="inherit"
              data-testid="undo-transition"
              onClick={() => {
                closeSnackbar(key);
                undo(pair);
              }}
            >
              {t('orders:statusEditor.undo')}
            </Button>
          ),
        });
      },
      onError: () => enqueueSnackbar(t('orders:statusEditor.messages.deleteTransitionFailed'), { variant: 'error' }),
    });

  const order = new Map(model.list.map((s, i) => [s.id, i]));
  const sorted = [...transitions].sort(
    (a, b) =>
      (order.get(a.fromStatusId) ?? 0) - (order.get(b.fromStatusId) ?? 0) ||
      (order.get(a.toStatusId) ?? 0) - (order.get(b.toStatusId) ?? 0),
  );
  const arrow = <ArrowForwardIcon fontSize="small" sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />;

  return (
    <Stack spacing={1} data-testid="transition-list-editor">
      <Stack spacing={0.5}>
        {sorted.map((tr) => (
          <Box
            key={tr.id}
            data-testid="transition-row"
            data-from={model.byId.get(tr.fromStatusId)?.code}
            data-to={model.byId.get(tr.toStatusId)?.code}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
          >
            <StatusChip status={model.byId.get(tr.fromStatusId)} />
            {arrow}
            <StatusChip status={model.byId.get(tr.toStatusId)} />
            <Box sx={{ flexGrow: 1 }} />
            {!readOnly && (
              <IconButton aria-label={t('orders:statusEditor.deleteTransition')} onClick={() => drop(tr)} data-testid="delete-transition">
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([key, value, set]) => (
            <TextField
              key={key}
              select
              size="small"
              label={t(`orders:statusEditor.${key}`)}
              value={value}
              onChange={(e) => {
                set(e.target.value);
                setProblem(undefined);
              }}
              sx={{ minWidth: 180 }}
              slotProps={{ htmlInput: { 'data-testid': `transition-${key}` } }}
            >
              {model.list
                .filter((s) => key === 'to' || !s.isTerminal)
                .map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {statusName(t, s)}
                  </MenuItem>
                ))}
            </TextField>
          ))}
          <Button startIcon={<AddIcon />} disabled={!from || !to || create.isPending} onClick={add} data-testid="add-transition">
            {t('orders:statusEditor.addTransition')}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" data-testid="transition-problem">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
