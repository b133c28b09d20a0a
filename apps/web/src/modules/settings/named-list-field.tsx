import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch, FormTextField } from '@/components/form-fields';

type Props = { name: string; title: string; addLabel: string; withActive?: boolean; readOnly: boolean; testId: string };

/** An editable list of named entries (categories, routes): name, description, optionally active. */
export function NamedListField({ name, title, addLabel, withActive, readOnly, testId }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={1.5} data-testid={testId}>
      <Typography variant="subtitle1">{title}</Typography>
      {!fields.length && (
        <Typography variant="body2" color="text.secondary">
          {t('workspace:list.empty')}
        </Typography>
      )}
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField name={`${name}.${index}.name`} label={t('workspace:list.name')} size="small" />
          <FormTextField name={`${name}.${index}.description`} label={t('workspace:list.description')} size="small" />
          {withActive && <FormSwitch name={`${name}.${index}.active`} label={t('workspace:list.active')} />}
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
          startIcon={<AddIcon />}
          onClick={() => append(withActive ? { name: '', description: '', active: true } : { name: '', description: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
