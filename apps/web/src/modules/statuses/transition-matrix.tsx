import { Button, Checkbox, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStatus, Pair } from './status-graph';

type Props = { statuses: EditorStatus[]; transitions: Pair[]; readOnly: boolean; saving: boolean; onSave: (wanted: Pair[]) => void };

const key = (from: string, to: string) => `${from}>${to}`;

/** The bulk editor: a matrix from (rows) × to (columns); not to the same status, nothing out of a terminal one. */
export function TransitionMatrix({ statuses, transitions, readOnly, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(() => new Set(transitions.map((tr) => key(tr.fromStatusId, tr.toStatusId))));
  useEffect(() => setChecked(new Set(transitions.map((tr) => key(tr.fromStatusId, tr.toStatusId)))), [transitions]);
  const toggle = (k: string) =>
    setChecked((old) => {
      const next = new Set(old);
      if (!next.delete(k)) next.add(k);
      return next;
    });
  const save = () =>
    onSave(
      [...checked].map((k) => {
        const [fromStatusId = '', toStatusId = ''] = k.split('>');
        return { fromStatusId, toStatusId };
      }),
    );
  return (
    <Stack spacing={1} data-testid="transition-matrix">
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                {t('statuses:from')} \ {t('statuses:to')}
              </TableCell>
              {statuses.map((s) => (
                <TableCell key={s.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{s.label}</bdi>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {statuses.map((from) => (
              <TableRow key={from.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{from.label}</bdi>
                </TableCell>
                {statuses.map((to) => (
                  <TableCell key={to.id} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={checked.has(key(from.id, to.id))}
                      disabled={readOnly || from.id === to.id || from.isTerminal}
                      onChange={() => toggle(key(from.id, to.id))}
                      slotProps={{
                        input: {
                          'aria-label': `${from.label} → ${to.label}`,
                          // @ts-expect-error data attributes pass through to the input
                          'data-testid': `matrix-${from.code}-${to.code}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={save} disabled={saving} data-testid="matrix-save">
            {t('statuses:save')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('statuses:matrixHint')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
