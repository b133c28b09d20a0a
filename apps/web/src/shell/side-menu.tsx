import { Box, Divider, Drawer, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { isNavItemActive, navSections, visibleNavItems } from '@/app/navigation';
import { RoleChip } from '@/components/role-chip';

export const sideMenuWidth = 280;

/** The company logo, fetched with authentication; loaded lazily, with the title until it is there. */
const CompanyLogo = lazy(() => import('@/modules/settings/shell-settings').then((m) => ({ default: m.CompanyLogo })));

/** The side menu, opened from the top bar; its sections and entries by what the user may see. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return null;
  const items = visibleNavItems(user);
  const title = (
    <Typography variant="h6" component="div">
      {/* <bdi>: a Latin name keeps its order in a right-to-left menu ("Demo Groothandel B.V.", full stop last). */}
      <bdi>{user.tenantName ?? t('common:appName')}</bdi>
    </Typography>
  );

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: sideMenuWidth } } }}>
      <Box sx={{ p: 2 }} data-testid="side-menu-header">
        <Suspense fallback={title}>
          <CompanyLogo alt={user.tenantName ?? t('common:appName')} fallback={title} />
        </Suspense>
        <Typography variant="body2" color="text.secondary" noWrap>
          <bdi>{user.email}</bdi>
        </Typography>
        <RoleChip user={user} sx={{ mt: 1 }} />
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('shell:menu.main')}>
        {navSections.map((section) => {
          const sectionItems = items.filter((item) => item.section === section);
          if (!sectionItems.length) return null;
          return (
            <List
              key={section}
              data-testid={`menu-section-${section}`}
              subheader={<ListSubheader disableSticky>{t(`shell:menu.${section}`)}</ListSubheader>}
            >
              {sectionItems.map((item) => {
                const Icon = item.icon;
                return (
                  <ListItemButton
                    key={item.key}
                    component={Link}
                    to={item.path}
                    onClick={onClose}
                    selected={isNavItemActive(item, pathname)}
                    sx={{ minHeight: 48 }}
                    data-testid={`menu-item-${item.key}`}
                  >
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={t(item.labelKey)} />
                  </ListItemButton>
                );
              })}
            </List>
          );
        })}
      </Box>
    </Drawer>
  );
}
