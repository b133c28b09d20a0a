import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type StatusNames, statusNameLanguages } from '@wb/contract/order-statuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStatus } from './status-graph';

type Props = { statuses: EditorStatus[]; saving: boolean; onSave: (id: string, names: StatusNames) => void };

/**
 * A status's name in each of the app's languages (issue 30): the kanban's columns, the chips and
 * the filters show the reader's one; an empty one falls back to the status's own name.
 */
export function StatusNamesForm({ statuses, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [id, setId] = useState('');
  const [names, setNames] = useState<StatusNames>({});
  const choose = (next: string) => {
    setId(next);
    setNames({ ...statuses.find((s) => s.id === next)?.names });
  };
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="status-names">
      <TextField
        select
        size="small"
        label={t('statuses:namesFor')}
        value={id}
        onChange={(e) => choose(e.target.value)}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'status-names-status' } }}
      >
        {statuses.map((s) => (
          <MenuItem key={s.id} value={s.id} data-code={s.code}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      {statusNameLanguages.map((lang) => (
        <TextField
          key={lang}
          size="small"
          disabled={!id}
          label={t(`shell:languages.${lang}`)}
          value={names[lang] ?? ''}
          onChange={(e) => setNames((old) => ({ ...old, [lang]: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 60, 'data-testid': `status-name-${lang}`, dir: lang === 'ar' ? 'rtl' : 'ltr' } }}
          sx={{ width: 170 }}
        />
      ))}
      <Button variant="outlined" disabled={!id || saving} onClick={() => onSave(id, names)} data-testid="status-names-save">
        {t('statuses:save')}
      </Button>
    </Stack>
  );
}
