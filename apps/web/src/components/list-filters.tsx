import FilterListIcon from '@mui/icons-material/FilterList';
import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/**
 * A list's filters. Settings → Search → advancedFilters on: always shown; off: folded behind a
 * "Filters" button (showing how many are set), open from the start when one is set.
 */
export function ListFilters({ children, active = 0 }: { children: ReactNode; active?: number }) {
  useLazyNamespace('lists');
  const { t } = useTranslation();
  const { advancedFilters } = useSearchSettings();
  const [open, setOpen] = useState(active > 0);
  if (advancedFilters) return <>{children}</>;
  return (
    <>
      <Button
        variant={open ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        data-testid="list-filters-toggle"
        sx={{ flexShrink: 0, alignSelf: { md: 'center' } }}
      >
        {active > 0 ? t('lists:filters.toggleCount', { count: active }) : t('lists:filters.toggle')}
      </Button>
      {open && children}
    </>
  );
}
