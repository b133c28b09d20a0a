import DownloadIcon from '@mui/icons-material/Download';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Alert, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { describeError, translateDetail, translateMessage } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { StatusDiagram } from './status-diagram';
import { contrastRatio, diagramSvg, layoutBySortOrder, type Pair, unreachableFromDefault } from './status-graph';
import { labelOf, type StatusKind, useEditorData, useStatusCalls } from './statuses-api';
import { StatusNamesForm } from './status-names-form';
import { StatusOrderList } from './status-order-list';
import { TransitionMatrix } from './transition-matrix';

/** Saves text as a file in the browser. */
function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The status editor of orders or invoices (issue 30): statuses as nodes, transitions as arrows
 * (drag to connect, select and Delete, undo), zoom and fit, automatic layout, SVG export, the
 * bulk matrix, new statuses and deleting one (merging its invoices into another).
 */
export function StatusEditorPage({ kind }: { kind: StatusKind }) {
  useLazyNamespace('statuses', 'orders', 'invoices');
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const readOnly = !can(user, 'settings:write');
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const query = useEditorData(kind);
  const calls = useStatusCalls(kind);
  const [problem, setProblem] = useState<string>();
  const [layoutVersion, setLayoutVersion] = useState(0);
  const [name, setName] = useState('');
  const [colour, setColour] = useState('#1E88E5');
  const [doomed, setDoomed] = useState('');
  const [mergeInto, setMergeInto] = useState('');

  const statuses = useMemo(() => (query.data?.statuses ?? []).map((s) => ({ ...s, label: labelOf(t, kind, s) })), [query.data, t, kind]);
  const transitions = query.data?.transitions ?? [];
  const rtl = i18n.dir() === 'rtl';
  const positions = useMemo(() => layoutBySortOrder(statuses, rtl), [statuses, rtl]);
  const unreachable = unreachableFromDefault(statuses, transitions);
  const reason = (err: unknown) =>
    err instanceof ApiError ? ((err.details[0] ? translateDetail(t, err.details[0]) : describeError(t, err)) ?? '') : describeError(t, err);

  const connect = (pair: Pair) => {
    if (pair.fromStatusId === pair.toStatusId) return setProblem(translateMessage(t, 'orderStatuses.sameStatus'));
    if (transitions.some((tr) => tr.fromStatusId === pair.fromStatusId && tr.toStatusId === pair.toStatusId))
      return setProblem(translateMessage(t, 'orderStatuses.transitionExists'));
    setProblem(undefined);
    calls.addTransition.mutate(pair, {
      onError: (err) => setProblem(`${t('errors:orderStatuses.addTransitionFailed')}: ${reason(err)}`),
    });
  };

  const restore = (pairs: Pair[]) => {
    for (const pair of pairs)
      calls.addTransition.mutate(pair, {
        onError: () => enqueueSnackbar(t('errors:orderStatuses.restoreTransitionFailed'), { variant: 'error' }),
      });
  };

  const remove = (deleted: Array<Pair & { id: string }>) => {
    for (const tr of deleted)
      calls.deleteTransition.mutate(tr.id, {
        onError: () => enqueueSnackbar(t('errors:orderStatuses.deleteTransitionFailed'), { variant: 'error' }),
      });
    const pairs = deleted.map(({ fromStatusId, toStatusId }) => ({ fromStatusId, toStatusId }));
    const key = enqueueSnackbar(t('statuses:transitionDeleted'), {
      variant: 'info',
      autoHideDuration: 8000,
      action: (
        <Button
          color="inherit"
          data-testid="undo-transition"
          onClick={() => {
            closeSnackbar(key);
            restore(pairs);
          }}
        >
          {t('statuses:undo')}
        </Button>
      ),
    });
  };

  const addStatus = () =>
    calls.addStatus.mutate({ name, colour }, { onSuccess: () => setName(''), onError: (err) => setProblem(reason(err)) });

  const target = statuses.find((s) => s.id === doomed);
  const deleteStatus = () =>
    calls.deleteStatus.mutate(
      { id: doomed, ...(mergeInto ? { mergeIntoId: mergeInto } : {}) },
      {
        onSuccess: () => {
          setDoomed('');
          setMergeInto('');
        },
        onError: (err) => setProblem(reason(err)),
      },
    );

  if (query.isError) return <Alert severity="error">{describeError(t, query.error)}</Alert>;
  if (!query.data) return <CircularProgress />;
  const section = (title: string, body: React.ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );

  return (
    <Stack spacing={2} data-testid="status-editor" data-kind={kind}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(`statuses:title.${kind}`)}
        </Typography>
        <Button component={Link} to={`/${kind}`}>
          {t('statuses:back')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" data-testid="status-problem" onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
      {unreachable.length > 0 && (
        <Alert severity="warning" data-testid="unreachable-warning">
          {t('statuses:unreachable', { names: unreachable.map((s) => s.label).join(', ') })}
        </Alert>
      )}
      {section(
        t('statuses:diagram'),
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('statuses:hint')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button startIcon={<AutoFixHighIcon />} onClick={() => setLayoutVersion((v) => v + 1)} data-testid="auto-layout">
              {t('statuses:layout')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              onClick={() => download(`${kind}-statuses.svg`, diagramSvg(statuses, transitions, positions), 'image/svg+xml')}
              data-testid="export-svg"
            >
              {t('statuses:exportSvg')}
            </Button>
          </Stack>
          <StatusDiagram
            statuses={statuses}
            transitions={transitions}
            positions={positions}
            readOnly={readOnly}
            onConnect={connect}
            onDelete={remove}
            layoutVersion={layoutVersion}
          />
        </Stack>,
      )}
      {!readOnly &&
        section(
          t('statuses:addStatus'),
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={t('statuses:name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'status-name' } }}
            />
            <TextField
              size="small"
              type="color"
              label={t('statuses:colour')}
              value={colour}
              onChange={(e) => setColour(e.target.value.toUpperCase())}
              sx={{ width: 110 }}
            />
            <Button variant="contained" disabled={!name.trim() || calls.addStatus.isPending} onClick={addStatus} data-testid="status-add">
              {t('statuses:add')}
            </Button>
            {contrastRatio(colour) < 4.5 && (
              <Alert severity="warning" sx={{ py: 0 }}>
                {t('statuses:contrastLow')}
              </Alert>
            )}
          </Stack>,
        )}
      {!readOnly &&
        section(
          t('statuses:namesTitle'),
          <StatusNamesForm
            statuses={statuses}
            saving={calls.rename.isPending}
            onSave={(id, names) =>
              calls.rename.mutate(
                { id, names },
                {
                  onSuccess: () => enqueueSnackbar(t('statuses:saved'), { variant: 'success' }),
                  onError: (err) => setProblem(reason(err)),
                },
              )
            }
          />,
        )}
      {section(
        t('statuses:orderTitle'),
        <StatusOrderList
          statuses={statuses}
          readOnly={readOnly}
          onReorder={(ids) => calls.reorder.mutate(ids, { onError: (err) => setProblem(reason(err)) })}
        />,
      )}
      {section(
        t('statuses:matrixTitle'),
        <TransitionMatrix
          statuses={statuses}
          transitions={transitions}
          readOnly={readOnly}
          saving={calls.setTransitions.isPending}
          onSave={(wanted) =>
            calls.setTransitions.mutate(wanted, {
              onSuccess: () => enqueueSnackbar(t('statuses:saved'), { variant: 'success' }),
              onError: (err) => setProblem(reason(err)),
            })
          }
        />,
      )}
      {!readOnly &&
        section(
          t('statuses:deleteStatus'),
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('statuses:deleteStatus')}
              value={doomed}
              onChange={(e) => setDoomed(e.target.value)}
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'delete-status-select' } }}
            >
              {statuses
                .filter((s) => !s.isSystem && !s.isDefault)
                .map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.label} ({t('statuses:inUse', { count: s.count })})
                  </MenuItem>
                ))}
            </TextField>
            {target && target.count > 0 && (
              <TextField
                select
                size="small"
                label={t('statuses:mergeInto')}
                value={mergeInto}
                onChange={(e) => setMergeInto(e.target.value)}
                sx={{ minWidth: 200 }}
                slotProps={{ htmlInput: { 'data-testid': 'merge-into-select' } }}
              >
                {statuses
                  .filter((s) => s.id !== doomed && (kind === 'orders' || s.code !== 'draft'))
                  .map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.label}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            <Button color="error" disabled={!doomed || calls.deleteStatus.isPending} onClick={deleteStatus} data-testid="delete-status">
              {mergeInto ? t('statuses:merge') : t('statuses:deleteStatus')}
            </Button>
          </Stack>,
        )}
    </Stack>
  );
}
