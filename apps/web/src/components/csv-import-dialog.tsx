import { decodeTextBytes } from '@wb/domain/text-file';
import { Alert, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import type { CsvImportPreview } from '@wb/contract/master-data-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmImport, previewImport } from './csv-transfer';
import { describeError, translateDetail } from '@/app/messages';

const shownRows = 200;

type Props = { entity: 'accounts' | 'items'; open: boolean; onClose: () => void; onImported: (created: number) => void };

/**
 * CSV import: the file is checked first and every row is shown with its problems; nothing is
 * written until the user confirms, and then all rows are imported at once or none.
 */
export function CsvImportDialog({ entity, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCsv(null);
    setPreview(null);
    setError(null);
    setFileName('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    setBusy(true);
    try {
      // Dutch Excel saves Windows-1252 by default: read the bytes, not file.text() (which assumes UTF-8).
      const text = decodeTextBytes(new Uint8Array(await file.arrayBuffer()));
      setCsv(text);
      setPreview(await previewImport(entity, text));
    } catch (err) {
      setError(describeError(t, err));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      const result = await confirmImport(entity, csv);
      reset();
      onImported(result.created);
    } catch (err) {
      setError(describeError(t, err));
    } finally {
      setBusy(false);
    }
  };
  const columns = preview?.columns.filter((c) => c.field) ?? [];

  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth>
      <DialogTitle>{t(`lists:import.title.${entity}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('lists:import.intro')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {t('lists:import.choose')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid="import-file"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </Button>
            <Typography>{fileName}</Typography>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {preview && (
            <>
              <Alert severity={preview.errorCount ? 'warning' : 'success'} data-testid="import-summary">
                {preview.errorCount
                  ? t('lists:import.withErrors', { valid: preview.validCount, errors: preview.errorCount })
                  : t('lists:import.ready', { count: preview.validCount })}
              </Alert>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {preview.columns.map((c) => (
                  <Chip
                    key={c.header}
                    size="small"
                    variant={c.field ? 'filled' : 'outlined'}
                    label={c.field ? `${c.header} → ${c.field}` : t('lists:import.ignored', { header: c.header })}
                  />
                ))}
              </Stack>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('lists:import.line')}</TableCell>
                    {columns.slice(0, 5).map((c) => (
                      <TableCell key={c.header}>{c.header}</TableCell>
                    ))}
                    <TableCell>{t('lists:import.problems')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.slice(0, shownRows).map((row) => (
                    <TableRow key={row.line} sx={row.errors.length ? { bgcolor: 'error.light' } : undefined}>
                      <TableCell>{row.line}</TableCell>
                      {columns.slice(0, 5).map((c) => (
                        <TableCell key={c.header}>{row.values[c.field ?? ''] ?? ''}</TableCell>
                      ))}
                      <TableCell data-testid={row.errors.length ? 'import-row-error' : undefined}>
                        {row.errors.map((e) => `${e.path}: ${translateDetail(t, e)}`).join('; ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {preview.rows.length > shownRows && (
                <Typography color="text.secondary">{t('lists:import.more', { count: preview.rows.length - shownRows })}</Typography>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy || !preview || preview.errorCount > 0 || preview.validCount === 0}
          data-testid="import-confirm"
        >
          {t('lists:import.confirm', { count: preview?.validCount ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
