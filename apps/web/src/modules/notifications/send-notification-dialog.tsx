import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { notificationTypes } from '@wb/contract/notification-constants';
import { type CreateNotification, type CreateNotificationInput, createNotificationInputSchema } from '@wb/contract/notifications';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayOf } from '@/components/date-field';
import { DateTimeField, momentOf } from '@/components/date-time-field';
import { useSettings } from '@/app/workspace-settings';
import { notificationsErrorText, useRecipients, useSendNotification } from './notifications-api';
import { translateMessage } from '@/app/messages';

const allUsers = 'all';
const empty: CreateNotificationInput = {
  allUsers: true,
  type: 'INFO',
  title: '',
  message: '',
  link: '',
  announcement: false,
  expiresAt: null,
};

/** 23:59 today in the company's time zone: an announcement's default expiry (a message of the day). */
function endOfToday(): string {
  const end = dayOf(todayInCompanyZone()) ?? new Date();
  end.setHours(23, 59, 0, 0);
  return momentOf(end);
}

/**
 * An admin's message to one user of the tenant or to all of them; to all, it can also be the
 * announcement (message of the day) every dashboard shows until it expires.
 */
export function SendNotificationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const recipients = useRecipients(open);
  const settings = useSettings();
  const announcementsOn = settings.data?.communication.enableAnnouncements ?? true;
  const send = useSendNotification();
  const form = useForm<CreateNotificationInput, unknown, CreateNotification>({
    resolver: zodResolver(createNotificationInputSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const announcement = form.watch('announcement') === true;
  const fieldError = (name: keyof CreateNotificationInput) => ({
    error: !!errors[name],
    helperText: translateMessage(t, errors[name]?.message),
  });

  const close = () => {
    form.reset(empty);
    send.reset();
    onClose();
  };
  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: ({ count }) => {
        enqueueSnackbar(t(input.announcement ? 'notifications:send.announcementSent' : 'notifications:send.sent', { count }), {
          variant: 'success',
        });
        close();
      },
    }),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('notifications:send.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {send.isError && <Alert severity="error">{notificationsErrorText(t, send.error)}</Alert>}
            <Controller
              control={form.control}
              name="userId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('notifications:send.recipient')}
                  value={form.watch('allUsers') ? allUsers : (field.value ?? '')}
                  disabled={announcement}
                  onChange={(e) => {
                    const everyone = e.target.value === allUsers;
                    form.setValue('allUsers', everyone ? true : undefined);
                    field.onChange(everyone ? undefined : e.target.value);
                  }}
                  {...fieldError('userId')}
                  slotProps={{ htmlInput: { 'data-testid': 'send-recipient' } }}
                >
                  <MenuItem value={allUsers}>{t('notifications:send.allUsers')}</MenuItem>
                  {(recipients.data?.items ?? []).map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {[r.firstName, r.lastName].filter(Boolean).join(' ') || r.email} ({r.email})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {announcementsOn && (
              <Controller
                control={form.control}
                name="announcement"
                render={({ field }) => (
                  <FormControlLabel
                    label={t('notifications:send.announcement')}
                    control={
                      <Checkbox
                        checked={field.value === true}
                        onChange={(e) => {
                          field.onChange(e.target.checked);
                          if (!e.target.checked) return;
                          form.setValue('allUsers', true);
                          form.setValue('userId', undefined);
                          if (!form.getValues('expiresAt')) form.setValue('expiresAt', endOfToday());
                        }}
                        slotProps={{ input: { 'data-testid': 'send-announcement' } as object }}
                      />
                    }
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField select label={t('notifications:send.type')} {...field} {...fieldError('type')}>
                  {notificationTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`notifications:types.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label={t('notifications:send.subject')} required {...form.register('title')} {...fieldError('title')} />
            <TextField
              label={t('notifications:send.message')}
              required
              multiline
              minRows={3}
              {...form.register('message')}
              {...fieldError('message')}
            />
            <Controller
              control={form.control}
              name="expiresAt"
              render={({ field }) => (
                <DateTimeField
                  label={t('notifications:send.expiresAt')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.expiresAt}
                  helperText={
                    translateMessage(t, errors.expiresAt?.message) ??
                    t(announcement ? 'notifications:send.expiresAnnouncementHelp' : 'notifications:send.expiresHelp')
                  }
                  testId="send-expires"
                />
              )}
            />
            <TextField
              label={t('notifications:send.link')}
              {...form.register('link', { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) })}
              error={!!errors.link}
              helperText={translateMessage(t, errors.link?.message) ?? t('notifications:send.linkHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('notifications:send.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="send-submit">
            {t('notifications:send.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
