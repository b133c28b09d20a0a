import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { matrixAllows } from '@wb/contract/roles';
import { type SettingsSection, type SettingsSectionKey, settingsSections } from '@wb/contract/settings';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { useAuth } from '@/app/auth/auth-context';
import { useSaveSection } from './settings-api';
import { detailMessage, translateMessage } from '@/app/messages';

type Values = FieldValues;

type Props<K extends SettingsSectionKey> = {
  section: K;
  /** The section as the cache holds it; `toForm` turns it into the form's values. */
  value: SettingsSection<K>;
  toForm?: (value: SettingsSection<K>) => Values;
  /** Checks that need more than the schema (answers field errors); none by default. */
  check?: (values: Values) => Array<{ path: string; message: string }>;
  /** The spec's failure text for this section. */
  failure?: 'updateSettings' | 'updateCompanyDetails';
  /** Extra buttons beside Save (a connection test), given the form. */
  actions?: (form: UseFormReturn<Values>) => ReactNode;
  children: (form: UseFormReturn<Values>, readOnly: boolean) => ReactNode;
};

/**
 * One tab's form: the section's contract schema validates it, Save sends the section (only when
 * something changed), server field errors land at their fields, and people who may only read
 * see the values without a Save button.
 */
export function SectionForm<K extends SettingsSectionKey>({
  section,
  value,
  toForm = (v) => v as Values,
  check,
  failure = 'updateSettings',
  actions,
  children,
}: Props<K>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSection(section);
  const [formError, setFormError] = useState<string | null>(null);
  const readOnly = !user || !matrixAllows(user.permissions, 'settings:write');
  // `values`: the form follows the cache when a newer answer arrives (the device's copy shown at a
  // reload is read again from the server); fields the user already changed keep their text.
  const current = toForm(value);
  const form = useForm<Values>({
    defaultValues: current,
    values: current,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(settingsSections[section].input as never) as Resolver<Values>,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problems = check?.(values) ?? [];
    for (const problem of problems) form.setError(problem.path as Path<Values>, { message: problem.message });
    if (problems.length) return;
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      enqueueSnackbar(t('workspace:saved'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(t(`workspace:errors.${failure}`), { variant: 'error' });
      const details = err instanceof ApiError ? err.details : [];
      const known = details.filter((d) => d.path in flatten(form.getValues()));
      for (const detail of known) form.setError(detail.path as Path<Values>, { message: detailMessage(detail) });
      if (!known.length) {
        const shown = details.map((d) => translateMessage(t, detailMessage(d))).join(' ');
        setFormError(shown || t('workspace:errors.savingFailed'));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Card>
        <CardContent>
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid={`settings-form-${section}`}>
            {readOnly && <Alert severity="info">{t('workspace:readOnly')}</Alert>}
            <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              {children(form, readOnly)}
            </Box>
            {formError && (
              <Alert severity="error" data-testid="settings-form-error">
                {formError}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
              {actions?.(form)}
              {!readOnly && (
                <Button type="submit" variant="contained" disabled={!form.formState.isDirty || save.isPending} data-testid="settings-save">
                  {save.isPending ? t('workspace:saving') : t('workspace:save')}
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </FormProvider>
  );
}

/** Every field path of a form's values ("provider.apiKey", "ledgers.0.name"). */
function flatten(value: unknown, prefix = '', out: Record<string, true> = {}): Record<string, true> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  if (prefix) out[prefix] = true;
  return out;
}
