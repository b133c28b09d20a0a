import { Autocomplete, TextField } from '@mui/material';
import { type DocumentColumn, documentColumns } from '@wb/contract/settings-documents';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstMessage, translateMessage } from '@/app/messages';

/** The columns a document shows, in the order they were picked. */
export function ColumnsField({ name = 'columns', disabled }: { name?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<DocumentColumn, true>
          multiple
          disabled={disabled}
          options={[...documentColumns]}
          value={field.value as DocumentColumn[]}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={(option) => t(`workspace:columns.${option}`)}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('workspace:documents.columns')}
              error={!!fieldState.error}
              helperText={translateMessage(t, firstMessage(fieldState.error)) ?? t('workspace:documents.columnsHint')}
            />
          )}
        />
      )}
    />
  );
}
