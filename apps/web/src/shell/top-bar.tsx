import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Box, Chip, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { useThemeMode } from '@/app/theme/app-theme';
import { LanguageSelect } from '@/components/language-select';
import { NotificationMenu } from './notification-bell';
import { PageSearch } from './page-search';
import { TopBarMore } from './top-bar-more';
import { useSignOut } from './use-sign-out';

/** Shown from tablet width up; on a phone these sit in the top bar's menu (TopBarMore). */
const wideOnly = { display: { xs: 'none', sm: 'inline-flex' } } as const;

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { mode, toggle } = useThemeMode();
  const signOut = useSignOut();
  if (!user) return null;
  const modeLabel = mode === 'dark' ? t('shell:topBar.lightMode') : t('shell:topBar.darkMode');

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 0.5 }}>
        <IconButton color="inherit" edge="start" aria-label={t('shell:menu.open')} onClick={onOpenMenu} data-testid="menu-button">
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={Link}
          to="/dashboard"
          aria-label={t('shell:topBar.home')}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', mx: 1, minWidth: 0 }}
        >
          {t('common:appName')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <PageSearch />
        {can(user, 'orders:write') && (
          <Tooltip title={t('shell:topBar.quickOrder')}>
            <IconButton
              color="inherit"
              component={Link}
              to="/orders/new"
              aria-label={t('shell:topBar.quickOrder')}
              data-testid="quick-order"
              sx={wideOnly}
            >
              <AddShoppingCartIcon />
            </IconButton>
          </Tooltip>
        )}
        <NotificationMenu />
        <Tooltip title={t('shell:topBar.settings')}>
          <IconButton color="inherit" component={Link} to="/settings" aria-label={t('shell:topBar.settings')} sx={wideOnly}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={modeLabel}>
          <IconButton color="inherit" onClick={toggle} aria-label={modeLabel} data-testid="theme-toggle" data-mode={mode} sx={wideOnly}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={wideOnly}>
          <LanguageSelect />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', mx: 1 }}>
          <Typography variant="body2" data-testid="top-bar-email">
            {user.email}
          </Typography>
          <Chip
            size="small"
            label={t(`common:roles.${user.role}`)}
            sx={{ color: 'inherit', borderColor: 'currentColor' }}
            variant="outlined"
          />
        </Box>
        <Tooltip title={t('shell:topBar.logout')}>
          <IconButton
            color="inherit"
            aria-label={t('shell:topBar.logout')}
            data-testid="logout-button"
            onClick={() => void signOut()}
            sx={wideOnly}
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
        <TopBarMore />
      </Toolbar>
    </AppBar>
  );
}
