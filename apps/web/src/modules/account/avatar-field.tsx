import { Avatar, Button, Stack, Typography } from '@mui/material';
import { avatarMaxBytes, avatarTypes, type Profile } from '@wb/contract/profile';
import { useSnackbar } from 'notistack';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl, useDeleteAvatar, useUploadAvatar } from './account-api';
import { describeAccountError } from './account-errors';

/** The profile photo: JPEG, PNG or WebP up to 2 MB (checked here and by the server, which stores it resized). */
export function AvatarField({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const url = useAvatarUrl(profile.avatarUpdatedAt);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase() || '?';

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type))
      return enqueueSnackbar(t('account:validation.avatarType'), { variant: 'error' });
    if (file.size > avatarMaxBytes) return enqueueSnackbar(t('account:validation.avatarTooLarge'), { variant: 'error' });
    try {
      await upload.mutateAsync(file);
      enqueueSnackbar(t('account:profile.photoSaved'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(describeAccountError(t, err, 'account:errors.uploadAvatarFailed'), { variant: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={url ?? undefined} alt={t('account:profile.photo')} sx={{ width: 72, height: 72 }} data-testid="avatar">
        {initials}
      </Avatar>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('account:profile.photoHint')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {t('account:profile.choosePhoto')}
          </Button>
          {profile.hasAvatar && (
            <Button
              color="inherit"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onError: (err) =>
                    enqueueSnackbar(describeAccountError(t, err, 'account:errors.updateProfileFailed'), { variant: 'error' }),
                })
              }
            >
              {t('account:profile.removePhoto')}
            </Button>
          )}
        </Stack>
        <input ref={input} type="file" hidden accept={avatarTypes.join(',')} onChange={onChoose} data-testid="avatar-input" />
      </Stack>
    </Stack>
  );
}
