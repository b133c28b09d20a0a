import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const installedKey = 'appInstalled';

/** Installed: remembered from the browser's `appinstalled` event, or running as the installed app now. */
export const isInstalled = () =>
  localStorage.getItem(installedKey) === 'true' || window.matchMedia?.('(display-mode: standalone)').matches === true;

/** Offers to install the app when the browser allows it (beforeinstallprompt). */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      if (localStorage.getItem('installPromptDismissed') !== 'true' && !isInstalled()) setEvent(e as InstallEvent);
    };
    // Installed once (here or from the browser's own menu): remembered, and never offered again.
    const onInstalled = () => {
      localStorage.setItem(installedKey, 'true');
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!event) return null;
  const dismiss = () => {
    localStorage.setItem('installPromptDismissed', 'true');
    setEvent(null);
  };
  return (
    <Dialog open onClose={dismiss}>
      <DialogTitle>{t('shell:install.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('shell:install.intro')}</Typography>
        <List dense>
          {(['offline', 'fast', 'homeScreen', 'notifications'] as const).map((benefit) => (
            <ListItem key={benefit}>
              <ListItemText primary={t(`shell:install.${benefit}`)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{t('shell:install.later')}</Button>
        <Button
          variant="contained"
          onClick={async () => {
            await event.prompt();
            if ((await event.userChoice)?.outcome === 'accepted') localStorage.setItem(installedKey, 'true');
            setEvent(null);
          }}
        >
          {t('shell:install.install')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
