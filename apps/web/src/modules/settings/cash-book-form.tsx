import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { todayInCompanyZone } from '@wb/domain/today';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsDecimalField } from './settings-decimal-field';
import { SettingsLoader } from './settings-loader';

/** The opening balance of one ledger per year (decimal strings, never numbers). */
function Balances({ ledger, readOnly }: { ledger: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `ledgers.${ledger}.balances` });
  return (
    <Stack spacing={1}>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormNumberField name={`ledgers.${ledger}.balances.${index}.year`} label={t('workspace:cashBook.year')} />
          <SettingsDecimalField
            name={`ledgers.${ledger}.balances.${index}.openingBalance`}
            label={t('workspace:cashBook.openingBalance')}
            minDecimals={2}
          />
          {!readOnly && (
            <Tooltip title={t('workspace:list.remove')}>
              <IconButton aria-label={t('workspace:list.remove')} onClick={() => remove(index)} sx={{ alignSelf: 'center' }}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ year: Number(todayInCompanyZone().slice(0, 4)), openingBalance: '0.00' })}
        >
          {t('workspace:cashBook.addYear')}
        </Button>
      )}
    </Stack>
  );
}

function Ledgers({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'ledgers' });
  return (
    <Stack spacing={2}>
      {!fields.length && <Typography color="text.secondary">{t('workspace:cashBook.empty')}</Typography>}
      {fields.map((field, index) => (
        <Card key={field.id} variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField name={`ledgers.${index}.name`} label={t('workspace:cashBook.name')} />
                <FormTextField name={`ledgers.${index}.code`} label={t('workspace:cashBook.code')} />
                {!readOnly && (
                  <Tooltip title={t('workspace:cashBook.removeLedger')}>
                    <IconButton
                      aria-label={t('workspace:cashBook.removeLedger')}
                      onClick={() => remove(index)}
                      sx={{ alignSelf: 'center' }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              <Typography variant="subtitle2">{t('workspace:cashBook.balances')}</Typography>
              <Balances ledger={index} readOnly={readOnly} />
            </Stack>
          </CardContent>
        </Card>
      ))}
      {!readOnly && (
        <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => append({ name: '', code: '', balances: [] })}>
          {t('workspace:cashBook.addLedger')}
        </Button>
      )}
    </Stack>
  );
}

/** Cash book: ledgers, each with an opening balance per year. */
export function CashBookForm() {
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="cashBook" value={settings.cashBook}>
          {(_form, readOnly) => <Ledgers readOnly={readOnly} />}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
