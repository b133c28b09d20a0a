import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { useThemeMode } from '@/app/theme/app-theme';
import { LanguageMenu } from '@/components/language-menu';
import { RoleChip } from '@/components/role-chip';
import { useSignOut } from './use-sign-out';

type Props = { anchor: HTMLElement | null; onClose: () => void };

/** The phone's top-bar menu: who is signed in, quick order, settings, theme, language and sign-out. */
export function TopBarMoreMenu({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { mode, toggle } = useThemeMode();
  const signOut = useSignOut();
  // The language list opens where this menu was, once this one has closed.
  const [languageAnchor, setLanguageAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const modeLabel = mode === 'dark' ? t('shell:topBar.lightMode') : t('shell:topBar.darkMode');
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="top-bar-more-menu">
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="body2" noWrap data-testid="more-email">
            <bdi>{user.email}</bdi>
          </Typography>
          <RoleChip user={user} sx={{ mt: 0.5 }} />
        </Box>
        <Divider />
        {can(user, 'orders:write') && (
          <MenuItem component={Link} to="/orders/new" onClick={onClose} data-testid="more-quick-order">
            <ListItemIcon>
              <AddShoppingCartIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell:topBar.quickOrder')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={Link} to="/settings" onClick={onClose} data-testid="more-settings">
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell:topBar.settings')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            toggle();
            onClose();
          }}
          data-testid="more-theme"
        >
          <ListItemIcon>{mode === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{modeLabel}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setLanguageAnchor(anchor);
            onClose();
          }}
          data-testid="more-language"
        >
          <ListItemIcon>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell:topBar.language')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            void signOut();
          }}
          data-testid="more-logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell:topBar.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <LanguageMenu anchor={languageAnchor} onClose={() => setLanguageAnchor(null)} />
    </>
  );
}
