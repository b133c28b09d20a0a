import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { type Profile, type UpdateProfileInput, updateProfileInputSchema } from '@wb/contract/profile';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile, useUpdateProfile } from './account-api';
import { applyFieldErrors, describeAccountError } from './account-errors';
import { AvatarField } from './avatar-field';
import { formGrid } from '@/components/field-grid';
import { PersonFields } from './person-fields';
import { useAccountTexts } from './use-account-texts';

/** Settings → Profile: names, e-mail address (changed by a confirmation link), photo, notification preferences. */
export function ProfileTab() {
  useAccountTexts();
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <CircularProgress aria-label="loading" />;
  if (profile.isError) return <Alert severity="error">{describeAccountError(t, profile.error, 'account:errors.getProfileFailed')}</Alert>;
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInputSchema),
    values: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.pendingEmail ?? profile.email,
      notifications: profile.notifications,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      enqueueSnackbar(
        t(
          saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail ? 'account:profile.savedConfirmEmail' : 'account:profile.saved',
        ),
        {
          variant: 'success',
        },
      );
    } catch (err) {
      applyFieldErrors(err, form.setError, ['firstName', 'lastName', 'email', 'notifications']);
      enqueueSnackbar(describeAccountError(t, err, 'account:errors.updateProfileFailed'), { variant: 'error' });
    }
  });

  return (
    <Card>
      <CardContent>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} sx={{ maxWidth: 640 }} data-testid="profile-form">
          <AvatarField profile={profile} />
          <Box sx={formGrid}>
            <PersonFields control={form.control} />
          </Box>
          {profile.pendingEmail && (
            <Alert severity="info" data-testid="pending-email">
              {t('account:profile.pendingEmail', { email: profile.pendingEmail, current: profile.email })}
            </Alert>
          )}
          <Stack>
            <Typography variant="subtitle1">{t('account:profile.notifications')}</Typography>
            {(['email', 'push'] as const).map((channel) => (
              <Controller
                key={channel}
                name={`notifications.${channel}`}
                control={form.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label={t(`account:profile.notify.${channel}`)}
                  />
                )}
              />
            ))}
          </Stack>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
            {t('common:actions.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
