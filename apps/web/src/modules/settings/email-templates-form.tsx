import { Box, Chip, Grid, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  emailTemplateKinds,
  emailTemplateSampleValues,
  emailTemplateVariables,
  renderTemplate,
  type EmailTemplateKind,
} from '@wb/domain/email-template';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** The live preview: the template filled with example values, HTML in a sandbox (no scripts). */
function Preview({ kind }: { kind: EmailTemplateKind }) {
  const { t } = useTranslation();
  const { watch } = useFormContext();
  const [subject, text, html] = watch([`${kind}.subject`, `${kind}.text`, `${kind}.html`]) as string[];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="template-preview">
      <Typography variant="overline">{t('workspace:templates.preview')}</Typography>
      <Typography variant="subtitle1" data-testid="template-preview-subject">
        {renderTemplate(subject ?? '', emailTemplateSampleValues)}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
        data-testid="template-preview-text"
      >
        {renderTemplate(text ?? '', emailTemplateSampleValues)}
      </Typography>
      {html?.trim() && (
        <Box
          component="iframe"
          title={t('workspace:templates.htmlPreview')}
          sandbox=""
          srcDoc={renderTemplate(html, emailTemplateSampleValues, 'html')}
          sx={{ width: '100%', minHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', mt: 1 }}
        />
      )}
    </Paper>
  );
}

function Variables({ kind }: { kind: EmailTemplateKind }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('workspace:templates.variables')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {emailTemplateVariables[kind].map((name) => (
          <Chip
            key={name}
            size="small"
            label={`{{${name}}}`}
            color={copied === name ? 'success' : 'default'}
            onClick={() => {
              void navigator.clipboard?.writeText(`{{${name}}}`);
              setCopied(name);
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** E-mail templates per document kind: subject, text and HTML, with variables and a live preview. */
export function EmailTemplatesForm() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<EmailTemplateKind>('quote');
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="emailTemplates" value={settings.emailTemplates}>
          {() => (
            <Stack spacing={2}>
              <Tabs value={kind} onChange={(_e, value: EmailTemplateKind) => setKind(value)} variant="scrollable" allowScrollButtonsMobile>
                {emailTemplateKinds.map((k) => (
                  <Tab key={k} value={k} label={t(`workspace:templates.kinds.${k}`)} data-testid={`template-tab-${k}`} />
                ))}
              </Tabs>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 6 }}>
                  <Stack spacing={2} key={kind}>
                    <FormTextField name={`${kind}.subject`} label={t('workspace:templates.subject')} />
                    <FormTextField name={`${kind}.text`} label={t('workspace:templates.text')} multiline minRows={6} />
                    <FormTextField
                      name={`${kind}.html`}
                      label={t('workspace:templates.html')}
                      multiline
                      minRows={6}
                      slotProps={{ htmlInput: { spellCheck: false } }}
                    />
                    <Variables kind={kind} />
                  </Stack>
                </Grid>
                <Grid size={{ xs: 12, lg: 6 }}>
                  <Preview kind={kind} />
                </Grid>
              </Grid>
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
