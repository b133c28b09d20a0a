import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { useCompanyLogoSrc } from './company-logo-src';
import { useRemoveLogo, useUploadLogo } from './settings-api';
import { translateDetail } from '@/app/messages';

const maxBytes = 2 * 1024 * 1024;
const accepted = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** The company logo: shown, replaced (PNG, JPEG, WebP or SVG, at most 2 MB) or removed at once. */
export function LogoUpload({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const src = useCompanyLogoSrc();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (key: 'uploadLogo' | 'removeLogo', err: unknown) => {
    enqueueSnackbar(t(`workspace:errors.${key}`), { variant: 'error' });
    const detail = err instanceof ApiError ? err.details[0] : undefined;
    setProblem(`${t(`workspace:errors.${key}`)}${detail ? `: ${translateDetail(t, detail)}` : ''}`);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) {
      fail('uploadLogo', new ApiError(413, 'PAYLOAD_TOO_LARGE', '', [{ path: 'file', message: '', key: 'logo.fileTooLarge' }]));
      return;
    }
    try {
      await upload.mutateAsync(file);
      enqueueSnackbar(t('workspace:logo.uploaded'), { variant: 'success' });
    } catch (err) {
      fail('uploadLogo', err);
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      enqueueSnackbar(t('workspace:logo.removed'), { variant: 'success' });
    } catch (err) {
      fail('removeLogo', err);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{t('workspace:logo.title')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box
          sx={{
            width: 160,
            height: 80,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={t('workspace:logo.title')}
              data-testid="settings-logo"
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('workspace:logo.none')}
            </Typography>
          )}
        </Box>
        {!readOnly && (
          <>
            <input ref={input} type="file" accept={accepted} hidden onChange={onFile} data-testid="logo-input" />
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
              {t('workspace:logo.upload')}
            </Button>
            {src && (
              <Button color="error" onClick={onRemove} disabled={remove.isPending} data-testid="logo-remove">
                {t('workspace:logo.remove')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('workspace:logo.hint')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
