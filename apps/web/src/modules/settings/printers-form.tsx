import { Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSelectField, FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

const pageSizes = ['A4', 'A5', 'A6', 'Letter', 'Legal'];

/** Printing of documents: page, orientation, fonts (pt), margins (mm), logo and image size (px). */
export function PrintersForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:printers.${field}`);
  const quarter = { xs: 6, md: 3 };
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="printers" value={settings.printers}>
          {() => (
            <Stack spacing={3}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormTextField name="name" label={label('name')} />
                </Grid>
                <Grid size={quarter}>
                  <FormSelectField
                    native={false}
                    name="pageSize"
                    label={label('pageSize')}
                    options={pageSizes.map((v) => ({ value: v, label: v }))}
                  />
                </Grid>
                <Grid size={quarter}>
                  <FormSelectField
                    native={false}
                    name="pageOrientation"
                    label={label('pageOrientation')}
                    options={['portrait', 'landscape'].map((v) => ({ value: v, label: label(v) }))}
                  />
                </Grid>
              </Grid>
              <Typography variant="subtitle1">{label('fontSizes')}</Typography>
              <Grid container spacing={2}>
                {(['default', 'header', 'subheader', 'footer'] as const).map((name) => (
                  <Grid key={name} size={quarter}>
                    <FormNumberField name={`fontSizes.${name}`} label={label(`font.${name}`)} min={6} max={72} />
                  </Grid>
                ))}
              </Grid>
              <Typography variant="subtitle1">{label('margins')}</Typography>
              <Grid container spacing={2}>
                {(['top', 'right', 'bottom', 'left'] as const).map((name) => (
                  <Grid key={name} size={quarter}>
                    <FormNumberField name={`margins.${name}`} label={label(`margin.${name}`)} min={0} max={100} />
                  </Grid>
                ))}
              </Grid>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormNumberField name="logoSize" label={label('logoSize')} min={10} />
                </Grid>
                <Grid size={{ xs: 6, md: 4 }}>
                  <FormNumberField name="imageWidth" label={label('imageWidth')} min={10} />
                </Grid>
                <Grid size={{ xs: 6, md: 4 }}>
                  <FormNumberField name="imageHeight" label={label('imageHeight')} min={10} />
                </Grid>
              </Grid>
              <FormTextField name="footerText" label={label('footerText')} multiline minRows={2} />
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
