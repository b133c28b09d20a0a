import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog } from './csv-import-dialog';
import { queryString } from '@/app/api/query-string';
import { downloadCsv } from './csv-transfer';
import { describeError } from '@/app/messages';

type Props = {
  entity: 'accounts' | 'items';
  /** The list's current filters: the export holds what the list shows, on every page. */
  filters: object;
  canImport: boolean;
};

/** Export (the filtered list as CSV) and import (checked first, then all rows or none) of a master-data list. */
export function CsvTransferButtons({ entity, filters, canImport }: Props) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // Dutch users get decimals with a comma, as their Excel reads them.
  const numbers = i18n.language === 'nl' ? 'nl' : undefined;
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  const exportCsv = () =>
    downloadCsv(`/${entity}/export${queryString({ ...filters, page: undefined, pageSize: undefined, numbers })}`, `${entity}.csv`).catch(
      (err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }),
    );
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} data-testid="export-button">
        {t('lists:export.button')}
      </Button>
      {canImport && (
        <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="import-button">
          {t('lists:import.button')}
        </Button>
      )}
      <CsvImportDialog
        entity={entity}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void client.invalidateQueries({ queryKey: [entity] });
          enqueueSnackbar(t('lists:import.done', { count }), { variant: 'success' });
        }}
      />
    </>
  );
}
